import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  socialProviderCreateSchema,
  socialProviderUpdateSchema,
  type SocialProviderAdmin,
  type SocialProviderCreate,
  type SocialProviderUpdate,
} from '@portal/shared/contracts/social';
import { FieldIssue } from '@portal/shared/errors';
import { formResolver, type FieldIssueCodes } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ToggleField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { adminApi } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
import { NameCell, RowSwitch } from './list-cells';
import { editorTextBoxes, FailureText, SettingsFormDialog } from './settings-form-dialog';
import { useSaySettingsIssue } from './settings-controls';
import { changedSubset } from './settings-draft';
import { setServerIssues } from '../../ui/form/player-fields';

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

/** The provider's boxes as typed. */
interface SocialDraft {
  key: string;
  name: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  position: string;
  enabled: boolean;
}
type SocialBody = SocialProviderCreate | SocialProviderUpdate;

/** What every save carries: the texts trimmed, the order as a number (none for an empty box). */
const settingsOf = (draft: SocialDraft) => ({
  name: draft.name.trim(),
  issuerUrl: draft.issuerUrl.trim(),
  clientId: draft.clientId.trim(),
  scopes: draft.scopes.trim(),
  position: draft.position.trim() === '' ? Number.NaN : Number(draft.position),
  enabled: draft.enabled,
});

/**
 * A new provider through the create schema (its key, and a secret it needs), a change through
 * the update's (a secret only when typed); an empty box the form says is required.
 */
function socialResolver(creating: boolean) {
  const body = z.custom<SocialDraft>().transform((draft): unknown => ({
    ...(creating ? { key: draft.key } : {}),
    ...settingsOf(draft),
    ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
  }));
  return formResolver<SocialDraft, SocialBody>(
    creating ? body.pipe(socialProviderCreateSchema) : body.pipe(socialProviderUpdateSchema),
    (draft) => {
      const issues: FieldIssueCodes = {};
      for (const field of ['name', 'issuerUrl', 'clientId'] as const)
        if (!draft[field].trim()) issues[field] = FieldIssue.REQUIRED;
      return issues;
    },
    { extraFirst: true },
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
  const say = useSaySettingsIssue();
  const creating = provider === null;
  const form = useForm<SocialDraft, unknown, SocialBody>({
    defaultValues: {
      key: provider?.key ?? '',
      name: provider?.name ?? '',
      issuerUrl: provider?.issuerUrl ?? '',
      clientId: provider?.clientId ?? '',
      clientSecret: '',
      scopes: provider?.scopes ?? 'openid email profile',
      position: String(provider?.position ?? 0),
      enabled: provider?.enabled ?? true,
    },
    resolver: socialResolver(creating),
  });
  const save = useMutation({
    mutationFn: (body: object) =>
      creating
        ? adminApi('/admin/api/social-providers', { method: 'POST', body })
        : adminApi(`/admin/api/social-providers/${provider.key}`, { method: 'PATCH', body }),
    onSuccess: onSaved,
    onError: (error) => void setServerIssues(error, form.setError),
  });

  const send = (body: SocialBody) => {
    if (creating) return save.mutate(body);
    const { clientSecret, ...settings } = body;
    const before = {
      name: provider.name,
      issuerUrl: provider.issuerUrl,
      clientId: provider.clientId,
      scopes: provider.scopes,
      position: provider.position,
      enabled: provider.enabled,
    };
    const changes = { ...changedSubset(before, settings), ...(clientSecret ? { clientSecret } : {}) };
    if (Object.keys(changes).length === 0) return onClose();
    save.mutate(changes);
  };

  const input = editorTextBoxes(form.control, 'social');

  return (
    <SettingsFormDialog
      title={creating ? t('social.create') : t('social.edit', { name: provider.name })}
      testId="social-form"
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      saving={save.isPending}
      error={save.error}
      saveTestId="social-save"
    >
      <IssueTextProvider value={say}>
        <div className="settings-fields">
          {creating && input('key', t('social.key'), { hint: t('social.keyHint') })}
          {input('name', t('social.name'))}
          {input('issuerUrl', t('social.issuerUrl'), { hint: t('social.issuerUrlHint') })}
          {input('clientId', t('social.clientId'))}
          {input('clientSecret', t('social.clientSecret'), {
            secret: true,
            hint: creating ? undefined : t('secretKept'),
          })}
          {input('scopes', t('social.scopes'), { hint: t('social.scopesHint') })}
          {input('position', t('fields.position'), { hint: t('fields.positionHint') })}
        </div>
        <ToggleField control={form.control} name="enabled" label={t('states.enabled')} />
      </IssueTextProvider>
    </SettingsFormDialog>
  );
}
