import { useLayoutEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REMEMBER_ME_HOURS } from '@portal/shared/constants';
import type { LoginChallenge, LoginValue } from '@portal/shared/contracts/auth';
import { FieldIssue } from '@portal/shared/errors';
import { Button } from '../../../ui/button';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { failureMessage, issueMessage, serverFieldIssues } from '../../../lib/field-messages';
import { CaptchaImage, useCaptcha } from './captcha-image';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { LoginVerification } from './login-verification';
import { SubmitButton } from './submit-button';

type LoginField = 'username' | 'password' | 'captcha';

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
  const [captchaShown, setCaptchaShown] = useState(false);
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const [rememberMe, setRememberMe] = useState(false);
  const secondStep = challenge !== null;

  // A layout effect, so the popup's other links go in the same task as the step shows: never both on
  // screen. The cleanup also runs when the form goes away mid-step (another login way, the popup closed).
  useLayoutEffect(() => {
    if (!secondStep) return;
    onSecondStep?.(true);
    return () => onSecondStep?.(false);
  }, [secondStep, onSecondStep]);

  const required = (field: LoginField) => (values[field].trim() ? undefined : issueMessage(t, FieldIssue.REQUIRED));

  const onFailure = (error: unknown) => {
    // The password was right but the address is new: the second step takes over.
    if (error instanceof ApiError && error.code === 'LOGIN_VERIFICATION_REQUIRED') {
      setChallenge(error.value as LoginChallenge);
      return;
    }
    const fields = serverFieldIssues(error);
    const next: Partial<Record<LoginField, string>> = {
      username: fields?.username && issueMessage(t, fields.username),
      password: fields?.password && issueMessage(t, fields.password),
    };
    let message: string | null = failureMessage(error, t('errors.network'));
    if (error instanceof ApiError && error.code === 'CAPTCHA_INVALID') {
      next.captcha = error.message;
      message = null;
    }
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
      setValues((v) => ({ ...v, captcha: '' }));
      void captcha.renew();
    }
    setErrors(next);
    setFormError(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: required('username'),
      password: required('password'),
      captcha: captchaShown ? required('captcha') : undefined,
    };
    setErrors(next);
    setFormError(null);
    setCashOut(null);
    if (next.username || next.password || next.captcha || login.isPending) return;
    const answer =
      captchaShown && captcha.challenge
        ? { captcha: values.captcha.trim(), captchaId: captcha.challenge.captchaId }
        : {};
    login.mutate(
      { username: values.username, password: values.password, rememberMe, ...answer },
      { onSuccess: onSignedIn, onError: onFailure },
    );
  };

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onBlur: () => setErrors((e) => ({ ...e, [name]: required(name) })),
  });

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
      <TextField
        {...field('username')}
        label={t('fields.username')}
        placeholder={`* ${t('fields.username')}`}
        autoComplete="username"
      />
      <TextField
        {...field('password')}
        type="password"
        label={t('fields.password')}
        placeholder={`* ${t('fields.password')}`}
        autoComplete="current-password"
      />
      {captchaShown ? (
        <TextField
          {...field('captcha')}
          label={t('fields.captcha')}
          placeholder={`* ${t('captcha.placeholder')}`}
          autoComplete="off"
          maxLength={8}
          suffix={<CaptchaImage {...captcha} onRefresh={() => void captcha.refresh()} />}
        />
      ) : null}
      <label className="auth-form__check" data-testid="login-remember">
        <input type="checkbox" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        <span>{t('login.rememberMe', { hours: REMEMBER_ME_HOURS })}</span>
      </label>
      <FormAlert message={formError} testId="login-error" />
      {cashOut && onCashOut ? (
        <Button
          type="button"
          className="auth-form__submit"
          data-testid="login-cash-out"
          onClick={() => onCashOut({ token: cashOut.token, username: values.username.trim() })}
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
