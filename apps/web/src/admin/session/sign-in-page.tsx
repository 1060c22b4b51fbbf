import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { operatorSignInSchema } from '@portal/shared/contracts/operators';
import { Button } from '../../ui/button';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { TextField } from '../../ui/form/form-fields';
import { IssueTextProvider, useSayIssueIn } from '../../ui/form/issue-text';
import { adminApi, useAdminSession, type OperatorSession } from '../lib/admin-api';
import { ActionStatus } from '../ui/action-status';
import { CodeField, emptyIssues, failureSentence } from './session-fields';

interface SignInAnswer extends OperatorSession {
  token: string;
}
type SignIn = z.input<typeof operatorSignInSchema>;

// The code is only named once the form shows it (it starts undefined, then empty).
const resolver = formResolver(
  operatorSignInSchema,
  (values: SignIn) => emptyIssues(values, ['username', 'password', 'code']),
  { extraFirst: true },
);

/** Username and password; once the account has an authenticator, the six-digit code as well. */
export function SignInPage() {
  const { t } = useTranslation('admin');
  const say = useSayIssueIn('admin');
  const signIn = useAdminSession((s) => s.signIn);
  const form = useForm<SignIn, unknown, z.output<typeof operatorSignInSchema>>({
    defaultValues: { username: '', password: '' },
    resolver,
  });
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState('');

  const submit = form.handleSubmit(async (body) => {
    setError('');
    try {
      const answer = await adminApi<SignInAnswer>('/admin/api/session', { method: 'POST', body });
      signIn(answer.token, { username: answer.username, roles: answer.roles, restriction: answer.restriction });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'TWO_STEP_CODE_REQUIRED') {
        setNeedsCode(true);
        form.setValue('code', form.getValues('code') ?? '');
      } else {
        setError(failureSentence(caught, t('signIn.failed')));
      }
    }
  });

  return (
    <div className="admin-gate">
      <form
        className="admin-card admin-gate__card"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="admin-sign-in"
      >
        <h1>{t('signIn.title')}</h1>
        <p className="admin-muted">{t('signIn.subtitle')}</p>
        <IssueTextProvider value={say}>
          <TextField control={form.control} name="username" label={t('signIn.username')} autoComplete="username" />
          <TextField
            type="password"
            control={form.control}
            name="password"
            label={t('signIn.password')}
            autoComplete="current-password"
          />
          {needsCode && (
            <CodeField
              control={form.control}
              name="code"
              label={t('signIn.code')}
              hint={t('signIn.codeHint')}
              autoFocus
            />
          )}
        </IssueTextProvider>
        <ActionStatus error={error} />
        <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </form>
    </div>
  );
}
