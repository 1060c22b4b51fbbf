import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../features/system/api/get-status';
import { RegisterForm, type RegisterMode } from '../../features/auth/components/register-form';
import { AuthTabs } from './auth-tabs';
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

  return (
    <div className="register-panel">
      <AuthTabs
        tabs={modes}
        value={mode}
        label={t('methods.label')}
        small
        onChange={setChosen}
        text={(m) => t(`methods.${m}`)}
        testId={(m) => `register-tab-${m}`}
      >
        <RegisterForm
          key={mode}
          mode={mode}
          initialReferralCode={initialReferralCode}
          smsVerification={registrationSmsVerification}
          onRegistered={(value) => signIn(value, mode === 'mobile' ? 'mobileRegister' : 'register')}
        />
      </AuthTabs>
    </div>
  );
}
