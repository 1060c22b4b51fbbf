import { useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FieldIssue } from '@portal/shared/errors';
import { checkField, DEFAULT_REGISTER_RULES } from '@portal/shared/validation-rules';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { CodeField, isCodeError, useRegisterSettings } from '../../auth';
import { failureMessage, issueMessage, serverFieldIssues } from '../../../lib/field-messages';
import { judgeMobile, MobileField, NEW_MOBILE, type MobileValue } from '../../../ui/form/mobile-field';
import {
  isStepUpError,
  missingStepUp,
  NEW_STEP_UP,
  StepUpField,
  stepUpPayload,
  type StepUpValue,
} from './step-up-field';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { sendBindEmailCode, useBindEmail } from '../api/bind-email';
import { sendBindMobileCode, useBindMobile } from '../api/bind-mobile';

type Errors = Partial<
  Record<'email' | 'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'currentPassword', string>
>;

export type BindChannel = 'email' | 'mobile';

interface BindFormProps {
  /** What is bound: the e-mail address, or the mobile (country code and number). */
  channel: BindChannel;
  token: string | null;
  /** Two-step is on: the change may be confirmed with the app's code instead of the password. */
  twoStepEnabled: boolean;
  onBound(): void;
  onCancel(): void;
}

/** What a channel brings to the form: its field, its checks, the code it sends and the bind call. */
interface ChannelInput {
  /** The field errors of what is typed now (the channel's own keys only). */
  judge(): Errors;
  send(): Promise<number>;
  bind: {
    isPending: boolean;
    mutate(
      proof: { verificationCode: string } & ReturnType<typeof stepUpPayload>,
      options: { onSuccess(): void; onError(error: Error): void },
    ): void;
  };
  /** A server field issue in words (the e-mail's with the brand's rule). */
  serverIssue(field: string, issue: string): string;
  field: ReactNode;
}

type ChannelHook = (
  token: string | null,
  errors: Errors,
  setErrors: Dispatch<SetStateAction<Errors>>,
  ta: TFunction<'auth'>,
) => ChannelInput;

const useEmailInput: ChannelHook = (token, errors, setErrors, ta) => {
  const { data: settings } = useRegisterSettings();
  const bind = useBindEmail(token);
  const [email, setEmail] = useState('');
  // The brand's e-mail rule, required here whatever registration says: binding needs an address.
  const rule = { ...(settings?.rules.email ?? DEFAULT_REGISTER_RULES.email), enabled: true, required: true };
  const judgeEmail = (value = email) => {
    const issue = checkField(rule, value.trim());
    return issue ? issueMessage(ta, issue, rule) : undefined;
  };
  return {
    judge: () => ({ email: judgeEmail() }),
    send: () => sendBindEmailCode({ email: email.trim() }),
    bind: {
      isPending: bind.isPending,
      mutate: (proof, options) => bind.mutate({ email: email.trim(), ...proof }, options),
    },
    serverIssue: (field, issue) => issueMessage(ta, issue, field === 'email' ? rule : undefined),
    field: (
      <TextField
        name="email"
        type="email"
        label={ta('fields.email')}
        placeholder={`* ${ta('fields.email')}`}
        autoComplete="email"
        maxLength={254}
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          // A shown error goes as soon as the address is right, not at blur: the send button
          // below would move between the press and the release of a click.
          if (errors.email) setErrors((e) => ({ ...e, email: judgeEmail(value) }));
        }}
        onBlur={() => email && setErrors((e) => ({ ...e, email: judgeEmail() }))}
      />
    ),
  };
};

const useMobileInput: ChannelHook = (token, errors, setErrors, ta) => {
  const bind = useBindMobile(token);
  const [mobile, setMobile] = useState<MobileValue>(NEW_MOBILE);
  const target = () => ({
    countryDialingCode: mobile.countryDialingCode.trim(),
    mobileNum: mobile.mobileNum.trim(),
  });
  return {
    judge: () => judgeMobile(ta, mobile),
    send: () => sendBindMobileCode(target()),
    bind: {
      isPending: bind.isPending,
      mutate: (proof, options) => bind.mutate({ ...target(), ...proof }, options),
    },
    serverIssue: (_field, issue) => issueMessage(ta, issue),
    field: (
      <MobileField
        value={mobile}
        errors={errors}
        onChange={(value) => {
          setMobile(value);
          // A shown error goes as soon as the number is right, as the e-mail's.
          if (errors.mobileNum || errors.countryDialingCode) setErrors((e) => ({ ...e, ...judgeMobile(ta, value) }));
        }}
      />
    ),
  };
};

const INPUTS: Record<BindChannel, ChannelHook> = { email: useEmailInput, mobile: useMobileInput };

/**
 * Binds or changes the e-mail or the mobile: the address (or country code and number), a code
 * sent to it (with its countdown), the step-up proof, confirm. A mounted form keeps its channel.
 */
export function BindContactForm({ channel, token, twoStepEnabled, onBound, onCancel }: BindFormProps) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [stepUp, setStepUp] = useState<StepUpValue>(NEW_STEP_UP);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const useInput = INPUTS[channel];
  const input = useInput(token, errors, setErrors, ta);
  const { bind } = input;
  const purpose = channel === 'email' ? 'bind-email' : 'bind-mobile';

  const sendCode = () => {
    const problems = input.judge();
    setErrors((e) => ({ ...e, ...problems }));
    return Object.values(problems).some(Boolean) ? null : input.send();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      ...input.judge(),
      verificationCode: code.trim() ? undefined : issueMessage(ta, FieldIssue.REQUIRED),
      currentPassword: missingStepUp(t, stepUp) ?? undefined,
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean) || bind.isPending) return;
    bind.mutate(
      { verificationCode: code.trim(), ...stepUpPayload(stepUp) },
      {
        onSuccess: onBound,
        onError: (error) => {
          const mapped: Errors = {};
          for (const [field, issue] of Object.entries(serverFieldIssues(error) ?? {})) {
            mapped[field as keyof Errors] = input.serverIssue(field, issue);
          }
          if (isCodeError(error)) mapped.verificationCode = error.message;
          if (isStepUpError(error)) mapped.currentPassword = error.message;
          setErrors(mapped);
          setFormError(isCodeError(error) || isStepUpError(error) ? null : failureMessage(error, ta('errors.network')));
        },
      },
    );
  };

  return (
    <form className="auth-form security-form" noValidate onSubmit={submit} data-testid={`${purpose}-form`}>
      {input.field}
      <CodeField purpose={purpose} send={sendCode} value={code} error={errors.verificationCode} onChange={setCode} />
      <StepUpField
        value={stepUp}
        twoStepEnabled={twoStepEnabled}
        error={errors.currentPassword}
        onChange={(value) => {
          setStepUp(value);
          if (errors.currentPassword) setErrors((e) => ({ ...e, currentPassword: undefined }));
        }}
      />
      <FormAlert message={formError} testId={`${purpose}-error`} />
      <div className="security-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={bind.isPending}
          aria-busy={bind.isPending}
          data-testid={`${purpose}-submit`}
        >
          {bind.isPending ? <Spinner size={18} label={t('security.saving')} /> : t('security.confirm')}
        </Button>
      </div>
    </form>
  );
}
