import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../features/system/api/get-status';
import { EmailResetForm, PhoneResetForm } from '../../features/auth/components/forgot-password-form';
import { Modal } from '../../ui/modal';
import { useUiStore } from '../stores/ui-store';
import { AuthTabs } from './auth-tabs';
import { useSignIn } from './use-sign-in';
import './auth-modal.css';

type Way = 'email' | 'phone';

/** Forgot password: by e-mail, and by phone when the brand allows it. */
export default function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const { phonePasswordRecovery } = useFlags();
  const signIn = useSignIn();
  const [chosen, setChosen] = useState<Way>('email');
  const way = phonePasswordRecovery ? chosen : 'email';
  const ways: Way[] = phonePasswordRecovery ? ['email', 'phone'] : ['email'];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('forgot.title')}
      size="sm"
      className="auth-modal"
      testId="forgot-password-modal"
    >
      <AuthTabs
        tabs={ways}
        value={way}
        label={t('forgot.ways')}
        small
        onChange={setChosen}
        text={(name) => t(`forgot.${name}`)}
        testId={(name) => `forgot-tab-${name}`}
      >
        {way === 'email' ? (
          <EmailResetForm
            key={open ? 'open' : 'closed'}
            onDone={() => useUiStore.getState().openModal('login', { loginNotice: t('forgot.done') })}
          />
        ) : (
          <PhoneResetForm key={open ? 'open' : 'closed'} onSignedIn={(value) => signIn(value, 'sms')} />
        )}
      </AuthTabs>
      <p className="auth-form__switch">
        <button type="button" className="auth-form__link" onClick={() => useUiStore.getState().openModal('login')}>
          {t('forgot.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}
