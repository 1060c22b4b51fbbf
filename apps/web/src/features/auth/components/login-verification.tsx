import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  loginVerifyPayloadSchema,
  type LoginChallenge,
  type LoginMethod,
  type LoginValue,
  type LoginVerifyPayload,
} from '@portal/shared/contracts/auth';
import { FieldIssue } from '@portal/shared/errors';
import { Button } from '../../../ui/button';
import { ApiError } from '../../../lib/api-client';
import { sendLoginChallengeCode, verifyLogin } from '../api/login-verify';
import { failureMessage } from '../../../lib/field-messages';
import { checkResolver, issueCodeOf } from '../../../lib/form-resolver';
import { FormCodeField } from './code-field';
import { isCodeError } from '../lib/login-errors';
import { useAuthSay } from '../lib/form-checks';
import { FormAlert } from '../../../ui/form/text-field';
import { PlayerTextField } from '../../../ui/form/player-fields';
import { SubmitButton } from './submit-button';

const TOTP_CODE = /^\d{6}$/;
const TOTP_FORMAT = 'TOTP_FORMAT';

/** One box per kind of answer, so each keeps its own name (and test id) on the page. */
interface Values {
  verificationCode: string;
  verificationMobile: string;
  verificationBankName: string;
}
const EMPTY: Values = { verificationCode: '', verificationMobile: '', verificationBankName: '' };
const boxOf = (method: LoginMethod): keyof Values =>
  method === 'mobile' ? 'verificationMobile' : method === 'bankName' ? 'verificationBankName' : 'verificationCode';

/**
 * The typed answer as the verify call's body, parsed by its shared schema: required, six digits
 * for the authenticator; a holder name keeps its spaces, a code or a number loses them.
 */
function verifyCheck(challenge: LoginChallenge, method: LoginMethod, totp: boolean) {
  const box = boxOf(method);
  const refused = (code: string) => ({ data: null, fields: { [box]: code } });
  return (values: Values): { data: LoginVerifyPayload | null; fields: Record<string, string> } => {
    const raw = values[box];
    const code = box === 'verificationCode' ? raw.replace(/\s+/g, '') : raw.trim();
    if (!code) return refused(FieldIssue.REQUIRED);
    if (totp && !TOTP_CODE.test(code)) return refused(TOTP_FORMAT);
    const parsed = loginVerifyPayloadSchema.safeParse({ challengeToken: challenge.challengeToken, code, method });
    if (!parsed.success) return refused(issueCodeOf(parsed.error.issues[0] as z.core.$ZodRawIssue));
    return { data: parsed.data, fields: {} };
  };
}

interface LoginVerificationProps {
  challenge: LoginChallenge;
  onSignedIn(value: LoginValue): void;
  /** The challenge ran out (or the person went back): the password form shows again with the message. */
  onExpired(message: string | null): void;
  /** Why the step is asked: a new address (the default), or a phone code or social sign-in that is not enough alone. */
  after?: 'password' | 'phoneCode' | 'provider';
}

/**
 * The second step of a password sign-in from an address the member has not used: the member picks
 * one of the methods the challenge offers (the authenticator app's code or a recovery code, a code
 * sent to the bound mobile or e-mail, or, where the brand allows it, the whole bound mobile number
 * or a bank account's holder name typed in); the server's first choice is shown first.
 */
