import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_COUNTRY_DIALING_CODE } from '@portal/shared/constants';
import { smsCodePayloadSchema, type LoginChallenge, type LoginValue } from '@portal/shared/contracts/auth';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver } from '../../../lib/form-resolver';
import { FormAlert } from '../../../ui/form/text-field';
import { PlayerMobileField } from '../../../ui/form/player-fields';
import { firebaseLogin } from '../api/firebase-login';
import { challengeOf } from '../lib/login-errors';
import { e164, isPhoneAuthError, phoneAuthProblem, type PhoneCheck } from '../lib/phone-auth';
import { LoginVerification } from './login-verification';
import { blankIssues, checkedMobile, useAuthSay } from '../lib/form-checks';
import { FormCodeField } from './code-field';
import { SubmitButton } from './submit-button';
import { mobileIssues } from '../../../ui/form/mobile-rules';

/** Spec constants: the phone provider's SMS countdown. */
const RESEND_SECONDS = 60;

/*
 * The number the phone check sends to (the shared code payload's mobile) and the code it sent:
 * the code goes to Firebase, not to our server, so it is only required here.
 */
const phoneCodeSchema = smsCodePayloadSchema.extend({ verificationCode: z.string() });
type Values = z.input<typeof phoneCodeSchema>;

const resolver = formResolver(
  phoneCodeSchema,
  (values: Values) => ({ ...mobileIssues(values), ...blankIssues(values, ['verificationCode']) }),
  { extraFirst: true },
);

/**
 * Sign-in by the brand's phone check (spec §3, Firebase): the code goes to the number, the check
 * answers an ID token, and our server signs in the member holding that number (the authenticator
 * next when they have one). Its failures read as the spec's phone-auth sentences.
 */
export function PhoneLoginForm({ check, onSignedIn }: { check: PhoneCheck; onSignedIn(value: LoginValue): void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const recaptcha = useRef<HTMLDivElement>(null);
  const say = useAuthSay();
  const form = useForm<Values, unknown, z.output<typeof phoneCodeSchema>>({
    defaultValues: { countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE, mobileNum: '', verificationCode: '' },
    resolver,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ confirm(code: string): Promise<string> } | null>(null);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  const sayFailure = (error: unknown) =>
    isPhoneAuthError(error) ? t(`phoneAuth.${phoneAuthProblem(error)}`) : failureMessage(error, t('errors.network'));

  /** Sends the code: the seconds to wait before another, 0 after a refusal (its sentence shows below). */
  const send = () => {
    const mobile = checkedMobile(form);
    if (!mobile || !recaptcha.current) return null;
    setFormError(null);
    return check.send(e164(mobile.countryDialingCode, mobile.mobileNum), recaptcha.current).then(
      (confirmation) => (setSent(confirmation), RESEND_SECONDS),
      (error: unknown) => (setFormError(sayFailure(error)), 0),
    );
  };

  const confirm = form.handleSubmit(async ({ verificationCode }) => {
    if (pending) return;
    if (!sent) return setFormError(t('phoneAuth.missingCode'));
    setPending(true);
    try {
      const firebaseIdToken = await sent.confirm(verificationCode.trim());
      onSignedIn(await firebaseLogin(queryClient, { firebaseIdToken }));
    } catch (error) {
      const asked = challengeOf(error);
      if (asked) return setChallenge(asked);
      if (phoneAuthProblem(error) === 'invalidCode') {
        form.setError('verificationCode', { type: 'server', message: t('phoneAuth.invalidCode') });
      } else setFormError(sayFailure(error));
    } finally {
      setPending(false);
    }
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    void confirm(event);
  };

  if (challenge) {
    const back = (message: string | null) => {
      setChallenge(null);
      form.setValue('verificationCode', '');
      setSent(null);
      setFormError(message);
    };
    return <LoginVerification challenge={challenge} onSignedIn={onSignedIn} onExpired={back} after="phoneCode" />;
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="phone-login-form">
      <p className="auth-form__hint">{t('phoneAuth.hint')}</p>
      <PlayerMobileField control={form.control} />
      <FormCodeField control={form.control} say={say} purpose="phone" send={send} />
      <div ref={recaptcha} data-testid="phone-recaptcha" />
      <FormAlert message={formError} testId="phone-login-error" />
      <SubmitButton pending={pending} busyLabel={t('login.submitting')} testId="phone-login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
