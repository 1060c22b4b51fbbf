import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ApiError } from '../../lib/api-client';
import { adminApi } from '../lib/admin-api';
import { Field } from '../ui/field';
import { oneTimePassword } from './one-time-password';
import { RoleChoices } from './role-choices';

/** A new operator: a username, roles, and a one-time password the admin hands over once. */
export function OperatorForm({ onClose, onCreated }: { onClose: () => void; onCreated: (username: string) => void }) {
  const { t } = useTranslation('admin');
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>(['support']);
  const [password] = useState(oneTimePassword);
  const create = useMutation({
    mutationFn: () => adminApi('/admin/api/operators', { method: 'POST', body: { username, password, roles } }),
    onSuccess: () => onCreated(username),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Modal open onClose={onClose} title={t('operators.create')}>
      <form className="operators-form" onSubmit={submit} data-testid="operator-form">
        <Field label={t('signIn.username')} hint={t('operators.usernameHint')}>
          <input
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            pattern="[A-Za-z0-9_.\-]{3,40}"
            required
          />
        </Field>
        <RoleChoices value={roles} onChange={setRoles} />
        <Field label={t('operators.oneTimePassword')} hint={t('operators.oneTimeHint')}>
          <input readOnly value={password} data-testid="operator-one-time-password" />
        </Field>
        {create.error && (
          <p className="admin-error" role="alert">
            {create.error instanceof ApiError ? create.error.message : t('failed')}
          </p>
        )}
        <div className="admin-actions">
          <Button type="submit" variant="primary" disabled={create.isPending || roles.length === 0}>
            {t('actions.create')}
          </Button>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
        </div>
      </form>
    </Modal>
  );
}
