import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginChallenge, LoginValue } from '@portal/shared/contracts/auth';
import { FieldIssue } from '@portal/shared/errors';
import { checkField, type FieldRule } from '@portal/shared/validation-rules';
import { useRegisterSettings } from '../api/get-register-settings';
import { requestEmailReset, resetPassword, resetPasswordByPhone } from '../api/reset-password';
import { issueMessage } from '../../../lib/field-messages';
import { judgeMobile, MobileField, NEW_MOBILE, type MobileValue } from '../../../ui/form/mobile-field';
import { useFormIssues } from '../../../lib/use-form-issues';
import { useCodeFailure } from '../lib/use-code-failure';
import { CodeField } from './code-field';
import { challengeOf } from '../lib/login-errors';
import { LoginVerification } from './login-verification';
import { VERIFICATION_CODE_MAX_LENGTH } from '@portal/shared/constants';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { SubmitButton } from './submit-button';

type Field =
  | 'username'
  | 'email'
  | 'code'
  | 'verificationCode'
  | 'newPassword'
  | 'confirmNewPassword'
  | 'mobileNum'
  | 'countryDialingCode';
type Errors = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The brand's field rules (username, email, password), used once they have loaded. */
function useRules() {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const rules = settings.data?.rules ?? {};
  const required = (value: string) => (value.trim() ? undefined : issueMessage(t, FieldIssue.REQUIRED));
  const byRule = (value: string, rule?: FieldRule) => {
    if (!value.trim()) return issueMessage(t, FieldIssue.REQUIRED);
    const issue = rule ? checkField({ ...rule, enabled: true, required: true }, value) : null;
    return issue ? issueMessage(t, issue, rule) : undefined;
  };
  return {
    required,
    username: (value: string) => byRule(value.trim(), rules.username),
    email: (value: string) =>
      required(value) ?? (EMAIL.test(value.trim()) ? undefined : issueMessage(t, FieldIssue.PATTERN_MISMATCH)),
    password: (value: string) => byRule(value, rules.password),
    confirm: (value: string, password: string) =>
      !value
        ? issueMessage(t, FieldIssue.REQUIRED)
        : value === password
          ? undefined
          : issueMessage(t, FieldIssue.NOT_EQUAL),
  };
}

/**
 * What both ways to reset share: the typed values, their sentences, and `run`, which sends once
 * the check passes (a challenge to `onChallenge`, any other refusal onto the fields).
 */
function useResetForm() {
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const { passes, ...issues } = useFormIssues<Field>();
  const [pending, setPending] = useState(false);
  const fail = useCodeFailure(issues.setErrors, issues.setFormError);
  const run = async (
    next: Errors,
    call: () => Promise<void>,
    codeField: Field,
    onChallenge?: (challenge: LoginChallenge) => void,
  ) => {
    if (!passes(next) || pending) return;
    setPending(true);
    try {
      await call();
    } catch (error) {
      const asked = challengeOf(error);
      if (asked && onChallenge) onChallenge(asked);
      else fail(error, codeField);
    } finally {
      setPending(false);
    }
  };
  return {
    ...issues,
    values,
    pending,
    run,
    v: (field: Field) => values[field] ?? '',
    set: (field: Field) => (value: string) => setValues((all) => ({ ...all, [field]: value })),
  };
}

