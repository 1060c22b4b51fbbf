import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialProviderAdmin } from '@portal/shared/contracts/social';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { adminApi } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
import { InputField } from '../ui/input-field';
import { CheckField } from '../ui/check-field';
import { NameCell, RowSwitch } from './list-cells';
import { FailureText, SettingsFormDialog } from './settings-form-dialog';
import { useIssueText } from './settings-controls';
import { changedSubset, serverIssues } from './settings-draft';

const LIST = ['admin', 'social-providers'];

/** The OpenID Connect providers players may sign in with, while the social sign-in flag is on. */
export function SocialProvidersTab() {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SocialProviderAdmin | 'new' | null>(null);
  const [removing, setRemoving] = useState<SocialProviderAdmin | null>(null);
  const providers = useQuery({
    queryKey: LIST,
    queryFn: () => adminApi<SocialProviderAdmin[]>('/admin/api/social-providers'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST });
  const remove = useMutation({
    mutationFn: (key: string) => adminApi(`/admin/api/social-providers/${key}`, { method: 'DELETE' }),
    onSettled: async () => {
      setRemoving(null);
      await refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: ({ key, enabled }: { key: string; enabled: boolean }) =>
      adminApi(`/admin/api/social-providers/${key}`, { method: 'PATCH', body: { enabled } }),
    onSettled: refresh,
  });

  return (
    <section className="settings-list" data-testid="social-tab">
      <div className="admin-filters">
        <p className="admin-muted settings-grow">{t('social.subtitle')}</p>
        <Button variant="primary" onClick={() => setEditing('new')} data-testid="social-create">
          {t('social.create')}
        </Button>
      </div>
      <FailureText error={providers.error ?? remove.error ?? toggle.error} />
      <DataTable
        testId="social-table"
        rows={providers.data ? [...providers.data].sort((a, b) => a.position - b.position) : undefined}
        loading={providers.isLoading}
        rowKey={(p) => p.key}
        empty={t('social.empty')}
        columns={[
          {
            key: 'name',
            header: t('social.name'),
            cell: (p) => <NameCell name={p.name} detail={p.key} />,
          },
          { key: 'issuer', header: t('social.issuerUrl'), cell: (p) => p.issuerUrl },
          { key: 'callback', header: t('social.callbackPath'), cell: (p) => <code>{p.callbackPath}</code> },
          {
            key: 'secret',
            header: t('social.clientSecret'),
            cell: (p) => (p.hasClientSecret ? t('channels.secretStored') : t('channels.secretMissing')),
          },
          { key: 'position', header: t('fields.position'), numeric: true, cell: (p) => p.position },
          {
            key: 'enabled',
            header: tAdmin('fields.status'),
            cell: (p) => (
              <RowSwitch
                checked={p.enabled}
                disabled={toggle.isPending}
                label={`${p.name}: ${t('states.enabled')}`}
                onChange={(enabled) => toggle.mutate({ key: p.key, enabled })}
              />
            ),
          },
          {
            key: 'actions',
            header: '',
            cell: (p) => (
              <span className="admin-actions">
                <Button size="sm" onClick={() => setEditing(p)}>
                  {tAdmin('actions.edit')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setRemoving(p)}>
                  {tAdmin('actions.delete')}
                </Button>
              </span>
            ),
          },
        ]}
      />
      {editing && (
        <SocialForm
          provider={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('social.removeTitle')}
        message={t('social.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={tAdmin('actions.delete')}
        cancelLabel={tAdmin('actions.cancel')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.key)}
      />
    </section>
  );
}

function SocialForm({
  provider,
  onClose,
  onSaved,
}: {
  provider: SocialProviderAdmin | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin-settings');
  const issueText = useIssueText();
  const creating = provider === null;
  const [values, setValues] = useState({
    key: provider?.key ?? '',
    name: provider?.name ?? '',
    issuerUrl: provider?.issuerUrl ?? '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    scopes: provider?.scopes ?? 'openid email profile',
    position: String(provider?.position ?? 0),
    enabled: provider?.enabled ?? true,
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: object) =>
      creating
        ? adminApi('/admin/api/social-providers', { method: 'POST', body })
        : adminApi(`/admin/api/social-providers/${provider.key}`, { method: 'PATCH', body }),
    onSuccess: onSaved,
    onError: (error) => setProblems(serverIssues(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const position = Number(values.position);
    if (creating && !/^[a-z0-9][a-z0-9-]{0,31}$/.test(values.key)) found.key = 'PATTERN_MISMATCH';
    for (const field of ['name', 'issuerUrl', 'clientId'] as const)
      if (!values[field].trim()) found[field] = 'REQUIRED';
    if (creating && !values.clientSecret) found.clientSecret = 'REQUIRED';
    if (!values.scopes.split(' ').includes('openid')) found.scopes = 'INVALID_VALUE';
    if (!Number.isInteger(position) || position < 0 || position > 10_000) found.position = 'INVALID_VALUE';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: values.name.trim(),
      issuerUrl: values.issuerUrl.trim(),
      clientId: values.clientId.trim(),
      scopes: values.scopes.trim(),
      position,
      enabled: values.enabled,
    };
    const secret = values.clientSecret ? { clientSecret: values.clientSecret } : {};
    if (creating) return save.mutate({ key: values.key, ...body, ...secret });
    const before = {
      name: provider.name,
      issuerUrl: provider.issuerUrl,
      clientId: provider.clientId,
      scopes: provider.scopes,
      position: provider.position,
      enabled: provider.enabled,
    };
    const changes = { ...changedSubset(before, body), ...secret };
    if (Object.keys(changes).length === 0) return onClose();
    save.mutate(changes);
  };

  const input = (field: Exclude<keyof typeof values, 'enabled'>, label: string, hint?: string) => (
    <InputField
      label={label}
      hint={hint}
      error={issueText(problems[field])}
      type={field === 'clientSecret' ? 'password' : 'text'}
      autoComplete="off"
      value={values[field]}
      onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
      testId={`social-${field}`}
    />
  );

  return (
    <SettingsFormDialog
      title={creating ? t('social.create') : t('social.edit', { name: provider.name })}
      testId="social-form"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      saveTestId="social-save"
    >
      <div className="settings-fields">
        {creating && input('key', t('social.key'), t('social.keyHint'))}
        {input('name', t('social.name'))}
        {input('issuerUrl', t('social.issuerUrl'), t('social.issuerUrlHint'))}
        {input('clientId', t('social.clientId'))}
        {input('clientSecret', t('social.clientSecret'), creating ? undefined : t('secretKept'))}
        {input('scopes', t('social.scopes'), t('social.scopesHint'))}
        {input('position', t('fields.position'), t('fields.positionHint'))}
      </div>
      <CheckField
        label={t('states.enabled')}
        checked={values.enabled}
        onChange={(enabled) => setValues((v) => ({ ...v, enabled }))}
      />
    </SettingsFormDialog>
  );
}
