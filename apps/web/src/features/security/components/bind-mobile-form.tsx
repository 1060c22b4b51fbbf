import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { failureMessage, issueMessage, serverFieldIssues } from '../../auth/lib/field-messages';
import { judgeMobile, MobileField, NEW_MOBILE, type MobileValue } from '../../auth/components/mobile-field';
import { CodeField } from '../../auth/components/code-field';
import { isCodeError } from '../../auth/components/sms-login-form';
import {
  isStepUpError,
  missingStepUp,
  NEW_STEP_UP,
  StepUpField,
  stepUpPayload,
  type StepUpValue,
} from './step-up-field';
import { FormAlert } from '../../auth/components/text-field';
import { sendBindMobileCode, useBindMobile } from '../api/bind-mobile';

type Errors = Partial<Record<'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'currentPassword', string>>;

interface BindFormProps {
  token: string | null;
  /** Two-step is on: the change may be confirmed with the app's code instead of the password. */
  twoStepEnabled: boolean;
  onBound(): void;
  onCancel(): void;
}

/** Binds or changes the mobile: country code and number, a code sent to it (with its countdown), confirm. */
export function BindMobileForm({ token, twoStepEnabled, onBound, onCancel }: BindFormProps) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const bind = useBindMobile(token);
  const [mobile, setMobile] = useState<MobileValue>(NEW_MOBILE);
  const [code, setCode] = useState('');
  const [stepUp, setStepUp] = useState<StepUpValue>(NEW_STEP_UP);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const target = () => ({
    countryDialingCode: mobile.countryDialingCode.trim(),
    mobileNum: mobile.mobileNum.trim(),
  });

  const sendCode = () => {
    const next = judgeMobile(ta, mobile);
    setErrors((e) => ({ ...e, ...next }));
    return next.countryDialingCode || next.mobileNum ? null : sendBindMobileCode(target());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      ...judgeMobile(ta, mobile),
      verificationCode: code.trim() ? undefined : issueMessage(ta, FieldIssue.REQUIRED),
      currentPassword: missingStepUp(t, stepUp) ?? undefined,
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean) || bind.isPending) return;
    bind.mutate(
      { ...target(), verificationCode: code.trim(), ...stepUpPayload(stepUp) },
      {
        onSuccess: onBound,
        onError: (error) => {
          const mapped: Errors = {};
          for (const [field, issue] of Object.entries(serverFieldIssues(error) ?? {})) {
            mapped[field as keyof Errors] = issueMessage(ta, issue);
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
    <form className="auth-form security-form" noValidate onSubmit={submit} data-testid="bind-mobile-form">
      <MobileField
        value={mobile}
        errors={errors}
        onChange={(value) => {
          setMobile(value);
          // A shown error goes as soon as the number is right (see BindEmailForm).
          if (errors.mobileNum || errors.countryDialingCode) setErrors((e) => ({ ...e, ...judgeMobile(ta, value) }));
        }}
      />
      <CodeField
        purpose="bind-mobile"
        send={sendCode}
        value={code}
        error={errors.verificationCode}
        onChange={setCode}
      />
      <StepUpField
        value={stepUp}
        twoStepEnabled={twoStepEnabled}
        error={errors.currentPassword}
        onChange={(value) => {
          setStepUp(value);
          if (errors.currentPassword) setErrors((e) => ({ ...e, currentPassword: undefined }));
        }}
      />
      <FormAlert message={formError} testId="bind-mobile-error" />
      <div className="security-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={bind.isPending}
          aria-busy={bind.isPending}
          data-testid="bind-mobile-submit"
        >
          {bind.isPending ? <Spinner size={18} label={t('security.saving')} /> : t('security.confirm')}
        </Button>
      </div>
    </form>
  );
}