function PasswordFields({
  values,
  errors,
  set,
}: {
  values: Partial<Record<Field, string>>;
  errors: Errors;
  set: (field: Field) => (value: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        name="newPassword"
        type="password"
        label={t('fields.newPassword')}
        placeholder={`* ${t('fields.newPassword')}`}
        autoComplete="new-password"
        value={values.newPassword ?? ''}
        error={errors.newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        name="confirmNewPassword"
        type="password"
        label={t('fields.confirmNewPassword')}
        placeholder={`* ${t('fields.confirmNewPassword')}`}
        autoComplete="new-password"
        value={values.confirmNewPassword ?? ''}
        error={errors.confirmNewPassword}
        onChange={set('confirmNewPassword')}
      />
    </>
  );
}

/**
 * Forgot password by e-mail: username and e-mail, then the code from the
 * e-mail with a new password. The first answer never says whether the account exists.
 */
export function EmailResetForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const rules = useRules();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const { values, errors, formError, pending, run, v, set } = useResetForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'request') {
      void run(
        { username: rules.username(v('username')), email: rules.email(v('email')) },
        async () => {
          await requestEmailReset({ username: v('username'), email: v('email') });
          setStep('reset');
        },
        'code',
      );
      return;
    }
    void run(
      {
        code: rules.required(v('code')),
        newPassword: rules.password(v('newPassword')),
        confirmNewPassword: rules.confirm(v('confirmNewPassword'), v('newPassword')),
      },
      async () => {
        await resetPassword(queryClient, {
          username: v('username'),
          code: v('code'),
          newPassword: v('newPassword'),
          confirmNewPassword: v('confirmNewPassword'),
        });
        onDone();
      },
      'code',
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid={`forgot-email-${step}`}>
      {step === 'request' ? (
        <>
          <TextField
            name="username"
            label={t('fields.username')}
            placeholder={`* ${t('fields.username')}`}
            autoComplete="username"
            value={v('username')}
            error={errors.username}
            onChange={set('username')}
          />
          <TextField
            name="email"
            type="email"
            label={t('fields.email')}
            placeholder={`* ${t('fields.email')}`}
            autoComplete="email"
            value={v('email')}
            error={errors.email}
            onChange={set('email')}
          />
        </>
      ) : (
        <>
          <p className="auth-form__hint" data-testid="forgot-email-sent">
            {t('forgot.emailSent')}
          </p>
          <TextField
            name="code"
            label={t('fields.verificationCode')}
            placeholder={`* ${t('fields.verificationCode')}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_MAX_LENGTH}
            value={v('code')}
            error={errors.code}
            onChange={set('code')}
          />
          <PasswordFields values={values} errors={errors} set={set} />
        </>
      )}
      <FormAlert message={formError} testId="forgot-error" />
      <SubmitButton pending={pending} busyLabel={t('forgot.submitting')} testId="forgot-email-submit">
        {step === 'request' ? t('forgot.sendEmail') : t('forgot.reset')}
      </SubmitButton>
    </form>
  );
}

/**
 * Forgot password by phone: code by SMS, new password, then signed in — after the authenticator
 * when the member has one (the new password is set either way).
 */
export function PhoneResetForm({ onSignedIn }: { onSignedIn(value: LoginValue): void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const rules = useRules();
  const [mobile, setMobile] = useState<MobileValue>(NEW_MOBILE);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const { values, errors, partPasses, formError, setFormError, pending, run, v, set } = useResetForm();

  const checkMobile = () => (partPasses(judgeMobile(t, mobile)) ? mobile : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      {
        ...judgeMobile(t, mobile),
        verificationCode: rules.required(v('verificationCode')),
        newPassword: rules.password(v('newPassword')),
        confirmNewPassword: rules.confirm(v('confirmNewPassword'), v('newPassword')),
      },
      async () =>
        onSignedIn(
          await resetPasswordByPhone(queryClient, {
            mobileNum: mobile.mobileNum,
            countryDialingCode: mobile.countryDialingCode.trim(),
            verificationCode: v('verificationCode'),
            newPassword: v('newPassword'),
            confirmNewPassword: v('confirmNewPassword'),
          }),
        ),
      'verificationCode',
      setChallenge,
    );
  };

  if (challenge) {
    const back = (message: string | null) => {
      setChallenge(null);
      setFormError(message);
    };
    return <LoginVerification challenge={challenge} onSignedIn={onSignedIn} onExpired={back} after="phoneCode" />;
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="forgot-phone">
      <MobileField value={mobile} errors={errors} onChange={setMobile} />
      <CodeField
        purpose="password"
        target={checkMobile}
        value={v('verificationCode')}
        error={errors.verificationCode}
        onChange={set('verificationCode')}
      />
      <PasswordFields values={values} errors={errors} set={set} />
      <FormAlert message={formError} testId="forgot-error" />
      <SubmitButton pending={pending} busyLabel={t('forgot.submitting')} testId="forgot-phone-submit">
        {t('forgot.reset')}
      </SubmitButton>
    </form>
  );
}
