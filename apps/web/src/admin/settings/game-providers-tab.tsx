import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { providerConfigPutSchema, type AdminProvider } from '@portal/shared/contracts/providers';
import { FieldIssue } from '@portal/shared/errors';
import { minorToDecimalText } from '@portal/shared/money';
import { formResolver, type FieldIssueCodes } from '../../lib/form-resolver';
import { ToggleField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { adminApi } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
import { useMoney } from '../ui/use-money';
import { ConnectionBadge, NameCell, useEditColumn } from './list-cells';
import { editorTextBoxes, FailureText, SettingsFormDialog } from './settings-form-dialog';
import { useSaySettingsIssue } from './settings-controls';
import { changedSubset } from './settings-draft';
import { readAmount } from './settings-lists';
import { setServerIssues } from '../../ui/form/player-fields';

const LIST = ['admin', 'providers'];

/** How the portal reaches each game vendor: addresses, merchant id, the shared secret, limits. */
export function GameProvidersTab() {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const money = useMoney();
  const [editing, setEditing] = useState<AdminProvider | null>(null);
  const queryClient = useQueryClient();
  const editColumn = useEditColumn<AdminProvider>(setEditing, (p) => `provider-${p.code}-edit`);
  const providers = useQuery({ queryKey: LIST, queryFn: () => adminApi<AdminProvider[]>('/admin/api/providers') });

  return (
    <section className="settings-list" data-testid="providers-tab">
      <p className="admin-muted">{t('providers.subtitle')}</p>
      <FailureText error={providers.error} />
      <DataTable
        testId="providers-table"
        rows={providers.data}
        loading={providers.isLoading}
        rowKey={(p) => p.code}
        empty={tAdmin('states.empty')}
        columns={[
          {
            key: 'code',
            header: t('vendors.vendor'),
            cell: (p) => <NameCell name={p.code} detail={t(`vendors.walletModels.${p.walletModel}`)} />,
          },
          {
            key: 'state',
            header: t('vendors.connection'),
            cell: (p) => (
              <span className="settings-chips">
                <ConnectionBadge configured={p.configured} />
                {!p.enabled && <span className="admin-badge admin-badge--bad">{t('states.disabled')}</span>}
              </span>
            ),
          },
          { key: 'baseUrl', header: t('providers.baseUrl'), cell: (p) => p.baseUrl ?? '—' },
          { key: 'merchant', header: t('providers.merchantId'), cell: (p) => p.merchantId ?? '—' },
          {
            key: 'secret',
            header: t('providers.secret'),
            cell: (p) => (p.hasSecret ? t('channels.secretStored') : t('channels.secretMissing')),
          },
          {
            key: 'maxBet',
            header: t('providers.maxBet'),
            numeric: true,
            cell: (p) => money.format(p.maxBetMinor),
          },
          { key: 'timeout', header: t('providers.timeoutMs'), numeric: true, cell: (p) => p.timeoutMs },
          editColumn,
        ]}
      />
      {editing && (
        <ProviderForm
          provider={editing}
          decimals={money.decimals}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: LIST });
          }}
        />
      )}
    </section>
  );
}

/** The provider's boxes as typed: the limits in major units, the addresses one a line. */
interface ProviderDraft {
  baseUrl: string;
  launchUrl: string;
  merchantId: string;
  secret: string;
  ipAllowList: string;
  maxBetMinor: string;
  winReviewAboveMinor: string;
  timeoutMs: string;
  enabled: boolean;
}

/** What the PUT carries; the secret only when typed. */
type ProviderBody = z.output<typeof providerConfigPutSchema>;

/**
 * The boxes as the route's schema reads them: the addresses trimmed (empty is none), one
 * allowed address a line, the limits in minor units of the currency. An amount the currency's
 * decimals refuse is the form's own issue (`amountIssues`), worded before the schema's.
 */
