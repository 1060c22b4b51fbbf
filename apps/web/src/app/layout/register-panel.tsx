import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../features/system/api/get-status';
import { RegisterForm, type RegisterMode } from '../../features/auth/components/register-form';
import { useSignIn } from './use-sign-in';
import './auth-modal.css';

/**
 * Registration by username and, when the brand enables it, by mobile number: the
 * popup's register tab and the /register page show this same panel.
 */
export function RegisterPanel({ initialReferralCode }: { initialReferralCode?: string }) {
  const { t } = useTranslation('auth');
  const { usernameRegistration, mobileRegistration, registrationSmsVerification } = useFlags();
  const signIn = useSignIn();
  const modes: RegisterMode[] = [
    ...(usernameRegistration || !mobileRegistration ? (['username'] as const) : []),
    ...(mobileRegistration ? (['mobile'] as const) : []),
  ];
  const [chosen, setChosen] = useState<RegisterMode>(modes[0]!);
  const mode = modes.includes(chosen) ? chosen : modes[0]!;
  const baseId = useId();

  return (
    <div className="register-panel">
      {modes.length > 1 && (
        <div className="auth-tabs auth-tabs--small" role="tablist" aria-label={t('methods.label')}>
          {modes.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              id={`${baseId}-${m}`}
              className="auth-tabs__tab"
              aria-selected={mode === m}
              data-testid={`register-tab-${m}`}
              onClick={() => setChosen(m)}
            >
              {t(`methods.${m}`)}
            </button>
          ))}
        </div>
      )}
      <div
        role={modes.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={modes.length > 1 ? `${baseId}-${mode}` : undefined}
      >
        <RegisterForm
          key={mode}
          mode={mode}
          initialReferralCode={initialReferralCode}
          smsVerification={registrationSmsVerification}
          onRegistered={(value) => signIn(value, mode === 'mobile' ? 'mobileRegister' : 'register')}
        />
      </div>
    </div>
  );
}