export function LoginVerification({ challenge, onSignedIn, onExpired, after = 'password' }: LoginVerificationProps) {
  const { t } = useTranslation('auth');
  const baseId = useId();
  const [method, setMethod] = useState<LoginMethod>(challenge.method);
  const [recovery, setRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;
  const totp = method === 'totp' && !recovery;
  const typed = method === 'mobile' || method === 'bankName';
  const say = useAuthSay(undefined, { [TOTP_FORMAT]: t('verification.totpFormat') });
  const form = useForm<Values, unknown, LoginVerifyPayload>({
    defaultValues: EMPTY,
    resolver: checkResolver(verifyCheck(challenge, method, totp)),
  });

  // The server forgets the challenge after expiresInSeconds: go back before a code can only fail.
  useEffect(() => {
    const timer = window.setTimeout(
      () => expiredRef.current(t('verification.expired')),
      challenge.expiresInSeconds * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [challenge, t]);

  const send = form.handleSubmit(async (body) => {
    if (pending) return;
    setPending(true);
    try {
      onSignedIn(await verifyLogin(body));
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'LOGIN_CHALLENGE_EXPIRED') {
        onExpired(cause.message);
        return;
      }
      // A typed-in check is no code: its refusal says what did not match.
      if (isCodeError(cause)) {
        const message = typed
          ? t(method === 'mobile' ? 'verification.mobileWrong' : 'verification.bankNameWrong')
          : cause.message;
        form.setError(boxOf(method), { type: 'server', message });
      } else setFormError(failureMessage(cause, t('errors.network')));
    } finally {
      setPending(false);
    }
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    void send(event);
  };

  const reset = () => {
    form.reset(EMPTY);
    setFormError(null);
  };
  const choose = (next: LoginMethod) => {
    setMethod(next);
    setRecovery(false);
    reset();
  };
  const switchRecovery = () => {
    setRecovery(!recovery);
    reset();
  };

  let intro: string;
  if (method === 'sms') intro = t('verification.smsIntro', { mobile: challenge.mobile ?? '' });
  else if (method === 'email') intro = t('verification.emailIntro', { email: challenge.email ?? '' });
  else if (method === 'mobile') intro = t('verification.mobileIntro');
  else if (method === 'bankName') intro = t('verification.bankNameIntro');
  else if (recovery) intro = t('verification.recoveryIntro');
  else if (after === 'phoneCode') intro = t('verification.totpAfterPhoneIntro');
  else if (after === 'provider') intro = t('verification.totpAfterProviderIntro');
  else intro = t('verification.totpIntro');

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="login-verification">
      <p className="auth-form__hint" data-testid="login-verification-intro">
        <strong>{t('verification.title')}</strong> {intro}
      </p>
      {challenge.methods.length > 1 && (
        <div className="auth-tabs auth-tabs--small" role="tablist" aria-label={t('verification.methods')}>
          {challenge.methods.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${baseId}-${name}`}
              aria-controls={`${baseId}-panel`}
              className="auth-tabs__tab"
              aria-selected={method === name}
              data-testid={`login-method-${name}`}
              onClick={() => choose(name)}
            >
              {t(`verification.method.${name}`)}
            </button>
          ))}
        </div>
      )}
      <div
        className="auth-form"
        id={`${baseId}-panel`}
        role={challenge.methods.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={challenge.methods.length > 1 ? `${baseId}-${method}` : undefined}
      >
        {method === 'totp' ? (
          <PlayerTextField
            control={form.control}
            name="verificationCode"
            say={say}
            label={recovery ? t('verification.recoveryCode') : t('verification.totpCode')}
            placeholder={recovery ? `* ${t('verification.recoveryCode')}` : '* 123456'}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={recovery ? 32 : 7}
          />
        ) : typed ? (
          <PlayerTextField
            key={method}
            control={form.control}
            name={boxOf(method)}
            say={say}
            label={t(method === 'mobile' ? 'verification.mobileLabel' : 'verification.bankNameLabel')}
            placeholder={`* ${t(method === 'mobile' ? 'verification.mobileLabel' : 'verification.bankNameLabel')}`}
            inputMode={method === 'mobile' ? 'tel' : 'text'}
            autoComplete={method === 'mobile' ? 'tel' : 'off'}
            maxLength={100}
          />
        ) : (
          // Keyed by method: each channel has its own send button and countdown.
          <FormCodeField
            key={method}
            control={form.control}
            say={say}
            purpose={method === 'sms' ? 'login-challenge' : 'login-challenge-email'}
            send={() => sendLoginChallengeCode(challenge.challengeToken, method)}
          />
        )}
        {method === 'totp' && (
          <p className="auth-form__forgot">
            <button
              type="button"
              className="auth-form__link"
              onClick={switchRecovery}
              data-testid="login-verification-mode"
            >
              {recovery ? t('verification.useTotp') : t('verification.useRecovery')}
            </button>
          </p>
        )}
      </div>
      <FormAlert message={formError} testId="login-verification-error" />
      <SubmitButton pending={pending} busyLabel={t('login.submitting')} testId="login-verification-submit">
        {t('verification.submit')}
      </SubmitButton>
      <Button variant="ghost" className="auth-form__submit" onClick={() => onExpired(null)}>
        {t('verification.back')}
      </Button>
    </form>
  );
}
