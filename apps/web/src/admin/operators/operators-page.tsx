import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { adminApi } from '../lib/admin-api';
import { ActionStatus } from '../ui/action-status';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { OperatorForm } from './operator-form';
import type { OperatorRow } from './operator-row';
import { RolesEditor } from './roles-editor';
import './operators.css';

const LIST = ['admin', 'operators'];

/** The brand's operator accounts: who holds which roles, locks, and the resets an admin does. */
export default function OperatorsPage() {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OperatorRow | null>(null);
  const [notice, setNotice] = useState('');
  const [resetting, setResetting] = useState<OperatorRow | null>(null);
  const operators = useQuery({ queryKey: LIST, queryFn: () => adminApi<OperatorRow[]>('/admin/api/operators') });
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST });

  const action = useMutation({
    mutationFn: ({ path, method }: { path: string; method: 'POST' | 'DELETE'; done: string }) =>
      adminApi(path, { method }),
    onSuccess: async (_answer, { done }) => {
      setNotice(done);
      await refresh();
    },
  });
  const run = (path: string, method: 'POST' | 'DELETE', done: string) => action.mutate({ path, method, done });

  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  return (
    <>
      <PageHeader
        title={t('nav.operators')}
        subtitle={t('operators.subtitle')}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="operator-create">
            {t('operators.create')}
          </Button>
        }
      />
      <ActionStatus
        notice={notice}
        error={action.error && (action.error instanceof ApiError ? action.error.message : t('failed'))}
      />
      {creating && (
        <OperatorForm
          onClose={() => setCreating(false)}
          onCreated={async (username) => {
            setCreating(false);
            setNotice(t('operators.created', { username }));
            await refresh();
          }}
        />
      )}
      {editing && (
        <RolesEditor
          operator={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            setNotice(t('states.saved'));
            await refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={resetting !== null}
        tone="danger"
        title={t('operators.resetTwoStep')}
        message={t('operators.resetTwoStepConfirm', { username: resetting?.username ?? '' })}
        confirmLabel={t('actions.confirm')}
        cancelLabel={t('actions.cancel')}
        busy={action.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={() => {
          if (resetting) run(`/admin/api/operators/${resetting.id}/two-step`, 'DELETE', t('operators.twoStepReset'));
          setResetting(null);
        }}
      />
      <DataTable
        testId="operators-table"
        rows={operators.data}
        loading={operators.isLoading}
        rowKey={(row) => row.id}
        empty={t('states.empty')}
        columns={[
          { key: 'username', header: t('signIn.username'), cell: (row) => row.username },
          {
            key: 'roles',
            header: t('operators.roles'),
            cell: (row) => row.roles.map((role) => t(`roles.${role}`)).join(', '),
          },
          {
            key: 'state',
            header: t('fields.status'),
            cell: (row) => (
              <span className="operators-state">
                {row.lockedUntil && new Date(row.lockedUntil) > new Date() && (
                  <span className="admin-badge admin-badge--bad">{t('operators.locked')}</span>
                )}
                {row.mustChangePassword && (
                  <span className="admin-badge admin-badge--warn">{t('operators.mustChange')}</span>
                )}
                <span className={row.twoStepEnabled ? 'admin-badge admin-badge--good' : 'admin-badge'}>
                  {row.twoStepEnabled ? t('operators.twoStepOn') : t('operators.twoStepOff')}
                </span>
              </span>
            ),
          },
          { key: 'created', header: t('fields.createdAt'), cell: (row) => date(row.createdAt) },
          {
            key: 'actions',
            header: '',
            cell: (row) => (
              <span className="admin-actions">
                <Button size="sm" onClick={() => setEditing(row)}>
                  {t('operators.editRoles')}
                </Button>
                {row.lockedUntil && (
                  <Button
                    size="sm"
                    onClick={() => run(`/admin/api/operators/${row.id}/unlock`, 'POST', t('operators.unlocked'))}
                  >
                    {t('operators.unlock')}
                  </Button>
                )}
                {row.twoStepEnabled && (
                  <Button size="sm" variant="danger" onClick={() => setResetting(row)}>
                    {t('operators.resetTwoStep')}
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
