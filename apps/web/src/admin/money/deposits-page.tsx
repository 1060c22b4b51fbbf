import { useTranslation } from 'react-i18next';
import { CHANNEL_TYPES, DEPOSIT_STATUSES } from '@portal/shared/contracts/deposits';
import { Button } from '../../ui/button';
import { DataTable, Pager } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { DepositDetail } from './deposit-detail';
import { DepositStatus, WaitingBadge } from './money-labels';
import { PAGE_SIZE, useDeposits, type AdminDeposit } from './money-api';
import { useAmount, useDateTime } from './money-format';
import { ExportButton, QueueFilters, SelectFilter } from './queue-filters';
import { dayRange, useQueueParams } from './queue-params';
import './money.css';

/** The review queue first: pending bank transfers. */
const DEFAULTS = { status: 'pending', channelType: 'bank_transfer', member: '', from: '', to: '' };

/** Deposit orders: the bank transfers to approve or reject with their proof, and every other order. */
export default function DepositsPage() {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const amount = useAmount();
  const when = useDateTime();
  const q = useQueueParams(DEFAULTS);
  const { status, channelType, member, from, to } = q.values;
  const filters = {
    status: status || undefined,
    channelType: channelType || undefined,
    member: member || undefined,
    ...dayRange(from, to),
  };
  const list = useDeposits({ ...filters, page: q.page, pageSize: PAGE_SIZE });
  const all = { value: '', label: ta('fields.all') };

  return (
    <>
      <PageHeader
        title={t('deposits.title')}
        subtitle={t('deposits.subtitle')}
        actions={<ExportButton path="/admin/api/deposits" query={filters} filename="deposits.csv" />}
      />
      <QueueFilters
        key={`${member}|${from}|${to}`}
        applied={{ member, from, to }}
        onApply={(applied) => q.setFilters(applied)}
        onReset={q.reset}
      >
        <SelectFilter
          label={ta('fields.status')}
          value={status}
          onChange={(value) => q.setFilters({ status: value })}
          options={[all, ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`deposits.status.${s}`) }))]}
          testId="filter-status"
        />
        <SelectFilter
          label={t('deposits.channelType')}
          value={channelType}
          onChange={(value) => q.setFilters({ channelType: value })}
          options={[all, ...CHANNEL_TYPES.map((c) => ({ value: c, label: t(`deposits.channel.${c}`) }))]}
          testId="filter-channel-type"
        />
      </QueueFilters>
      {list.isError && (
        <p className="admin-error" role="alert">
          {t('loadFailed', { message: list.error.message })}
        </p>
      )}
      <DataTable<AdminDeposit>
        testId="deposits-table"
        rows={list.data?.items}
        loading={list.isLoading}
        rowKey={(row) => row.orderId}
        empty={t('empty')}
        onRowClick={(row) => q.setOpen(row.orderId)}
        columns={[
          { key: 'created', header: ta('fields.createdAt'), cell: (row) => when(row.createdAt) },
          { key: 'order', header: t('deposits.orderId'), cell: (row) => <code>{row.orderId}</code> },
          {
            key: 'member',
            header: ta('fields.member'),
            cell: (row) => (
              <span className="money-member">
                {row.username} <small className="admin-muted">#{row.memberId}</small>
              </span>
            ),
          },
          { key: 'channel', header: t('deposits.channelName'), cell: (row) => row.channelName },
          { key: 'amount', header: ta('fields.amount'), numeric: true, cell: (row) => amount(row.amount) },
          { key: 'reference', header: t('deposits.reference'), cell: (row) => row.reference ?? '—' },
          {
            key: 'proof',
            header: t('proof.title'),
            cell: (row) =>
              row.proof ? (
                <span className="admin-badge admin-badge--good">{t('proof.attached')}</span>
              ) : row.channelType === 'bank_transfer' ? (
                <span className="admin-muted">{t('proof.none')}</span>
              ) : (
                '—'
              ),
          },
          {
            key: 'status',
            header: ta('fields.status'),
            cell: (row) => (
              <span className="money-badges">
                <DepositStatus status={row.status} />
                {row.pendingApprovalId !== null && <WaitingBadge />}
              </span>
            ),
          },
          {
            key: 'open',
            header: '',
            cell: (row) => (
              <Button size="sm" onClick={() => q.setOpen(row.orderId)} data-testid={`deposit-open-${row.orderId}`}>
                {t('details')}
              </Button>
            ),
          },
        ]}
      />
      {list.data && list.data.total > 0 && (
        <Pager page={q.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={q.setPage} />
      )}
      {q.open && <DepositDetail orderId={q.open} onClose={() => q.setOpen(null)} />}
    </>
  );
}
