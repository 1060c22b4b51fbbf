import { useEffect, useRef, useState } from 'react';
import { useController, useForm, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_COUNTRY_DIALING_CODE, VERIFICATION_CODE_MAX_LENGTH } from '@portal/shared/constants';
import {
  registerMobilePayloadSchema,
  registerPayloadSchema,
  type LoginValue,
  type RegisterPayload,
} from '@portal/shared/contracts/auth';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
import { countryOfDialingCode } from '@portal/shared/dialing-codes';
import { ErrorCode, FieldIssue } from '@portal/shared/errors';
import {
  checkField,
  placeholderFor,
  REGISTER_FIELDS,
  type FieldRule,
  type RegisterField,
} from '@portal/shared/validation-rules';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { checkAffiliate } from '../api/check-affiliate';
import { useRegister } from '../api/register';
import { useRegisterSettings } from '../api/get-register-settings';
import { failureMessage, issueMessage } from '../../../lib/field-messages';
import { CaptchaImage, useCaptcha } from './captcha-image';
import { CountryCodeSelect } from '../../../ui/form/country-code-select';
import { PlayerTextField, setServerIssues } from '../../../ui/form/player-fields';
import { SendCodeButton } from './send-code-button';
import { isCodeError } from '../lib/login-errors';
import { FormAlert } from '../../../ui/form/text-field';
import { formatCpfInput } from '@portal/shared/identity';
import { cpfProblem, dateOfBirthProblem } from '../lib/identity-fields';
import { SubmitButton } from './submit-button';
import { isIssueCode } from '../../../ui/form/issue-text';

export type RegisterMode = 'username' | 'mobile';
/** Decision 042: the date of birth always, the CPF when the brand asks; judged like the server does. */
type IdentityField = 'dateOfBirth' | 'cpf';
type FormField = RegisterField | 'countryDialingCode' | IdentityField;

/** Fields each method always asks for, whatever the brand's switches (as the server judges). */
const ALWAYS_REQUIRED: Record<RegisterMode, readonly RegisterField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'password', 'confirmPassword'],
};
/** Placed by hand: the SMS code right under its number, the captcha last with its image. */
const PLACED: readonly RegisterField[] = ['captcha', 'verificationCode'];
/** Spec section 5: "Payment password, if shown, is required", whatever the rule says. */
const REQUIRED_WHEN_SHOWN: readonly RegisterField[] = ['paymentPassword'];
/** The registration SMS code: required when asked, at most 255 characters. */
const CODE_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: VERIFICATION_CODE_MAX_LENGTH,
};
/** The captcha when the brand asks for one without a rule of its own: required, as long as the login's. */
const CAPTCHA_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 8,
};
const INPUT_TYPE: Partial<Record<RegisterField, 'password' | 'email' | 'tel'>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
  captcha: 'off',
};

interface RegisterFormProps {
  mode: RegisterMode;
  initialReferralCode?: string;
  /** The brand asks for an SMS code with the mobile number (flag registrationSmsVerification). */
  smsVerification?: boolean;
  onRegistered(value: LoginValue): void;
}

/** The brand's rules as this form uses them: switched-off fields dropped, the method's own fields forced on. */
function rulesFor(settings: RegisterSettingsValue, mode: RegisterMode, sms: boolean): [RegisterField, FieldRule][] {
  const shown: [RegisterField, FieldRule][] = [];
  for (const field of REGISTER_FIELDS) {
    const rule = settings.rules[field];
    if (!rule || PLACED.includes(field) || (mode === 'mobile' && field === 'username')) continue;
    if (ALWAYS_REQUIRED[mode].includes(field)) shown.push([field, { ...rule, enabled: true, required: true }]);
    else if (rule.enabled)
      shown.push([field, REQUIRED_WHEN_SHOWN.includes(field) ? { ...rule, required: true } : rule]);
    // The code field sits right under the number it is sent to.
    if (field === 'mobileNum' && sms && shown.at(-1)?.[0] === 'mobileNum') shown.push(['verificationCode', CODE_RULE]);
  }
  // With the brand's captcha on, the server wants an answer (its rule's format too, when enabled).
  if (settings.captcha) {
    const rule = settings.rules.captcha;
    shown.push(['captcha', rule?.enabled ? { ...rule, required: true } : CAPTCHA_RULE]);
  }
  // Registering by mobile, the number is the account: it comes first, with its code.
  if (mode === 'mobile') {
    const mobileFirst = (field: RegisterField) => (field === 'mobileNum' || field === 'verificationCode' ? 0 : 1);
    shown.sort((a, b) => mobileFirst(a[0]) - mobileFirst(b[0]));
  }
  return shown;
}

