import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { OPERATOR_PASSWORD_MIN_LENGTH } from '@portal/shared/contracts/operators';
import { Button } from '../../ui/button';
import { ApiError } from '../../lib/api-client';
import { adminApi, useAdminSession, type OperatorSession } from '../lib/admin-api';
import { Field } from '../ui/field';

type Restriction = NonNullable<OperatorSession['restriction']>;

/** The steps a new operator account takes before the console opens: its own password, then TOTP. */
export function FirstStepsPage({ restriction }: { restriction: Restriction }) {
  const { t } = useTranslation('admin');
  const signOut = useAdminSession((s) => s.signOut);
  return (
    <div className="admin-gate">
      <div className="admin-card admin-gate__card">
        {restriction === 'PASSWORD_CHANGE_REQUIRED' ? <PasswordStep /> : <TwoStepEnrolment />}
        <Button variant="ghost" onClick={signOut}>
          {t('signOut')}
        </Button>
      </div>
    </div>
  );
}

/** Reads the operator again: the server says which step, if any, is left. */
function useRefreshOperator() {
  const update = useAdminSession((s) => s.update);
  return async () => {
    const me = await adminApi<OperatorSession>('/admin/api/me');
    update({ username: me.username, roles: me.roles, restriction: me.restriction });
  };
}

function PasswordStep() {
  const { t } = useTranslation('admin');
  const refresh = useRefreshOperator();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useMutation({
    mutationFn: () => adminApi('/admin/api/me/password', { method: 'PUT', body: { oldPassword, newPassword } }),
    onSuccess: refresh,
  });
  const mismatch = repeat.length > 0 && repeat !== newPassword;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mismatch) change.mutate();
  };
  return (
    <form onSubmit={submit} data-testid="admin-password-step">
      <h1>{t('firstSteps.passwordTitle')}</h1>
      <p className="admin-muted">{t('firstSteps.passwordText', { min: OPERATOR_PASSWORD_MIN_LENGTH })}</p>
      <Field label={t('firstSteps.oldPassword')}>
        <input
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          required
        />
      </Field>
      <Field label={t('firstSteps.newPassword')}>
        <input
          type="password"
          autoComplete="new-password"
          minLength={OPERATOR_PASSWORD_MIN_LENGTH}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          required
        />
      </Field>
      <Field label={t('firstSteps.repeatPassword')} error={mismatch ? t('firstSteps.mismatch') : undefined}>
        <input
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          required
        />
      </Field>
      {change.error && (
        <p className="admin-error" role="alert">
          {change.error instanceof ApiError ? change.error.message : t('failed')}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={change.isPending || mismatch}>
        {t('firstSteps.savePassword')}
      </Button>
    </form>
  );
}

function TwoStepEnrolment() {
  const { t } = useTranslation('admin');
  const refresh = useRefreshOperator();
  const [code, setCode] = useState('');
  const setup = useQuery({
    queryKey: ['admin', 'two-step-setup'],
    queryFn: () =>
      adminApi<{ secret: string; otpauthUrl: string; qrCode: string }>('/admin/api/me/two-step/setup', {
        method: 'POST',
      }),
    staleTime: Infinity,
  });
  const enable = useMutation({
    mutationFn: () => adminApi('/admin/api/me/two-step/enable', { method: 'POST', body: { code } }),
    onSuccess: refresh,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        enable.mutate();
      }}
      data-testid="admin-two-step-step"
    >
      <h1>{t('firstSteps.twoStepTitle')}</h1>
      <p className="admin-muted">{t('firstSteps.twoStepText')}</p>
      {setup.data && (
        <div className="admin-two-step">
          <img src={setup.data.qrCode} alt={t('firstSteps.qrAlt')} width={180} height={180} />
          <code data-testid="admin-two-step-secret">{setup.data.secret}</code>
        </div>
      )}
      <Field label={t('signIn.code')}>
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          required
          name="code"
        />
      </Field>
      {(enable.error ?? setup.error) && (
        <p className="admin-error" role="alert">
          {(enable.error ?? setup.error) instanceof ApiError ? (enable.error ?? setup.error)!.message : t('failed')}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={enable.isPending || !setup.data}>
        {t('firstSteps.enableTwoStep')}
      </Button>
    </form>
  );
}
