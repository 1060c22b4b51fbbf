import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { minorToDecimalText } from '@portal/shared/money';
import { adminApi } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
import { InputField } from '../ui/input-field';
import { TextAreaField } from '../ui/text-area-field';
import { useMoney } from '../ui/use-money';
import { CheckField } from '../ui/check-field';
import { ConnectionBadge, NameCell, useEditColumn } from './list-cells';
import { FailureText, SettingsFormDialog } from './settings-form-dialog';
import { useIssueText } from './settings-controls';
import { changedSubset, issueAt, serverIssues } from './settings-draft';
import { readAmount } from './settings-lists';

/** GET /admin/api/providers (providers-admin.schemas.ts): the secret is never answered. */
interface AdminProvider {
  code: string;
  walletModel: 'seamless' | 'transfer';
  configured: boolean;
  enabled: boolean;
  baseUrl: string | null;
  launchUrl: string | null;
  merchantId: string | null;
  hasSecret: boolean;
  ipAllowList: string[];
  maxBetMinor: number;
  winReviewAboveMinor: number;
  timeoutMs: number;
  updatedAt: string | null;
}

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
  const issueText = useIssueText();
  const [values, setValues] = useState({
    baseUrl: provider.baseUrl ?? '',
    launchUrl: provider.launchUrl ?? '',
    merchantId: provider.merchantId ?? '',
    secret: '',
    ipAllowList: provider.ipAllowList.join('\n'),
    maxBet: minorToDecimalText(provider.maxBetMinor, decimals),
    winReviewAbove: minorToDecimalText(provider.winReviewAboveMinor, decimals),
    timeoutMs: String(provider.timeoutMs),
    enabled: provider.enabled,
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: object) => adminApi(`/admin/api/providers/${provider.code}`, { method: 'PUT', body }),
    onSuccess: onSaved,
    onError: (error) => setProblems(serverIssues(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const maxBet = readAmount(values.maxBet, decimals);
    if (!maxBet.ok) found.maxBetMinor = maxBet.issue;
    const winReviewAbove = readAmount(values.winReviewAbove, decimals);
    if (!winReviewAbove.ok) found.winReviewAboveMinor = winReviewAbove.issue;
    const timeoutMs = Number(values.timeoutMs);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 50 || timeoutMs > 60_000) found.timeoutMs = 'INVALID_VALUE';
    if (values.secret && values.secret.length < 16) found.secret = 'TOO_SHORT';
    setProblems(found);
    if (Object.keys(found).length > 0 || !maxBet.ok || !winReviewAbove.ok) return;
    const body = {
      baseUrl: values.baseUrl.trim() || null,
      launchUrl: values.launchUrl.trim() || null,
      merchantId: values.merchantId.trim() || null,
      ipAllowList: values.ipAllowList
        .split(/[\s,]+/)
        .map((ip) => ip.trim())
        .filter(Boolean),
      maxBetMinor: maxBet.minor,
      winReviewAboveMinor: winReviewAbove.minor,
      timeoutMs,
      enabled: values.enabled,
    };
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
    const changes = { ...changedSubset(before, body), ...(values.secret ? { secret: values.secret } : {}) };
    if (Object.keys(changes).length === 0) return onClose();
    save.mutate(changes);
  };

  const input = (
    field: 'baseUrl' | 'launchUrl' | 'merchantId' | 'secret' | 'maxBet' | 'winReviewAbove' | 'timeoutMs',
    label: string,
    hint?: string,
    issueKey: string = field,
  ) => (
    <InputField
      label={label}
      hint={hint}
      error={issueText(problems[issueKey])}
      type={field === 'secret' ? 'password' : 'text'}
      autoComplete="off"
      value={values[field]}
      onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
      testId={`provider-${field}`}
    />
  );

  return (
    <SettingsFormDialog
      title={t('providers.edit', { code: provider.code })}
      testId="provider-form"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      saveTestId="provider-save"
    >
      <div className="settings-fields">
        {input('baseUrl', t('providers.baseUrl'), t('delivery.urlHint'))}
        {input('launchUrl', t('providers.launchUrl'), t('delivery.urlHint'))}
        {input('merchantId', t('providers.merchantId'))}
        {input('secret', t('providers.secret'), provider.hasSecret ? t('secretKept') : t('providers.secretHint'))}
        {input('maxBet', t('providers.maxBet'), t('channels.majorHint'), 'maxBetMinor')}
        {input(
          'winReviewAbove',
          t('providers.winReviewAbove'),
          t('providers.winReviewAboveHint'),
          'winReviewAboveMinor',
        )}
        {input('timeoutMs', t('providers.timeoutMs'), t('providers.timeoutHint'))}
      </div>
      <TextAreaField
        label={t('providers.ipAllowList')}
        hint={t('providers.ipAllowListHint')}
        error={issueText(issueAt(problems, 'ipAllowList'))}
        value={values.ipAllowList}
        onChange={(value) => setValues((v) => ({ ...v, ipAllowList: value }))}
      />
      <CheckField
        label={t('providers.enabled')}
        checked={values.enabled}
        onChange={(enabled) => setValues((v) => ({ ...v, enabled }))}
      />
    </SettingsFormDialog>
  );
}
