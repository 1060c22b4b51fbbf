import { CHANNEL_TYPES, DEPOSIT_STATUSES } from '@portal/shared/contracts/deposits';
import { PageHeader } from '../ui/page-header';
import { datedQuery } from '../ui/queue-params';
import { QueueTable } from '../ui/queue-table';
import { useQueue } from '../ui/queue-table-props';
import { SelectFilter, withAll } from '../ui/select-filter';
import { StatusSelect } from '../ui/status-select';
import { DepositDetail } from './deposit-detail';
import { DepositStatus, MemberCell, StatusBadges } from './money-labels';
import { PAGE_SIZE, useDeposits, type AdminDeposit } from './money-api';
import { useMoneyText } from './money-format';
import { ExportButton, QueueFilters } from './queue-filters';
import './money.css';

/** The review queue first: pending bank transfers. */
const DEFAULTS = { status: 'pending', channelType: 'bank_transfer', member: '', from: '', to: '' };

/** Deposit orders: the bank transfers to approve or reject with their proof, and every other order. */
export default function DepositsPage() {
  const { t, ta, amount, when } = useMoneyText();
  const { q, filters, table } = useQueue('admin-money', DEFAULTS, useDeposits, {
    pageSize: PAGE_SIZE,
    toQuery: datedQuery,
  });

  return (
    <>
      <PageHeader
        title={t('deposits.title')}
        subtitle={t('deposits.subtitle')}
        actions={<ExportButton path="/admin/api/deposits" query={filters} filename="deposits.csv" />}
      />
      <QueueFilters queue={q}>
        <StatusSelect queue={q} statuses={DEPOSIT_STATUSES} label={(s) => t(`deposits.status.${s}`)} />
        <SelectFilter
          label={t('deposits.channelType')}
          value={q.values.channelType}
          onChange={(value) => q.setFilters({ channelType: value })}
          options={withAll(ta('fields.all'), CHANNEL_TYPES, (c) => t(`deposits.channel.${c}`))}
          testId="filter-channel-type"
        />
      </QueueFilters>
      <QueueTable<AdminDeposit>
        testId="deposits-table"
        openId={(row) => row.orderId}
        openButton={{ label: t('details'), testId: (row) => `deposit-open-${row.orderId}` }}
        {...table}
        rowKey={(row) => row.orderId}
        empty={t('empty')}
        columns={[
          { key: 'created', header: ta('fields.createdAt'), cell: (row) => when(row.createdAt) },
          { key: 'order', header: t('deposits.orderId'), cell: (row) => <code>{row.orderId}</code> },
          { key: 'member', header: ta('fields.member'), cell: (row) => <MemberCell {...row} /> },
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
              <StatusBadges waitingFor={row.pendingApprovalId}>
                <DepositStatus status={row.status} />
              </StatusBadges>
            ),
          },
        ]}
      />
      {q.open && <DepositDetail orderId={q.open} onClose={() => q.setOpen(null)} />}
    </>
  );
}
