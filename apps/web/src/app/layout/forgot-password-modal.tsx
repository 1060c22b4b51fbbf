import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../features/system/api/get-status';
import { EmailResetForm, PhoneResetForm } from '../../features/auth/components/forgot-password-form';
import { Modal } from '../../ui/modal';
import { useUiStore } from '../stores/ui-store';
import { useSignIn } from './use-sign-in';
import './auth-modal.css';

type Way = 'email' | 'phone';

/** Forgot password: by e-mail, and by phone when the brand allows it. */
export default function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const { phonePasswordRecovery } = useFlags();
  const signIn = useSignIn();
  const baseId = useId();
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
      {ways.length > 1 && (
        <div className="auth-tabs auth-tabs--small" role="tablist" aria-label={t('forgot.ways')}>
          {ways.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${baseId}-${name}`}
              className="auth-tabs__tab"
              aria-selected={way === name}
              data-testid={`forgot-tab-${name}`}
              onClick={() => setChosen(name)}
            >
              {t(`forgot.${name}`)}
            </button>
          ))}
        </div>
      )}
      <div
        role={ways.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={ways.length > 1 ? `${baseId}-${way}` : undefined}
      >
        {way === 'email' ? (
          <EmailResetForm
            key={open ? 'open' : 'closed'}
            onDone={() => useUiStore.getState().openModal('login', { loginNotice: t('forgot.done') })}
          />
        ) : (
          <PhoneResetForm key={open ? 'open' : 'closed'} onSignedIn={(value) => signIn(value, 'sms')} />
        )}
      </div>
      <p className="auth-form__switch">
        <button type="button" className="auth-form__link" onClick={() => useUiStore.getState().openModal('login')}>
          {t('forgot.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}
