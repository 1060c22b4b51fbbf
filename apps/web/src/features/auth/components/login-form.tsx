import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { FieldIssue } from '@portal/shared/errors';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useLogin } from '../api/login';
import { failureMessage, issueMessage, serverFieldIssues } from '../lib/field-messages';
import { FormAlert, TextField } from './text-field';

type LoginField = 'username' | 'password';

interface LoginFormProps {
  onSignedIn(value: LoginValue): void;
  /** Shown above the fields (after a password change: "log in with the new password"). */
  notice?: string | null;
}

/** Username and password, both required and trimmed (spec sections 4 and 5), sent encrypted. */
export function LoginForm({ onSignedIn, notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const required = (field: LoginField) => (values[field].trim() ? undefined : issueMessage(t, FieldIssue.REQUIRED));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { username: required('username'), password: required('password') };
    setErrors(next);
    setFormError(null);
    if (next.username || next.password || login.isPending) return;
    login.mutate(
      { username: values.username, password: values.password },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const fields = serverFieldIssues(error);
          if (fields) {
            setErrors({
              username: fields.username && issueMessage(t, fields.username),
              password: fields.password && issueMessage(t, fields.password),
            });
          }
          setFormError(failureMessage(error, t('errors.network')));
        },
      },
    );
  };

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onBlur: () => setErrors((e) => ({ ...e, [name]: required(name) })),
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="login-form">
      {notice ? (
        <p className="auth-form__hint" data-testid="login-notice">
          {notice}
        </p>
      ) : null}
      <TextField
        {...field('username')}
        label={t('fields.username')}
        placeholder={`* ${t('fields.username')}`}
        autoComplete="username"
      />
      <TextField
        {...field('password')}
        type="password"
        label={t('fields.password')}
        placeholder={`* ${t('fields.password')}`}
        autoComplete="current-password"
      />
      <FormAlert message={formError} testId="login-error" />
      <Button
        type="submit"
        variant="primary"
        className="auth-form__submit"
        disabled={login.isPending}
        aria-busy={login.isPending}
        data-testid="login-submit"
      >
        {login.isPending ? <Spinner size={18} label={t('login.submitting')} /> : t('login.submit')}
      </Button>
    </form>
  );
}
