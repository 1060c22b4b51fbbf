import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ApiError } from '../../lib/api-client';
import { adminApi, useAdminSession, type OperatorSession } from '../lib/admin-api';
import { Field } from '../ui/field';

interface SignInAnswer extends OperatorSession {
  token: string;
}

/** Username and password; once the account has an authenticator, the six-digit code as well. */
export function SignInPage() {
  const { t } = useTranslation('admin');
  const signIn = useAdminSession((s) => s.signIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await adminApi<SignInAnswer>('/admin/api/session', {
        method: 'POST',
        body: { username, password, ...(needsCode ? { code } : {}) },
      });
      signIn(answer.token, { username: answer.username, roles: answer.roles, restriction: answer.restriction });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'TWO_STEP_CODE_REQUIRED') {
        setNeedsCode(true);
        setError('');
      } else {
        setError(caught instanceof ApiError ? caught.message : t('signIn.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-gate">
      <form className="admin-card admin-gate__card" onSubmit={(e) => void submit(e)} data-testid="admin-sign-in">
        <h1>{t('signIn.title')}</h1>
        <p className="admin-muted">{t('signIn.subtitle')}</p>
        <Field label={t('signIn.username')}>
          <input autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
        </Field>
        <Field label={t('signIn.password')}>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Field>
        {needsCode && (
          <Field label={t('signIn.code')} hint={t('signIn.codeHint')}>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              autoFocus
              required
              name="code"
            />
          </Field>
        )}
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {t('signIn.submit')}
        </Button>
      </form>
    </div>
  );
}
