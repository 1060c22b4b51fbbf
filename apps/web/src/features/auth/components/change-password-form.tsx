import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordPayloadSchema } from '@portal/shared/contracts/members';
import { FieldIssue } from '@portal/shared/errors';
import { useChangePassword } from '../api/change-password';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { FormAlert } from '../../../ui/form/text-field';
import { PlayerTextField, setServerIssues } from '../../../ui/form/player-fields';
import { SubmitButton } from './submit-button';

type Values = z.input<typeof changePasswordPayloadSchema>;
const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

// Each box is required (an empty one is REQUIRED, not too short); the confirmation equals the new one.
const resolver = formResolver(
  changePasswordPayloadSchema,
  (values: Values) => {
    const issues: FieldIssueCodes = {};
    for (const field of FIELDS) if (!values[field]) issues[field] = FieldIssue.REQUIRED;
    if (values.confirmNewPassword && values.confirmNewPassword !== values.newPassword) {
      issues.confirmNewPassword = FieldIssue.NOT_EQUAL;
    }
    return issues;
  },
  { extraFirst: true },
);

/** Old, new and confirmation; the server applies the password policy. */
export function ChangePasswordForm({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof changePasswordPayloadSchema>>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const send = form.handleSubmit((body) => {
    if (change.isPending) return;
    change.mutate(body, {
      onSuccess: onChanged,
      onError: (error) => {
        setServerIssues(error, form.setError);
        setFormError(failureMessage(error, t('errors.network')));
      },
    });
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    void send(event);
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="change-password-form">
      {FIELDS.map((field) => (
        // A box left with something typed in is judged at once (the confirmation that differs).
        <div
          key={field}
          style={{ display: 'contents' }}
          onBlur={() => {
            if (form.getValues(field)) void form.trigger(field);
          }}
        >
          <PlayerTextField
            control={form.control}
            name={field}
            type="password"
            label={t(`fields.${field}`)}
            placeholder={`* ${t(`fields.${field}`)}`}
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          />
        </div>
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