/** What the boxes hold: each field's text as typed, and the age box. */
type RegisterValues = Partial<Record<FormField, string>> & { age: boolean };

/** The form's own issue codes, beside the FieldIssue names the rules and the server give. */
const UNDERAGE = 'UNDERAGE';
const AGE_REQUIRED = 'AGE_REQUIRED';
const INVITATION_REFUSED = 'INVITATION_REFUSED';

/**
 * The body the boxes make, as the route reads it: texts trimmed (passwords as typed), empty ones
 * left out, the dialing code only with a number, the age box not sent.
 */
function payloadOf({ age: _age, ...values }: RegisterValues, mode: RegisterMode): RegisterPayload {
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const kept = key.toLowerCase().includes('password') ? value : value?.trim();
    if (kept) payload[key] = kept;
  }
  if (!payload.mobileNum) delete payload.countryDialingCode;
  if (mode === 'mobile') delete payload.username;
  return payload;
}

/** The route's schema (by username or by mobile) on the body the boxes make. */
const payloadSchema = (mode: RegisterMode): z.ZodType<RegisterPayload, RegisterValues> =>
  z
    .custom<RegisterValues>()
    .transform((values) => payloadOf(values, mode))
    .pipe(mode === 'mobile' ? registerMobilePayloadSchema : registerPayloadSchema);

/**
 * A check of one field the person is still on (a blur, a change) leaves alone a field never typed
 * in: tabbing past an empty one is not yet a mistake. A submit (`judgingAll` set) judges every field.
 */
const untilTyped =
  (
    resolver: Resolver<RegisterValues, unknown, RegisterPayload>,
    judgingAll: { current: boolean },
  ): Resolver<RegisterValues, unknown, RegisterPayload> =>
  async (values, context, options) => {
    const all = judgingAll.current;
    judgingAll.current = false;
    const result = await resolver(values, context, options);
    if (all) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    for (const name of options.names ?? []) {
      if ((values as Record<string, unknown>)[name] === undefined) delete errors[name];
    }
    return { ...result, errors } as typeof result;
  };

