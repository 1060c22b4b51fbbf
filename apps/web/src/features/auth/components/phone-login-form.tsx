import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginChallenge, LoginValue } from '@portal/shared/contracts/auth';
import { failureMessage } from '../../../lib/field-messages';
import { judgeMobile, MobileField, NEW_MOBILE, type MobileValue } from '../../../ui/form/mobile-field';
import { FormAlert } from '../../../ui/form/text-field';
import { firebaseLogin } from '../api/firebase-login';
import { challengeOf } from '../lib/login-errors';
import { e164, isPhoneAuthError, phoneAuthProblem, type PhoneCheck } from '../lib/phone-auth';
import { LoginVerification } from './login-verification';
import { useFormIssues } from '../../../lib/use-form-issues';
import { judgeMobileCode } from '../lib/judge-mobile-code';
import { CodeField } from './code-field';
import { SubmitButton } from './submit-button';

/** Spec constants: the phone provider's SMS countdown. */
const RESEND_SECONDS = 60;

type Field = 'countryDialingCode' | 'mobileNum' | 'verificationCode';

/**
 * Sign-in by the brand's phone check (spec §3, Firebase): the code goes to the number, the check
 * answers an ID token, and our server signs in the member holding that number (the authenticator
 * next when they have one). Its failures read as the spec's phone-auth sentences.
 */
export function PhoneLoginForm({ check, onSignedIn }: { check: PhoneCheck; onSignedIn(value: LoginValue): void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [mobile, setMobile] = useState<MobileValue>(NEW_MOBILE);
  const [code, setCode] = useState('');
  const { errors, setErrors, formError, setFormError, passes, partPasses } = useFormIssues<Field>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ confirm(code: string): Promise<string> } | null>(null);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  const say = (error: unknown) =>
    isPhoneAuthError(error) ? t(`phoneAuth.${phoneAuthProblem(error)}`) : failureMessage(error, t('errors.network'));

  /** Sends the code: the seconds to wait before another, 0 after a refusal (its sentence shows below). */
  const send = () => {
    if (!partPasses(judgeMobile(t, mobile)) || !recaptcha.current) return null;
    setFormError(null);
    return check.send(e164(mobile.countryDialingCode, mobile.mobileNum), recaptcha.current).then(
      (confirmation) => (setSent(confirmation), RESEND_SECONDS),
      (error: unknown) => (setFormError(say(error)), 0),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!passes(judgeMobileCode(t, mobile, code))) return;
    if (!sent) return setFormError(t('phoneAuth.missingCode'));
    setPending(true);
    try {
      const firebaseIdToken = await sent.confirm(code.trim());
      onSignedIn(await firebaseLogin(queryClient, { firebaseIdToken }));
    } catch (error) {
      const asked = challengeOf(error);
      if (asked) return setChallenge(asked);
      if (phoneAuthProblem(error) === 'invalidCode') setErrors({ verificationCode: t('phoneAuth.invalidCode') });
      else setFormError(say(error));
    } finally {
      setPending(false);
    }
  };

  if (challenge) {
    const back = (message: string | null) => {
      setChallenge(null);
      setCode('');
      setSent(null);
      setFormError(message);
    };
    return <LoginVerification challenge={challenge} onSignedIn={onSignedIn} onExpired={back} after="phoneCode" />;
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} data-testid="phone-login-form">
      <p className="auth-form__hint">{t('phoneAuth.hint')}</p>
      <MobileField value={mobile} errors={errors} onChange={setMobile} />
      <CodeField purpose="phone" send={send} value={code} error={errors.verificationCode} onChange={setCode} />
      <div ref={recaptcha} data-testid="phone-recaptcha" />
      <FormAlert message={formError} testId="phone-login-error" />
      <SubmitButton pending={pending} busyLabel={t('login.submitting')} testId="phone-login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