const providerSchema = (decimals: number) =>
  z
    .custom<ProviderDraft>()
    .transform((draft): z.input<typeof providerConfigPutSchema> => {
      const minor = (text: string) => {
        const read = readAmount(text, decimals);
        return read.ok ? read.minor : undefined;
      };
      return {
        baseUrl: draft.baseUrl.trim() || null,
        launchUrl: draft.launchUrl.trim() || null,
        merchantId: draft.merchantId.trim() || null,
        ...(draft.secret ? { secret: draft.secret } : {}),
        ipAllowList: draft.ipAllowList
          .split(/[\s,]+/)
          .map((ip) => ip.trim())
          .filter(Boolean),
        maxBetMinor: minor(draft.maxBetMinor),
        winReviewAboveMinor: minor(draft.winReviewAboveMinor),
        timeoutMs: draft.timeoutMs.trim() === '' ? undefined : Number(draft.timeoutMs),
        enabled: draft.enabled,
      };
    })
    .pipe(providerConfigPutSchema);

function amountIssues(draft: ProviderDraft, decimals: number): FieldIssueCodes {
  const fields: FieldIssueCodes = {};
  for (const name of ['maxBetMinor', 'winReviewAboveMinor'] as const) {
    const read = readAmount(draft[name], decimals);
    if (!read.ok) fields[name] = read.issue;
  }
  if (draft.timeoutMs.trim() === '') fields.timeoutMs = FieldIssue.REQUIRED;
  return fields;
}

function ProviderForm({
  provider,
  decimals,
  onClose,
  onSaved,
}: {
  provider: AdminProvider;
  decimals: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin-settings');
  const say = useSaySettingsIssue();
  const form = useForm<ProviderDraft, unknown, ProviderBody>({
    defaultValues: {
      baseUrl: provider.baseUrl ?? '',
      launchUrl: provider.launchUrl ?? '',
      merchantId: provider.merchantId ?? '',
      secret: '',
      ipAllowList: provider.ipAllowList.join('\n'),
      maxBetMinor: minorToDecimalText(provider.maxBetMinor, decimals),
      winReviewAboveMinor: minorToDecimalText(provider.winReviewAboveMinor, decimals),
      timeoutMs: String(provider.timeoutMs),
      enabled: provider.enabled,
    },
    resolver: formResolver(providerSchema(decimals), (draft) => amountIssues(draft, decimals), { extraFirst: true }),
  });
  const save = useMutation({
    mutationFn: (body: object) => adminApi(`/admin/api/providers/${provider.code}`, { method: 'PUT', body }),
    onSuccess: onSaved,
    onError: (error) => void setServerIssues(error, form.setError),
  });

  const send = ({ secret, ...settings }: ProviderBody) => {
    const before = {
      baseUrl: provider.baseUrl,
      launchUrl: provider.launchUrl,
      merchantId: provider.merchantId,
      ipAllowList: provider.ipAllowList,
      maxBetMinor: provider.maxBetMinor,
      winReviewAboveMinor: provider.winReviewAboveMinor,
      timeoutMs: provider.timeoutMs,
      enabled: provider.enabled,
    };
    const changes = { ...changedSubset(before, settings), ...(secret ? { secret } : {}) };
    if (Object.keys(changes).length === 0) return onClose();
    save.mutate(changes);
  };

  const input = editorTextBoxes(form.control, 'provider');

  return (
    <SettingsFormDialog
      title={t('providers.edit', { code: provider.code })}
      testId="provider-form"
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      saving={save.isPending}
      error={save.error}
      saveTestId="provider-save"
    >
      <IssueTextProvider value={say}>
        <div className="settings-fields">
          {input('baseUrl', t('providers.baseUrl'), { hint: t('delivery.urlHint') })}
          {input('launchUrl', t('providers.launchUrl'), { hint: t('delivery.urlHint') })}
          {input('merchantId', t('providers.merchantId'))}
          {input('secret', t('providers.secret'), {
            secret: true,
            hint: provider.hasSecret ? t('secretKept') : t('providers.secretHint'),
          })}
          {input('maxBetMinor', t('providers.maxBet'), { hint: t('channels.majorHint'), testId: 'maxBet' })}
          {input('winReviewAboveMinor', t('providers.winReviewAbove'), {
            hint: t('providers.winReviewAboveHint'),
            testId: 'winReviewAbove',
          })}
          {input('timeoutMs', t('providers.timeoutMs'), { hint: t('providers.timeoutHint') })}
        </div>
        <PlainTextField
          control={form.control}
          name="ipAllowList"
          type="note"
          label={t('providers.ipAllowList')}
          hint={t('providers.ipAllowListHint')}
        />
        <ToggleField control={form.control} name="enabled" label={t('providers.enabled')} />
      </IssueTextProvider>
    </SettingsFormDialog>
  );
}
