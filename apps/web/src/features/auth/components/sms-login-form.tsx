import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginChallenge, LoginValue } from '@portal/shared/contracts/auth';
import { smsLogin } from '../api/sms-login';
import { challengeOf } from '../lib/login-errors';
import { useCodeFailure } from '../lib/use-code-failure';
import { judgeMobile, MobileField, NEW_MOBILE, type MobileValue } from '../../../ui/form/mobile-field';
import { useFormIssues } from '../../../lib/use-form-issues';
import { judgeMobileCode } from '../lib/judge-mobile-code';
import { CodeField } from './code-field';
import { FormAlert } from '../../../ui/form/text-field';
import { LoginVerification } from './login-verification';
import { SubmitButton } from './submit-button';

type Field = 'countryDialingCode' | 'mobileNum' | 'verificationCode';

/**
 * Login by a code sent to the member's mobile; no forced password change. A member with an
 * authenticator is asked for it next: the phone alone does not sign them in.
 */
export function SmsLoginForm({ onSignedIn }: { onSignedIn(value: LoginValue): void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState<MobileValue>(NEW_MOBILE);
  const [code, setCode] = useState('');
  const { errors, setErrors, formError, setFormError, passes, partPasses } = useFormIssues<Field>();
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const fail = useCodeFailure(setErrors, setFormError);

  const checkMobile = () => (partPasses(judgeMobile(t, mobile)) ? mobile : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!passes(judgeMobileCode(t, mobile, code))) return;
    setPending(true);
    try {
      onSignedIn(await smsLogin(queryClient, { ...mobile, verificationCode: code }));
    } catch (error) {
      const asked = challengeOf(error);
      if (asked) return setChallenge(asked);
      fail(error, 'verificationCode');
    } finally {
      setPending(false);
    }
  };

  if (challenge) {
    const back = (message: string | null) => {
      setChallenge(null);
      setCode('');
      setFormError(message);
    };
    return <LoginVerification challenge={challenge} onSignedIn={onSignedIn} onExpired={back} after="phoneCode" />;
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} data-testid="sms-login-form">
      <MobileField value={mobile} errors={errors} onChange={setMobile} />
      <CodeField
        purpose="noLogin"
        target={checkMobile}
        value={code}
        error={errors.verificationCode}
        onChange={setCode}
      />
      <FormAlert message={formError} testId="login-error" />
      <SubmitButton pending={pending} busyLabel={t('login.submitting')} testId="sms-login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
