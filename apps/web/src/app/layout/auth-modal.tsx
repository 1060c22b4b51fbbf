import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../features/system/api/get-status';
import { LoginForm } from '../../features/auth/components/login-form';
import { SmsLoginForm } from '../../features/auth/components/sms-login-form';
import { Modal } from '../../ui/modal';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { AuthTabs } from './auth-tabs';
import { RegisterPanel } from './register-panel';
import { useSignIn } from './use-sign-in';
import './auth-modal.css';
import { SocialSignIn } from '../../features/social/components/social-sign-in';

/** The login/register popup: one dialog, a tab for each. */
export default function AuthModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const modal = useUiStore((s) => s.modal);
  const notice = useUiStore((s) => s.modalInfo.loginNotice);
  const openModal = useUiStore((s) => s.openModal);
  const { directRegistration, smsCodeLogin } = useFlags();
  const [loginWay, setLoginWay] = useState<'password' | 'sms'>('password');
  // The second step of a login from a new address has its own way back: no other way out beside it.
  const [secondStep, setSecondStep] = useState(false);
  const way = smsCodeLogin ? loginWay : 'password';
  const signIn = useSignIn();
  const tab = modal === 'register' && directRegistration ? 'register' : 'login';

  return (
    <Modal open={open} onClose={onClose} title={t('popup.title')} size="sm" className="auth-modal" testId="auth-modal">
      <AuthTabs
        tabs={directRegistration ? (['login', 'register'] as const) : (['login'] as const)}
        value={tab}
        label={t('popup.tabs')}
        onChange={openModal}
        text={(name) => t(`popup.${name}`)}
        testId={(name) => `auth-tab-${name}`}
      >
        {tab === 'login' ? (
          <>
            {smsCodeLogin && (
              <div className="auth-tabs auth-tabs--small" role="tablist" aria-label={t('login.ways')}>
                {(['password', 'sms'] as const).map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    className="auth-tabs__tab"
                    aria-selected={way === name}
                    data-testid={`login-way-${name}`}
                    onClick={() => setLoginWay(name)}
                  >
                    {t(`login.way.${name}`)}
                  </button>
                ))}
              </div>
            )}
            {way === 'password' ? (
              <LoginForm
                notice={notice}
                otherWays={<SocialSignIn />}
                onSignedIn={(value) => signIn(value, 'password')}
                onSecondStep={setSecondStep}
                onCashOut={({ token, username }) => {
                  // A break's session reaches only withdrawals: it opens there.
                  useSessionStore.getState().signIn({ token, username, agentType: null });
                  useUiStore.getState().closeModal();
                  useUiStore.getState().openMemberCenter('withdraw');
                }}
              />
            ) : (
              <SmsLoginForm onSignedIn={(value) => signIn(value, 'sms')} />
            )}
            {!secondStep && (
              <>
                <p className="auth-form__forgot">
                  <button
                    type="button"
                    className="auth-form__link"
                    data-testid="forgot-password-link"
                    onClick={() => openModal('forgotPassword')}
                  >
                    {t('login.forgot')}
                  </button>
                </p>
                {directRegistration && (
                  <p className="auth-form__switch">
                    {t('login.noAccount')}{' '}
                    <button type="button" className="auth-form__link" onClick={() => openModal('register')}>
                      {t('login.createAccount')}
                    </button>
                  </p>
                )}
              </>
            )}
          </>
        ) : (
          <>
            <RegisterPanel />
            <p className="auth-form__switch">
              {t('register.haveAccount')}{' '}
              <button type="button" className="auth-form__link" onClick={() => openModal('login')}>
                {t('register.logIn')}
              </button>
            </p>
          </>
        )}
      </AuthTabs>
    </Modal>
  );
}
