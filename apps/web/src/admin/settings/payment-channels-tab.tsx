import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChannel } from '@portal/shared/contracts/deposits';
import { Button } from '../../ui/button';
import { minorOf } from '../../lib/money-form';
import { adminApi } from '../lib/admin-api';
import { DataTable } from '../../ui/data-table';
import { FilterSelect } from '../ui/list-filters';
import { useMoney } from '../ui/use-money';
import { ChannelForm } from './channel-form';
import { NameCell, RowSwitch, useEditColumn } from './list-cells';
import { useOrderColumn } from './order-column';
import { FailureText } from './settings-form-dialog';
import { bpsAsPercent, movedPositions } from './settings-lists';

const LIST = ['admin', 'payment-channels'];
const byPosition = (a: AdminChannel, b: AdminChannel) => a.position - b.position || a.id - b.id;

/** The deposit channels players choose from, in the order they see them. */
export function PaymentChannelsTab() {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const money = useMoney();
  const [editing, setEditing] = useState<AdminChannel | 'new' | null>(null);
  const [type, setType] = useState<string>();
  const [state, setState] = useState<string>();
  const channels = useQuery({
    queryKey: LIST,
    queryFn: () => adminApi<AdminChannel[]>('/admin/api/payment-channels'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST });

  const change = useMutation({
    mutationFn: async (changes: { id: number; body: object }[]) => {
      for (const { id, body } of changes) {
        await adminApi(`/admin/api/payment-channels/${id}`, { method: 'PATCH', body });
      }
    },
    onSettled: refresh,
  });

  const all = [...(channels.data ?? [])].sort(byPosition);
  const rows = all.filter((c) => (!type || c.type === type) && (!state || (state === 'enabled') === c.enabled));
  const move = (row: AdminChannel, delta: -1 | 1) =>
    change.mutate(
      movedPositions(all, all.indexOf(row), delta, (c) => c.position).map(({ row: c, position }) => ({
        id: c.id,
        body: { position },
      })),
    );
  const orderColumn = useOrderColumn(all, change.isPending, move);
  const editColumn = useEditColumn<AdminChannel>(setEditing, (c) => `channel-${c.id}-edit`);
  const amount = (major: number) => money.format(minorOf(major, money.decimals));

  return (
    <section className="settings-list" data-testid="channels-tab">
      <div className="admin-filters">
        <FilterSelect
          label={t('channels.type')}
          all={tAdmin('fields.all')}
          value={type}
          choices={(['gateway', 'bank_transfer'] as const).map((v) => ({ value: v, label: t(`channels.types.${v}`) }))}
          onChange={setType}
          testId="channels-filter-type"
        />
        <FilterSelect
          label={tAdmin('fields.status')}
          all={tAdmin('fields.all')}
          value={state}
          choices={(['enabled', 'disabled'] as const).map((v) => ({ value: v, label: t(`states.${v}`) }))}
          onChange={setState}
          testId="channels-filter-state"
        />
        <Button variant="primary" onClick={() => setEditing('new')} data-testid="channel-create">
          {t('channels.create')}
        </Button>
      </div>
      <FailureText error={channels.error ?? change.error} />
      <DataTable
        testId="channels-table"
        rows={channels.data ? rows : undefined}
        loading={channels.isLoading}
        rowKey={(c) => c.id}
        empty={t('channels.empty')}
        columns={[
          orderColumn,
          {
            key: 'name',
            header: t('channels.name'),
            cell: (c) => (
              <NameCell
                name={c.name}
                detail={
                  c.type === 'gateway'
                    ? `${c.gateway?.merchantId ?? ''} · ${c.gateway?.hasWebhookSecret ? t('channels.secretStored') : t('channels.secretMissing')}`
                    : `${c.bank?.bankName ?? ''} · ${c.bank?.accountNumber ?? ''}`
                }
              />
            ),
          },
          { key: 'type', header: t('channels.type'), cell: (c) => t(`channels.types.${c.type}`) },
          { key: 'min', header: t('channels.min'), numeric: true, cell: (c) => amount(c.min) },
          { key: 'max', header: t('channels.max'), numeric: true, cell: (c) => amount(c.max) },
          {
            key: 'fee',
            header: t('channels.fee'),
            numeric: true,
            cell: (c) => `${amount(c.feeFixed)} + ${bpsAsPercent(c.feeBps)} %`,
          },
          { key: 'payer', header: t('channels.feePayer'), cell: (c) => t(`channels.feePayers.${c.feePayer}`) },
          {
            key: 'enabled',
            header: tAdmin('fields.status'),
            cell: (c) => (
              <label className="settings-inline-switch">
                <RowSwitch
                  checked={c.enabled}
                  disabled={change.isPending}
                  label={t('channels.enabledLabel')}
                  onChange={(enabled) => change.mutate([{ id: c.id, body: { enabled } }])}
                  testId={`channel-${c.id}-enabled`}
                />
                <span className={c.enabled ? 'admin-badge admin-badge--good' : 'admin-badge'}>
                  {c.enabled ? t('states.enabled') : t('states.disabled')}
                </span>
              </label>
            ),
          },
          editColumn,
        ]}
      />
      {editing && (
        <ChannelForm
          channel={editing === 'new' ? null : editing}
          decimals={money.decimals}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
