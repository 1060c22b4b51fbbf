import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginChallenge, LoginValue } from '@portal/shared/contracts/auth';
import { FieldIssue } from '@portal/shared/errors';
import { smsLogin } from '../api/sms-login';
import { failureMessage, issueMessage, serverFieldIssues } from '../../../lib/field-messages';
import { challengeOf, isCodeError } from '../lib/login-errors';
import { judgeMobile, MobileField, NEW_MOBILE, type MobileValue } from '../../../ui/form/mobile-field';
import { CodeField } from './code-field';
import { FormAlert } from '../../../ui/form/text-field';
import { LoginVerification } from './login-verification';
import { SubmitButton } from './submit-button';

type Errors = Partial<Record<'countryDialingCode' | 'mobileNum' | 'verificationCode', string>>;

/**
 * Login by a code sent to the member's mobile; no forced password change. A member with an
 * authenticator is asked for it next: the phone alone does not sign them in.
 */
export function SmsLoginForm({ onSignedIn }: { onSignedIn(value: LoginValue): void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState<MobileValue>(NEW_MOBILE);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  const checkMobile = () => {
    const next = judgeMobile(t, mobile);
    setErrors((e) => ({ ...e, ...next }));
    return next.countryDialingCode || next.mobileNum ? null : mobile;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const next: Errors = {
      ...judgeMobile(t, mobile),
      verificationCode: code.trim() ? undefined : issueMessage(t, FieldIssue.REQUIRED),
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    setPending(true);
    try {
      onSignedIn(await smsLogin(queryClient, { ...mobile, verificationCode: code }));
    } catch (error) {
      const asked = challengeOf(error);
      if (asked) return setChallenge(asked);
      const issues = serverFieldIssues(error);
      const mapped: Errors = {};
      for (const [field, issue] of Object.entries(issues ?? {})) mapped[field as keyof Errors] = issueMessage(t, issue);
      if (isCodeError(error)) mapped.verificationCode = error.message;
      setErrors(mapped);
      setFormError(isCodeError(error) ? null : failureMessage(error, t('errors.network')));
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
