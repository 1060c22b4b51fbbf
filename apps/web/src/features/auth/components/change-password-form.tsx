import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { useChangePassword } from '../api/change-password';
import { failureMessage, issueMessage, serverFieldIssues } from '../../../lib/field-messages';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { SubmitButton } from './submit-button';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const FIELDS: Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** Old, new and confirmation; the server applies the password policy. */
export function ChangePasswordForm({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const judge = (field: Field): string | undefined => {
    if (!values[field]) return issueMessage(t, FieldIssue.REQUIRED);
    if (field === 'confirmNewPassword' && values.confirmNewPassword !== values.newPassword) {
      return issueMessage(t, FieldIssue.NOT_EQUAL);
    }
    return undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next = Object.fromEntries(FIELDS.map((f) => [f, judge(f)])) as Partial<Record<Field, string>>;
    setErrors(next);
    if (Object.values(next).some(Boolean) || change.isPending) return;
    change.mutate(values, {
      onSuccess: onChanged,
      onError: (error) => {
        const issues = serverFieldIssues(error);
        if (issues) {
          setErrors(Object.fromEntries(Object.entries(issues).map(([f, issue]) => [f, issueMessage(t, issue)])));
        }
        setFormError(failureMessage(error, t('errors.network')));
      },
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="change-password-form">
      {FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          type="password"
          label={t(`fields.${field}`)}
          placeholder={`* ${t(`fields.${field}`)}`}
          autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          value={values[field]}
          error={errors[field]}
          onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
          onBlur={() => values[field] && setErrors((e) => ({ ...e, [field]: judge(field) }))}
        />
      ))}
      <FormAlert message={formError} testId="change-password-error" />
      <SubmitButton
        pending={change.isPending}
        busyLabel={t('changePassword.submitting')}
        testId="change-password-submit"
      >
        {t('changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
