import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { checkField, DEFAULT_REGISTER_RULES } from '@portal/shared/validation-rules';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useRegisterSettings } from '../../auth/api/get-register-settings';
import { failureMessage, issueMessage, serverFieldIssues } from '../../auth/lib/field-messages';
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
import { FormAlert, TextField } from '../../auth/components/text-field';
import { sendBindEmailCode, useBindEmail } from '../api/bind-email';

type Errors = Partial<Record<'email' | 'verificationCode' | 'currentPassword', string>>;

interface BindFormProps {
  token: string | null;
  /** Two-step is on: the change may be confirmed with the app's code instead of the password. */
  twoStepEnabled: boolean;
  onBound(): void;
  onCancel(): void;
}

/** Binds or changes the e-mail: the address, a code sent to it (with its countdown), confirm. */
export function BindEmailForm({ token, twoStepEnabled, onBound, onCancel }: BindFormProps) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const { data: settings } = useRegisterSettings();
  const bind = useBindEmail(token);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [stepUp, setStepUp] = useState<StepUpValue>(NEW_STEP_UP);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The brand's e-mail rule, required here whatever registration says: binding needs an address.
  const rule = { ...(settings?.rules.email ?? DEFAULT_REGISTER_RULES.email), enabled: true, required: true };

  const judgeEmail = (value = email) => {
    const issue = checkField(rule, value.trim());
    return issue ? issueMessage(ta, issue, rule) : undefined;
  };

  const sendCode = () => {
    const problem = judgeEmail();
    setErrors((e) => ({ ...e, email: problem }));
    return problem ? null : sendBindEmailCode({ email: email.trim() });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      email: judgeEmail(),
      verificationCode: code.trim() ? undefined : issueMessage(ta, FieldIssue.REQUIRED),
      currentPassword: missingStepUp(t, stepUp) ?? undefined,
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean) || bind.isPending) return;
    bind.mutate(
      { email: email.trim(), verificationCode: code.trim(), ...stepUpPayload(stepUp) },
      {
        onSuccess: onBound,
        onError: (error) => {
          const mapped: Errors = {};
          for (const [field, issue] of Object.entries(serverFieldIssues(error) ?? {})) {
            mapped[field as keyof Errors] = issueMessage(ta, issue, field === 'email' ? rule : undefined);
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
    <form className="auth-form security-form" noValidate onSubmit={submit} data-testid="bind-email-form">
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
      <CodeField purpose="bind-email" send={sendCode} value={code} error={errors.verificationCode} onChange={setCode} />
      <StepUpField
        value={stepUp}
        twoStepEnabled={twoStepEnabled}
        error={errors.currentPassword}
        onChange={(value) => {
          setStepUp(value);
          if (errors.currentPassword) setErrors((e) => ({ ...e, currentPassword: undefined }));
        }}
      />
      <FormAlert message={formError} testId="bind-email-error" />
      <div className="security-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={bind.isPending}
          aria-busy={bind.isPending}
          data-testid="bind-email-submit"
        >
          {bind.isPending ? <Spinner size={18} label={t('security.saving')} /> : t('security.confirm')}
        </Button>
      </div>
    </form>
  );
}
