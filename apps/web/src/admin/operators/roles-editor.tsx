import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ApiError } from '../../lib/api-client';
import { FieldFrame } from '../../ui/form/form-fields';
import { adminApi } from '../lib/admin-api';
import { oneTimePassword } from './one-time-password';
import { RoleChoices } from './role-choices';
import type { OperatorRow } from './operator-row';

/** One operator's roles, and a new one-time password when theirs is lost (their sessions end). */
export function RolesEditor({
  operator,
  onClose,
  onSaved,
}: {
  operator: OperatorRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const [roles, setRoles] = useState(operator.roles);
  const [issued, setIssued] = useState('');
  const save = useMutation({
    mutationFn: () => adminApi(`/admin/api/operators/${operator.id}/roles`, { method: 'PUT', body: { roles } }),
    onSuccess: onSaved,
  });
  const reset = useMutation({
    mutationFn: (password: string) =>
      adminApi(`/admin/api/operators/${operator.id}/password`, { method: 'PUT', body: { password } }),
    onSuccess: (_answer, password) => setIssued(password),
  });
  const error = save.error ?? reset.error;
  return (
    <Modal open onClose={onClose} title={operator.username}>
      <div className="operators-form">
        <RoleChoices value={roles} onChange={setRoles} />
        <div className="admin-actions">
          <Button variant="primary" disabled={save.isPending || roles.length === 0} onClick={() => save.mutate()}>
            {t('actions.save')}
          </Button>
          <Button variant="danger" disabled={reset.isPending} onClick={() => reset.mutate(oneTimePassword())}>
            {t('operators.resetPassword')}
          </Button>
        </div>
        {issued && (
          <FieldFrame label={t('operators.oneTimePassword')} hint={t('operators.oneTimeHint')}>
            {(aria) => <input {...aria} readOnly value={issued} />}
          </FieldFrame>
        )}
        {error && (
          <p className="admin-error" role="alert">
            {error instanceof ApiError ? error.message : t('failed')}
          </p>
        )}
      </div>
    </Modal>
  );
}