/**
 * Registration by username or by mobile number: one input per field the
 * brand enables, judged on blur and on submit by the shared rule engine, the invitation code
 * checked first when the brand wants it, then the encrypted call. Server answers land on the fields.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  if (settings.isPending) {
    return (
      <div className="auth-form__status">
        <Spinner size={28} label={t('register.loading')} />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="auth-form">
        <FormAlert message={failureMessage(settings.error, t('errors.network'))} />
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  return <RulesForm {...props} settings={settings.data} />;
}

function RulesForm({
  mode,
  initialReferralCode = '',
  smsVerification = false,
  onRegistered,
  settings,
}: RegisterFormProps & { settings: RegisterSettingsValue }) {
  const { t } = useTranslation('auth');
  const register = useRegister(mode);
  const fields = rulesFor(settings, mode, smsVerification);
  const rules = Object.fromEntries(fields) as Partial<Record<RegisterField, FieldRule>>;
  const withMobile = rules.mobileNum !== undefined;
  const withCaptcha = rules.captcha !== undefined;
  const captcha = useCaptcha();
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { renew: renewCaptcha } = captcha;
  const judgingAll = useRef(false);

  /** One field's issue code for these values, by the brand's rule and the identity checks. */
  const judge = (field: FormField, all: RegisterValues): string | undefined => {
    const value = (all[field] ?? '').trim();
    if (field === 'countryDialingCode') {
      if (!value) return FieldIssue.REQUIRED;
      return countryOfDialingCode(value) ? undefined : FieldIssue.PATTERN_MISMATCH;
    }
    if (field === 'dateOfBirth') return dateOfBirthProblem(value, settings.minimumAge, new Date()) ?? undefined;
    if (field === 'cpf') return cpfProblem(value, settings.cpfRequired) ?? undefined;
    // The confirmation is judged by equality alone.
    if (field === 'confirmPassword') {
      if (!all.confirmPassword) return FieldIssue.REQUIRED;
      return all.confirmPassword === all.password ? undefined : FieldIssue.NOT_EQUAL;
    }
    // With a username, the number (and so its code) may be left out.
    if (field === 'verificationCode' && mode === 'username' && !all.mobileNum?.trim()) return undefined;
    const rule = rules[field];
    return (
      (rule && checkField(rule, field === 'password' || field === 'paymentPassword' ? all[field] : value)) ?? undefined
    );
  };

  /** What only this form knows: the brand's rules, the identity fields, the age box. */
  const extra = (values: RegisterValues): FieldIssueCodes => {
    const judged: FormField[] = [...fields.map(([field]) => field), 'dateOfBirth'];
    if (settings.cpfRequired) judged.push('cpf');
    if (withMobile && (mode === 'mobile' || values.mobileNum)) judged.push('countryDialingCode');
    const issues: FieldIssueCodes = {};
    for (const field of judged) {
      const issue = judge(field, values);
      if (issue) issues[field] = issue;
    }
    if (settings.ageConfirmation > 0 && !values.age) issues.age = AGE_REQUIRED;
    return issues;
  };

  const form = useForm<RegisterValues, unknown, RegisterPayload>({
    defaultValues: { referralCode: initialReferralCode, countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE, age: false },
    // A shown message goes as soon as the value is right, not on the blur of a click elsewhere
    // (the form would shift under that click and the click would miss).
    mode: 'onTouched',
    resolver: untilTyped(formResolver(payloadSchema(mode), extra, { extraFirst: true }), judgingAll),
  });
  const { control, setError, setValue, clearErrors, getValues } = form;
  const busy = checking || form.formState.isSubmitting || register.isPending;

  useEffect(() => {
    if (withCaptcha) void renewCaptcha();
  }, [withCaptcha, renewCaptcha]);

  /** An issue code in this form's words: its own codes, a server's sentence as it is, a rule's pattern. */
  const sayFor = (rule?: FieldRule) => (code: string) => {
    if (code === UNDERAGE) return t('register.underage', { age: settings.minimumAge });
    if (code === AGE_REQUIRED) return t('register.ageRequired');
    if (code === INVITATION_REFUSED) return t('register.invitationCodeError');
    return isIssueCode(code) ? issueMessage(t, code, rule) : code;
  };

  const submit = async (body: RegisterPayload) => {
    if (busy) return;
    setFormError(null);
    const payload: RegisterPayload = { ...body };
    if (withCaptcha && captcha.challenge) payload.captchaId = captcha.challenge.captchaId;
    const code = payload.referralCode || payload.affiliateCode;
    const invitationField = payload.referralCode ? 'referralCode' : 'affiliateCode';
    if (code && settings.affiliateCodeCheck) {
      setChecking(true);
      try {
        if (!(await checkAffiliate(code))) return invitationRefused(invitationField);
      } catch (error) {
        return setFormError(failureMessage(error, t('errors.network')));
      } finally {
        setChecking(false);
      }
    }
    register.mutate(payload, {
      onSuccess: onRegistered,
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.INVITATION_CODE_INVALID) {
          return invitationRefused(invitationField);
        }
        clearErrors();
        // Under the minimum age: told under the date of birth, in the server's words.
        if (error instanceof ApiError && error.code === ErrorCode.UNDERAGE) {
          setError('dateOfBirth', { type: 'server', message: error.message });
          return renewSpentCaptcha();
        }
        const onFields = setServerIssues(error, setError);
        // A wrong captcha or SMS code is told under its own field.
        const wrongCaptcha = error instanceof ApiError && error.code === ErrorCode.CAPTCHA_INVALID;
        if (wrongCaptcha) setError('captcha', { type: 'server', message: error.message });
        if (isCodeError(error)) setError('verificationCode', { type: 'server', message: error.message });
        // Said under the fields it concerns, the answer is not repeated above the button.
        if (!(onFields || wrongCaptcha || isCodeError(error))) setFormError(failureMessage(error, t('errors.network')));
        renewSpentCaptcha();
      },
    });
  };

  /** The server spends a challenge on every registration that reached it: a new image, an empty field. */
  const renewSpentCaptcha = () => {
    if (!withCaptcha) return;
    setValue('captcha', '');
    void captcha.renew();
  };

  const invitationRefused = (field: 'referralCode' | 'affiliateCode') => {
    setFormError(t('register.invitationCodeError'));
    setError(field, { type: 'server', message: INVITATION_REFUSED });
    renewSpentCaptcha();
  };

  /** Where the registration code goes; the number and dialing code are judged first. */
  const codeTarget = () => {
    const values = getValues();
    const problems = {
      mobileNum: judge('mobileNum', values) ?? (values.mobileNum?.trim() ? undefined : FieldIssue.REQUIRED),
      countryDialingCode: judge('countryDialingCode', values),
    };
    for (const [field, issue] of Object.entries(problems) as [FormField, string | undefined][]) {
      if (!issue) {
        clearErrors(field);
        continue;
      }
      // Touched, so the message goes as soon as the value is right (a change re-judges it).
      setValue(field, values[field] ?? '', { shouldTouch: true });
      setError(field, { type: 'validate', message: issue });
    }
    if (problems.mobileNum || problems.countryDialingCode) return null;
    return {
      mobileNum: values.mobileNum!.trim(),
      countryDialingCode: values.countryDialingCode!.trim(),
      ...(values.username?.trim() ? { username: values.username.trim() } : {}),
    };
  };

  const dialingError = form.formState.errors.countryDialingCode?.message;

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        judgingAll.current = true;
        void form.handleSubmit(submit)(event);
      }}
      data-testid={`register-form-${mode}`}
    >
      {fields.map(([field, rule]) => {
        const label = t(`fields.${field}`);
        return (
          <PlayerTextField
            key={field}
            control={control}
            name={field}
            rule={rule}
            say={sayFor(rule)}
            label={label}
            placeholder={placeholderFor(label, rule)}
            type={INPUT_TYPE[field]}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={rule.patternId === 7 || rule.patternId === 19 ? 'numeric' : undefined}
            maxLength={rule.maxLength}
            suffix={
              field === 'verificationCode' ? (
                <SendCodeButton purpose="register" target={codeTarget} />
              ) : field === 'captcha' ? (
                <CaptchaImage {...captcha} onRefresh={() => void captcha.refresh()} />
              ) : undefined
            }
            prefix={field === 'mobileNum' ? <DialingCode control={control} /> : undefined}
          />
        );
      })}
      <PlayerTextField
        control={control}
        name="dateOfBirth"
        say={sayFor()}
        label={t('fields.dateOfBirth')}
        placeholder={t('fields.dateOfBirth')}
        type="date"
        autoComplete="bday"
      />
      {settings.cpfRequired ? (
        <PlayerTextField
          control={control}
          name="cpf"
          say={sayFor()}
          label={t('fields.cpf')}
          placeholder="000.000.000-00"
          inputMode="numeric"
          maxLength={14}
          normalize={formatCpfInput}
        />
      ) : null}
      {dialingError ? (
        <p className="auth-field__error" data-testid="field-countryDialingCode-error">
          {t('fields.countryDialingCode')}: {sayFor()(dialingError)}
        </p>
      ) : null}
      {settings.ageConfirmation > 0 && <AgeBox control={control} age={settings.ageConfirmation} say={sayFor()} />}
      <FormAlert message={formError} testId="register-error" />
      <SubmitButton pending={busy} busyLabel={t('register.submitting')} testId="register-submit">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}

/** The number's dialing code, in the number's box. */
function DialingCode({ control }: { control: Control<RegisterValues, unknown, RegisterPayload> }) {
  const { field, fieldState } = useController({ control, name: 'countryDialingCode' });
  return (
    <CountryCodeSelect
      value={field.value ?? ''}
      invalid={Boolean(fieldState.error)}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** "I am over N": ticked, its message goes at once. */
function AgeBox({
  control,
  age,
  say,
}: {
  control: Control<RegisterValues, unknown, RegisterPayload>;
  age: number;
  say(code: string): string;
}) {
  const { t } = useTranslation('auth');
  const { field, fieldState } = useController({ control, name: 'age' as FieldPath<RegisterValues> });
  const error = fieldState.error?.message;
  return (
    <div className="auth-field" data-invalid={error ? 'true' : undefined}>
      <label className="auth-form__check">
        <input
          type="checkbox"
          checked={Boolean(field.value)}
          data-testid="register-age"
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
        <span>{t('register.ageConfirm', { age })}</span>
      </label>
      {error ? (
        <p className="auth-field__error" data-testid="register-age-error">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
