import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../features/system/api/get-status';
import { LoginForm } from '../../features/auth/components/login-form';
import { SmsLoginForm } from '../../features/auth/components/sms-login-form';
import { PhoneLoginForm } from '../../features/auth/components/phone-login-form';
import { useFirebaseConfig } from '../../features/auth/api/firebase-login';
import { firebasePhoneCheck } from '../../features/auth/lib/phone-auth';
import { Modal } from '../../ui/modal';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { AuthTabs } from './auth-tabs';
import { RegisterPanel } from './register-panel';
import { useSignIn } from './use-sign-in';
import './auth-modal.css';
import { SocialSignIn } from '../../features/social/components/social-sign-in';

type LoginWay = 'password' | 'sms' | 'phone';

/** The login/register popup: one dialog, a tab for each; the login's ways as the brand offers them. */
export default function AuthModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const modal = useUiStore((s) => s.modal);
  const notice = useUiStore((s) => s.modalInfo.loginNotice);
  const openModal = useUiStore((s) => s.openModal);
  const { directRegistration, smsCodeLogin } = useFlags();
  const [loginWay, setLoginWay] = useState<LoginWay>('password');
  const firebase = useFirebaseConfig().data ?? null;
  const phoneCheck = useMemo(() => (firebase ? firebasePhoneCheck(firebase) : null), [firebase]);
  const ways: LoginWay[] = [
    'password',
    ...(smsCodeLogin ? (['sms'] as const) : []),
    ...(phoneCheck ? (['phone'] as const) : []),
  ];
  // The second step of a login from a new address has its own way back: no other way out beside it.
  const [secondStep, setSecondStep] = useState(false);
  const way = ways.includes(loginWay) ? loginWay : 'password';
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
            {ways.length > 1 && (
              <div className="auth-tabs auth-tabs--small" role="tablist" aria-label={t('login.ways')}>
                {ways.map((name) => (
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
            ) : way === 'phone' && phoneCheck ? (
              <PhoneLoginForm check={phoneCheck} onSignedIn={(value) => signIn(value, 'sms')} />
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
