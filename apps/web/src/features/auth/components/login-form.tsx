import { useLayoutEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REMEMBER_ME_HOURS } from '@portal/shared/constants';
import { loginPayloadSchema, type LoginChallenge, type LoginValue } from '@portal/shared/contracts/auth';
import { Button } from '../../../ui/button';
import { ApiError } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useLogin } from '../api/login';
import { failureMessage } from '../../../lib/field-messages';
import { blankIssues, useAuthSay } from '../lib/form-checks';
import { CaptchaImage, useCaptcha } from './captcha-image';
import { FormAlert } from '../../../ui/form/text-field';
import { PlayerTextField, setServerIssues } from '../../../ui/form/player-fields';
import { LoginVerification } from './login-verification';
import { SubmitButton } from './submit-button';

type LoginValues = z.input<typeof loginPayloadSchema>;

// Both boxes are trimmed when sent, so spaces alone are no answer; the captcha only once it shows
// (it starts undefined, then empty).
const resolver = formResolver(
  loginPayloadSchema,
  (values: LoginValues) => blankIssues(values, ['username', 'password', 'captcha']),
  { extraFirst: true },
);

interface LoginFormProps {
  onSignedIn(value: LoginValue): void;
  /** Shown above the fields (after a password change: "log in with the new password"). */
  notice?: string | null;
  /** Told when the second step (a new address) takes the form's place and when it leaves. */
  onSecondStep?(shown: boolean): void;
  /**
   * A member on a break or self-excluded: the server refused play and answered a session for
   * taking the balance out only; the member chose to use it.
   */
  onCashOut?(session: { token: string; username: string }): void;
  /** Other ways in, under the submit button (the shell passes the social sign-in buttons). */
  otherWays?: ReactNode;
}

/** The cash-out session a break's refusal carries, and when the break ends (null: never). */
const playBlockOf = (error: unknown) => {
  if (!(error instanceof ApiError) || error.code !== 'RG_PLAY_BLOCKED') return null;
  const value = error.value as { cashOutToken?: string; until?: string | null } | null;
  return value?.cashOutToken ? { token: value.cashOutToken, until: value.until ?? null } : null;
};

/** Whether a failed login says the next attempt needs a captcha. */
const needsCaptcha = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'CAPTCHA_REQUIRED' ||
    error.code === 'CAPTCHA_INVALID' ||
    (typeof error.value === 'object' && error.value !== null && 'captchaRequired' in error.value));

/** "m:ss" until a locked account may try again. */
const waitText = (error: ApiError) => {
  const seconds = Number((error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds) || 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Username and password, both required and trimmed, sent encrypted.
 * After failed attempts the server asks for a captcha; its field appears with the image.
 */
export function LoginForm({ onSignedIn, notice, onSecondStep, onCashOut, otherWays }: LoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const [cashOut, setCashOut] = useState<{ token: string; until: string | null } | null>(null);
  const login = useLogin();
  const captcha = useCaptcha();
  const say = useAuthSay();
  const form = useForm<LoginValues, unknown, z.output<typeof loginPayloadSchema>>({
    defaultValues: { username: '', password: '', rememberMe: false },
    resolver,
    mode: 'onBlur',
  });
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const secondStep = challenge !== null;

  // A layout effect, so the popup's other links go in the same task as the step shows: never both on
  // screen. The cleanup also runs when the form goes away mid-step (another login way, the popup closed).
  useLayoutEffect(() => {
    if (!secondStep) return;
    onSecondStep?.(true);
    return () => onSecondStep?.(false);
  }, [secondStep, onSecondStep]);

  const onFailure = (error: unknown) => {
    // The password was right but the address is new: the second step takes over.
    if (error instanceof ApiError && error.code === 'LOGIN_VERIFICATION_REQUIRED') {
      setChallenge(error.value as LoginChallenge);
      return;
    }
    let message: string | null = failureMessage(error, t('errors.network'));
    if (error instanceof ApiError && error.code === 'ACCOUNT_LOCKED') {
      message = t('login.locked', { time: waitText(error) });
    }
    const blocked = playBlockOf(error);
    setCashOut(blocked);
    if (blocked && message) {
      const until = blocked.until
        ? t('login.blockedUntil', {
            until: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(blocked.until),
            ),
          })
        : t('login.blockedPermanent');
      message = `${message} ${until}`;
    }
    // The server spends a challenge on every attempt that carried one: show a new one.
    if (captchaShown || needsCaptcha(error)) {
      setCaptchaShown(true);
      form.setValue('captcha', '');
      void captcha.renew();
    }
    setServerIssues(error, form.setError, ['username', 'password']);
    if (error instanceof ApiError && error.code === 'CAPTCHA_INVALID') {
      form.setError('captcha', { type: 'server', message: error.message });
      message = null;
    }
    setFormError(message);
  };

  const send = form.handleSubmit((body) => {
    if (login.isPending) return;
    // The captcha goes with the challenge its image showed; none while the image has not loaded.
    const { captcha: answer, ...rest } = body;
    const withCaptcha =
      answer !== undefined && captcha.challenge
        ? { captcha: answer.trim(), captchaId: captcha.challenge.captchaId }
        : {};
    login.mutate({ ...rest, ...withCaptcha }, { onSuccess: onSignedIn, onError: onFailure });
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    setCashOut(null);
    void send(event);
  };

  if (challenge) {
    const back = (message: string | null) => {
      setChallenge(null);
      setFormError(message);
      if (captchaShown) void captcha.renew();
    };
    return <LoginVerification challenge={challenge} onSignedIn={onSignedIn} onExpired={back} />;
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="login-form">
      {notice ? (
        <p className="auth-form__hint" data-testid="login-notice">
          {notice}
        </p>
      ) : null}
      <PlayerTextField
        control={form.control}
        name="username"
        say={say}
        label={t('fields.username')}
        placeholder={`* ${t('fields.username')}`}
        autoComplete="username"
      />
      <PlayerTextField
        control={form.control}
        name="password"
        say={say}
        type="password"
        label={t('fields.password')}
        placeholder={`* ${t('fields.password')}`}
        autoComplete="current-password"
      />
      {captchaShown ? (
        <PlayerTextField
          control={form.control}
          name="captcha"
          say={say}
          label={t('fields.captcha')}
          placeholder={`* ${t('captcha.placeholder')}`}
          autoComplete="off"
          maxLength={8}
          suffix={<CaptchaImage {...captcha} onRefresh={() => void captcha.refresh()} />}
        />
      ) : null}
      <label className="auth-form__check" data-testid="login-remember">
        <input type="checkbox" {...form.register('rememberMe')} />
        <span>{t('login.rememberMe', { hours: REMEMBER_ME_HOURS })}</span>
      </label>
      <FormAlert message={formError} testId="login-error" />
      {cashOut && onCashOut ? (
        <Button
          type="button"
          className="auth-form__submit"
          data-testid="login-cash-out"
          onClick={() => onCashOut({ token: cashOut.token, username: form.getValues('username').trim() })}
        >
          {t('login.cashOut')}
        </Button>
      ) : null}
      <SubmitButton pending={login.isPending} busyLabel={t('login.submitting')} testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
      {otherWays}
    </form>
  );
}
