import { useState, type FormEvent } from 'react';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { DEFAULT_COUNTRY_DIALING_CODE, VERIFICATION_CODE_MAX_LENGTH } from '@portal/shared/constants';
import {
  forgotPasswordEmailPayloadSchema,
  phonePasswordPayloadSchema,
  resetPasswordPayloadSchema,
  type LoginChallenge,
  type LoginValue,
} from '@portal/shared/contracts/auth';
import type { FieldRule } from '@portal/shared/validation-rules';
import { useRegisterSettings } from '../api/get-register-settings';
import { requestEmailReset, resetPassword, resetPasswordByPhone } from '../api/reset-password';
import { formResolver } from '../../../lib/form-resolver';
import { useCodeRun } from '../lib/use-code-run';
import { FormCodeField } from './code-field';
import {
  blankIssues,
  checkedMobile,
  emailIssue,
  newPasswordIssues,
  ruleIssue,
  useAuthSay,
  withoutNulls,
} from '../lib/form-checks';
import { LoginVerification } from './login-verification';
import { FormAlert } from '../../../ui/form/text-field';
import { PlayerMobileField, PlayerTextField } from '../../../ui/form/player-fields';
import { SubmitButton } from './submit-button';
import { mobileIssues } from '../../../ui/form/mobile-rules';

type RequestValues = z.input<typeof forgotPasswordEmailPayloadSchema>;
type ResetValues = z.input<typeof resetPasswordPayloadSchema>;
type PhoneValues = z.input<typeof phonePasswordPayloadSchema>;

/** The brand's field rules (username, password), once they have loaded. */
function useRules(): Partial<Record<'username' | 'password', FieldRule>> {
  return useRegisterSettings().data?.rules ?? {};
}

function PasswordFields<Values extends { newPassword: string; confirmNewPassword?: string }>({
  control,
  rule,
}: {
  control: Control<Values>;
  rule?: FieldRule;
}) {
  const { t } = useTranslation('auth');
  const say = useAuthSay(rule);
  return (
    <>
      <PlayerTextField
        control={control}
        name={'newPassword' as FieldPath<Values>}
        say={say}
        type="password"
        label={t('fields.newPassword')}
        placeholder={`* ${t('fields.newPassword')}`}
        autoComplete="new-password"
      />
      <PlayerTextField
        control={control}
        name={'confirmNewPassword' as FieldPath<Values>}
        say={say}
        type="password"
        label={t('fields.confirmNewPassword')}
        placeholder={`* ${t('fields.confirmNewPassword')}`}
        autoComplete="new-password"
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
  const sayUsername = useAuthSay(rules.username);
  const say = useAuthSay();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const request = useForm<RequestValues, unknown, z.output<typeof forgotPasswordEmailPayloadSchema>>({
    defaultValues: { username: '', email: '' },
    resolver: formResolver(
      forgotPasswordEmailPayloadSchema,
      (values: RequestValues) =>
        withoutNulls({ username: ruleIssue(values.username.trim(), rules.username), email: emailIssue(values.email) }),
      { extraFirst: true },
    ),
  });
  const reset = useForm<ResetValues, unknown, z.output<typeof resetPasswordPayloadSchema>>({
    defaultValues: { username: '', code: '', newPassword: '', confirmNewPassword: '' },
    resolver: formResolver(
      resetPasswordPayloadSchema,
      (values: ResetValues) => ({ ...blankIssues(values, ['code']), ...newPasswordIssues(values, rules.password) }),
      { extraFirst: true },
    ),
  });
  const requestRun = useCodeRun(request.setError);
  const resetRun = useCodeRun(reset.setError);
  const { formError, pending } = step === 'request' ? requestRun : resetRun;

  const send =
    step === 'request'
      ? request.handleSubmit((body) =>
          requestRun.run(async () => {
            await requestEmailReset(body);
            reset.setValue('username', body.username);
            setStep('reset');
          }, 'username'),
        )
      : reset.handleSubmit((body) =>
          resetRun.run(async () => {
            await resetPassword(queryClient, body);
            onDone();
          }, 'code'),
        );

  const submit = (event: FormEvent) => {
    requestRun.setFormError(null);
    resetRun.setFormError(null);
    void send(event);
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid={`forgot-email-${step}`}>
      {step === 'request' ? (
        <>
          <PlayerTextField
            control={request.control}
            name="username"
            say={sayUsername}
            label={t('fields.username')}
            placeholder={`* ${t('fields.username')}`}
            autoComplete="username"
          />
          <PlayerTextField
            control={request.control}
            name="email"
            say={say}
            type="email"
            label={t('fields.email')}
            placeholder={`* ${t('fields.email')}`}
            autoComplete="email"
          />
        </>
      ) : (
        <>
          <p className="auth-form__hint" data-testid="forgot-email-sent">
            {t('forgot.emailSent')}
          </p>
          <PlayerTextField
            control={reset.control}
            name="code"
            say={say}
            label={t('fields.verificationCode')}
            placeholder={`* ${t('fields.verificationCode')}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_MAX_LENGTH}
          />
          <PasswordFields control={reset.control} rule={rules.password} />
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
  const say = useAuthSay();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const form = useForm<PhoneValues, unknown, z.output<typeof phonePasswordPayloadSchema>>({
    defaultValues: {
      countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    resolver: formResolver(
      phonePasswordPayloadSchema,
      (values: PhoneValues) => ({
        ...mobileIssues(values),
        ...blankIssues(values, ['verificationCode']),
        ...newPasswordIssues(values, rules.password),
      }),
      { extraFirst: true },
    ),
  });
  const { formError, setFormError, pending, run } = useCodeRun(form.setError);

  const send = form.handleSubmit((body) =>
    run(
      async () =>
        onSignedIn(
          await resetPasswordByPhone(queryClient, { ...body, countryDialingCode: body.countryDialingCode?.trim() }),
        ),
      'verificationCode',
      setChallenge,
    ),
  );

  const submit = (event: FormEvent) => {
    setFormError(null);
    void send(event);
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
      <PlayerMobileField control={form.control} />
      <FormCodeField control={form.control} say={say} purpose="password" target={() => checkedMobile(form)} />
      <PasswordFields control={form.control} rule={rules.password} />
      <FormAlert message={formError} testId="forgot-error" />
      <SubmitButton pending={pending} busyLabel={t('forgot.submitting')} testId="forgot-phone-submit">
        {t('forgot.reset')}
      </SubmitButton>
    </form>
  );
}
