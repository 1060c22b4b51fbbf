import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_DIALING_CODE, VERIFICATION_CODE_MAX_LENGTH } from '@portal/shared/constants';
import type { LoginValue } from '@portal/shared/contracts/auth';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
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
import { checkAffiliate } from '../api/check-affiliate';
import { useRegister } from '../api/register';
import { useRegisterSettings } from '../api/get-register-settings';
import { failureMessage, issueMessage, serverFieldIssues } from '../../../lib/field-messages';
import { CaptchaImage, useCaptcha } from './captcha-image';
import { CountryCodeSelect } from '../../../ui/form/country-code-select';
import { judgeDialingCode } from '../../../ui/form/mobile-field';
import { SendCodeButton } from './send-code-button';
import { isCodeError } from '../lib/login-errors';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { formatCpfInput } from '@portal/shared/identity';
import { cpfProblem, dateOfBirthProblem } from '../lib/identity-fields';
import { SubmitButton } from './submit-button';

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
  const identityFields: IdentityField[] = settings.cpfRequired ? ['dateOfBirth', 'cpf'] : ['dateOfBirth'];
  const captcha = useCaptcha();
  const [values, setValues] = useState<Partial<Record<FormField, string>>>({
    referralCode: initialReferralCode,
    countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
  });
  const [errors, setErrors] = useState<Partial<Record<FormField | 'age', string>>>({});
  const [adult, setAdult] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = checking || register.isPending;
  const { renew: renewCaptcha } = captcha;

  useEffect(() => {
    if (withCaptcha) void renewCaptcha();
  }, [withCaptcha, renewCaptcha]);

  const judge = (field: FormField, all = values): string | undefined => {
    const value = (all[field] ?? '').trim();
    if (field === 'countryDialingCode') return judgeDialingCode(t, value);
    if (field === 'dateOfBirth') {
      const problem = dateOfBirthProblem(value, settings.minimumAge, new Date());
      if (problem === 'UNDERAGE') return t('register.underage', { age: settings.minimumAge });
      return problem ? issueMessage(t, problem) : undefined;
    }
    if (field === 'cpf') {
      const problem = cpfProblem(value, settings.cpfRequired);
      return problem ? issueMessage(t, problem) : undefined;
    }
    // The confirmation is judged by equality alone.
    if (field === 'confirmPassword') {
      if (!all.confirmPassword) return issueMessage(t, FieldIssue.REQUIRED);
      return all.confirmPassword === all.password ? undefined : issueMessage(t, FieldIssue.NOT_EQUAL);
    }
    // With a username, the number (and so its code) may be left out.
    if (field === 'verificationCode' && mode === 'username' && !all.mobileNum?.trim()) return undefined;
    const rule = rules[field];
    const issue = rule
      ? checkField(rule, field === 'password' || field === 'paymentPassword' ? all[field] : value)
      : null;
    return issue ? issueMessage(t, issue, rule) : undefined;
  };

  const judgeAll = () => {
    const next: Partial<Record<FormField | 'age', string>> = {};
    for (const [field] of fields) next[field] = judge(field);
    for (const field of identityFields) next[field] = judge(field);
    if (withMobile && (mode === 'mobile' || values.mobileNum)) next.countryDialingCode = judge('countryDialingCode');
    if (settings.ageConfirmation > 0 && !adult) next.age = t('register.ageRequired');
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const next = judgeAll();
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;

    const payload = Object.fromEntries(
      Object.entries(values)
        .map(([key, value]) => [key, key.toLowerCase().includes('password') ? value : value?.trim()])
        .filter(([, value]) => value),
    ) as Record<string, string>;
    // The dialing code belongs to a number: none given (username registration), none sent.
    if (!payload.mobileNum) delete payload.countryDialingCode;
    if (withCaptcha && captcha.challenge) payload.captchaId = captcha.challenge.captchaId;
    const code = payload.referralCode || payload.affiliateCode;
    if (code && settings.affiliateCodeCheck) {
      setChecking(true);
      try {
        if (!(await checkAffiliate(code)))
          return invitationRefused(payload.referralCode ? 'referralCode' : 'affiliateCode');
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
          return invitationRefused(payload.referralCode ? 'referralCode' : 'affiliateCode');
        }
        const issues = serverFieldIssues(error);
        const mapped: Partial<Record<FormField, string>> = {};
        for (const [field, issue] of Object.entries(issues ?? {})) {
          mapped[field as FormField] = issueMessage(t, issue, rules[field as RegisterField]);
        }
        // A wrong captcha or SMS code is told under its own field.
        // Under the minimum age: told under the date of birth, in the server's words.
        if (error instanceof ApiError && error.code === ErrorCode.UNDERAGE) {
          setErrors({ dateOfBirth: error.message });
          setFormError(null);
          return renewSpentCaptcha();
        }
        const wrongCaptcha = error instanceof ApiError && error.code === ErrorCode.CAPTCHA_INVALID;
        if (wrongCaptcha) mapped.captcha = error.message;
        if (isCodeError(error)) mapped.verificationCode = error.message;
        // Said under the fields it concerns, the answer is not repeated above the button.
        const onField = wrongCaptcha || isCodeError(error) || issues !== null;
        if (onField) setErrors(mapped);
        setFormError(onField ? null : failureMessage(error, t('errors.network')));
        renewSpentCaptcha();
      },
    });
  };

  /** The server spends a challenge on every registration that reached it: a new image, an empty field. */
  const renewSpentCaptcha = () => {
    if (!withCaptcha) return;
    setValues((v) => ({ ...v, captcha: '' }));
    void captcha.renew();
  };

  const invitationRefused = (field: 'referralCode' | 'affiliateCode') => {
    setFormError(t('register.invitationCodeError'));
    setErrors((e) => ({ ...e, [field]: t('register.invitationCodeError') }));
    renewSpentCaptcha();
  };

  /** Where the registration code goes; the number and dialing code are judged first. */
  const codeTarget = () => {
    const problems = {
      mobileNum: judge('mobileNum') ?? (values.mobileNum?.trim() ? undefined : issueMessage(t, FieldIssue.REQUIRED)),
      countryDialingCode: judge('countryDialingCode'),
    };
    setErrors((e) => ({ ...e, ...problems }));
    if (problems.mobileNum || problems.countryDialingCode) return null;
    return {
      mobileNum: values.mobileNum!.trim(),
      countryDialingCode: values.countryDialingCode!.trim(),
      ...(values.username?.trim() ? { username: values.username.trim() } : {}),
    };
  };

  const set = (field: FormField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown message goes as soon as the value is right, not on the blur of a click elsewhere
    // (the form would shift under that click and the click would miss).
    if (errors[field]) setErrors((e) => ({ ...e, [field]: judge(field, next) }));
  };
  const blur = (field: FormField) => () => {
    // Only a field the person has touched: tabbing past an empty one is not yet a mistake.
    if (values[field] === undefined && !errors[field]) return;
    setErrors((e) => ({ ...e, [field]: judge(field) }));
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid={`register-form-${mode}`}
    >
      {fields.map(([field, rule]) => {
        const label = t(`fields.${field}`);
        return (
          <TextField
            key={field}
            name={field}
            label={label}
            placeholder={placeholderFor(label, rule)}
            type={INPUT_TYPE[field]}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={rule.patternId === 7 || rule.patternId === 19 ? 'numeric' : undefined}
            maxLength={rule.maxLength}
            value={values[field] ?? ''}
            error={errors[field]}
            onChange={set(field)}
            onBlur={blur(field)}
            suffix={
              field === 'verificationCode' ? (
                <SendCodeButton purpose="register" target={codeTarget} />
              ) : field === 'captcha' ? (
                <CaptchaImage {...captcha} onRefresh={() => void captcha.refresh()} />
              ) : undefined
            }
            prefix={
              field === 'mobileNum' ? (
                <CountryCodeSelect
                  value={values.countryDialingCode ?? ''}
                  invalid={Boolean(errors.countryDialingCode)}
                  onChange={set('countryDialingCode')}
                  onBlur={blur('countryDialingCode')}
                />
              ) : undefined
            }
          />
        );
      })}
      <TextField
        name="dateOfBirth"
        label={t('fields.dateOfBirth')}
        placeholder={t('fields.dateOfBirth')}
        type="date"
        autoComplete="bday"
        value={values.dateOfBirth ?? ''}
        error={errors.dateOfBirth}
        onChange={set('dateOfBirth')}
        onBlur={blur('dateOfBirth')}
      />
      {settings.cpfRequired ? (
        <TextField
          name="cpf"
          label={t('fields.cpf')}
          placeholder="000.000.000-00"
          inputMode="numeric"
          maxLength={14}
          value={values.cpf ?? ''}
          error={errors.cpf}
          onChange={(value) => set('cpf')(formatCpfInput(value))}
          onBlur={blur('cpf')}
        />
      ) : null}
      {errors.countryDialingCode ? (
        <p className="auth-field__error" data-testid="field-countryDialingCode-error">
          {t('fields.countryDialingCode')}: {errors.countryDialingCode}
        </p>
      ) : null}
      {settings.ageConfirmation > 0 && (
        <div className="auth-field" data-invalid={errors.age ? 'true' : undefined}>
          <label className="auth-form__check">
            <input
              type="checkbox"
              checked={adult}
              data-testid="register-age"
              onChange={(event) => {
                setAdult(event.target.checked);
                if (event.target.checked) setErrors((e) => ({ ...e, age: undefined }));
              }}
            />
            <span>{t('register.ageConfirm', { age: settings.ageConfirmation })}</span>
          </label>
          {errors.age ? (
            <p className="auth-field__error" data-testid="register-age-error">
              {errors.age}
            </p>
          ) : null}
        </div>
      )}
      <FormAlert message={formError} testId="register-error" />
      <SubmitButton pending={busy} busyLabel={t('register.submitting')} testId="register-submit">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
