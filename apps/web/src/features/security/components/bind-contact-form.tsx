import { useRef, useState } from 'react';
import { useController, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bindEmailPayloadSchema, bindMobilePayloadSchema } from '@portal/shared/contracts/security';
import { FieldIssue } from '@portal/shared/errors';
import { checkField, DEFAULT_REGISTER_RULES, type FieldRule } from '@portal/shared/validation-rules';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { CodeField, isCodeError, useRegisterSettings } from '../../auth';
import { failureMessage, issueMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { mobileIssues, NEW_MOBILE } from '../../../ui/form/mobile-rules';
import { PlayerMobileField, PlayerTextField, setServerIssues } from '../../../ui/form/player-fields';
import {
  isStepUpError,
  missingStepUp,
  NEW_STEP_UP,
  StepUpField,
  stepUpBox,
  stepUpPayload,
  type StepUpValues,
} from './step-up-field';
import { errorText } from '../../../ui/form/issue-text';
import { FormAlert } from '../../../ui/form/text-field';
import { sendBindEmailCode, useBindEmail } from '../api/bind-email';
import { sendBindMobileCode, useBindMobile } from '../api/bind-mobile';

export type BindChannel = 'email' | 'mobile';

/** What the boxes hold: the address or the number, the code sent to it, the step-up proof. */
interface BindValues extends StepUpValues {
  email: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

const NEW_BIND: BindValues = { email: '', ...NEW_MOBILE, verificationCode: '', ...NEW_STEP_UP };

/** The address or number the code goes to, as the route reads it. */
const targetOf = (channel: BindChannel, values: BindValues) =>
  channel === 'email'
    ? { email: values.email.trim() }
    : { countryDialingCode: values.countryDialingCode.trim(), mobileNum: values.mobileNum.trim() };

/** The channel's bind route's schema on the body the boxes make. */
const bindSchema = (channel: BindChannel): z.ZodType<FieldValues, BindValues> =>
  z
    .custom<BindValues>()
    .transform((values) => ({
      ...targetOf(channel, values),
      verificationCode: values.verificationCode.trim(),
      ...stepUpPayload(values),
    }))
    .pipe(channel === 'email' ? bindEmailPayloadSchema : bindMobilePayloadSchema);

interface BindFormProps {
  /** What is bound: the e-mail address, or the mobile (country code and number). */
  channel: BindChannel;
  token: string | null;
  /** Two-step is on: the change may be confirmed with the app's code instead of the password. */
  twoStepEnabled: boolean;
  onBound(): void;
  onCancel(): void;
}

/**
 * Binds or changes the e-mail or the mobile: the address (or country code and number), a code
 * sent to it (with its countdown), the step-up proof, confirm. A mounted form keeps its channel.
 */
export function BindContactForm({ channel, token, twoStepEnabled, onBound, onCancel }: BindFormProps) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const { data: settings } = useRegisterSettings();
  const bindEmail = useBindEmail(token);
  const bindMobile = useBindMobile(token);
  const bind = channel === 'email' ? bindEmail : bindMobile;
  const [formError, setFormError] = useState<string | null>(null);
  const judgingAll = useRef(false);
  const purpose = channel === 'email' ? 'bind-email' : 'bind-mobile';
  // The brand's e-mail rule, required here whatever registration says: binding needs an address.
  const emailRule: FieldRule = {
    ...(settings?.rules.email ?? DEFAULT_REGISTER_RULES.email),
    enabled: true,
    required: true,
  };

  /** The issues of the address or number the code goes to. */
  const targetIssues = (values: BindValues): FieldIssueCodes => {
    if (channel === 'email') {
      const issue = checkField(emailRule, values.email.trim());
      return issue ? { email: issue } : {};
    }
    return mobileIssues(values);
  };

  const byRoute = formResolver(
    bindSchema(channel),
    (values: BindValues) => ({
      ...targetIssues(values),
      ...(values.verificationCode.trim() ? {} : { verificationCode: FieldIssue.REQUIRED }),
      ...missingStepUp(values),
    }),
    { extraFirst: true },
  );
  const form: UseFormReturn<BindValues, unknown, FieldValues> = useForm<BindValues, unknown, FieldValues>({
    defaultValues: NEW_BIND,
    // Every change re-judges its field, but only to take a shown message away (or change it): a
    // shown error goes as soon as the value is right, not at blur, since the send button below
    // would move between the press and the release of a click. New ones wait for send or submit.
    mode: 'onChange',
    resolver: async (values, context, options) => {
      const all = judgingAll.current;
      judgingAll.current = false;
      const result = await byRoute(values, context, options);
      if (all) return result;
      const errors = Object.fromEntries(
        Object.entries(result.errors).filter(([name]) => form.getFieldState(name as keyof BindValues).error),
      );
      return { ...result, errors } as typeof result;
    },
  });
  const { control, setError, clearErrors, getValues } = form;
  // The code box with its send button (the auth feature's), bound by hand; a server's sentence as it is.
  const code = useController({ control, name: 'verificationCode' });
  const sayCode = (issue: string) => (/^[A-Z][A-Z_]*$/.test(issue) ? issueMessage(ta, issue) : issue);

  /** The code goes out once the address or number passes; its issues are marked otherwise. */
  const sendCode = () => {
    const values = getValues();
    const issues = targetIssues(values);
    const fields = channel === 'email' ? (['email'] as const) : (['countryDialingCode', 'mobileNum'] as const);
    for (const field of fields) {
      if (issues[field]) setError(field, { type: 'validate', message: issues[field] });
      else clearErrors(field);
    }
    if (Object.keys(issues).length > 0) return null;
    return channel === 'email'
      ? sendBindEmailCode({ email: values.email.trim() })
      : sendBindMobileCode({
          countryDialingCode: values.countryDialingCode.trim(),
          mobileNum: values.mobileNum.trim(),
        });
  };

  const submit = (body: FieldValues) => {
    setFormError(null);
    if (bind.isPending) return;
    const options = {
      onSuccess: onBound,
      onError: (error: Error) => {
        clearErrors();
        setServerIssues(error, setError, ['email', 'countryDialingCode', 'mobileNum', 'verificationCode']);
        if (isCodeError(error)) setError('verificationCode', { type: 'server', message: error.message });
        if (isStepUpError(error)) setError(stepUpBox(getValues()), { type: 'server', message: error.message });
        setFormError(isCodeError(error) || isStepUpError(error) ? null : failureMessage(error, ta('errors.network')));
      },
    };
    if (channel === 'email') bindEmail.mutate(body as z.output<typeof bindEmailPayloadSchema>, options);
    else bindMobile.mutate(body as z.output<typeof bindMobilePayloadSchema>, options);
  };

  return (
    <form
      className="auth-form security-form"
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        judgingAll.current = true;
        void form.handleSubmit(submit)(event);
      }}
      data-testid={`${purpose}-form`}
    >
      {channel === 'email' ? (
        <PlayerTextField
          control={control}
          name="email"
          rule={emailRule}
          type="email"
          label={ta('fields.email')}
          placeholder={`* ${ta('fields.email')}`}
          autoComplete="email"
          maxLength={254}
        />
      ) : (
        <PlayerMobileField control={control} />
      )}
      <CodeField
        purpose={purpose}
        send={sendCode}
        value={code.field.value}
        error={errorText(code.fieldState.error, sayCode)}
        onChange={code.field.onChange}
      />
      <StepUpField form={form} twoStepEnabled={twoStepEnabled} />
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
