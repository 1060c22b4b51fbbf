import { CONFIRMATIONS, WITHDRAWAL_STATUSES } from '@portal/shared/contracts/withdrawals';
import { PageHeader } from '../ui/page-header';
import { datedQuery, numericId } from '../ui/queue-params';
import { QueueTable } from '../ui/queue-table';
import { useQueue } from '../ui/queue-table-props';
import { SelectFilter, withAll } from '../ui/select-filter';
import { StatusSelect } from '../ui/status-select';
import { ConfirmationStatus, MemberCell, StatusBadges, WithdrawalStatus } from './money-labels';
import { PAGE_SIZE, useWithdrawals, type AdminWithdrawal } from './money-api';
import { useMoneyText } from './money-format';
import { ExportButton, QueueFilters } from './queue-filters';
import { WithdrawalDetail } from './withdrawal-detail';
import './money.css';

/** The queue first: withdrawals still in process. */
const DEFAULTS = { status: 'in_process', confirmation: '', member: '', from: '', to: '' };

/** Withdrawals: approve (four-eyes above the limit) or reject with a reason, payout proofs, receipts. */
export default function WithdrawalsPage() {
  const { t, ta, amount, when } = useMoneyText();
  const { q, filters, table } = useQueue('admin-money', DEFAULTS, useWithdrawals, {
    pageSize: PAGE_SIZE,
    toQuery: datedQuery,
  });
  const openId = numericId(q.open);

  return (
    <>
      <PageHeader
        title={t('withdrawals.title')}
        subtitle={t('withdrawals.subtitle')}
        actions={<ExportButton path="/admin/api/withdrawals" query={filters} filename="withdrawals.csv" />}
      />
      <QueueFilters queue={q}>
        <StatusSelect queue={q} statuses={WITHDRAWAL_STATUSES} label={(s) => t(`withdrawals.status.${s}`)} />
        <SelectFilter
          label={t('withdrawals.confirmationLabel')}
          value={q.values.confirmation}
          onChange={(value) => q.setFilters({ confirmation: value })}
          options={withAll(ta('fields.all'), CONFIRMATIONS, (c) => t(`withdrawals.confirmation.${c}`))}
          testId="filter-confirmation"
        />
      </QueueFilters>
      <QueueTable<AdminWithdrawal>
        testId="withdrawals-table"
        openId={(row) => String(row.id)}
        openButton={{ label: t('details'), testId: (row) => `withdrawal-open-${row.id}` }}
        {...table}
        rowKey={(row) => row.id}
        empty={t('empty')}
        columns={[
          { key: 'created', header: ta('fields.createdAt'), cell: (row) => when(row.createdAt) },
          { key: 'id', header: t('withdrawals.id'), cell: (row) => `#${row.id}` },
          { key: 'member', header: ta('fields.member'), cell: (row) => <MemberCell {...row} /> },
          { key: 'amount', header: ta('fields.amount'), numeric: true, cell: (row) => amount(row.amount) },
          {
            key: 'bank',
            header: t('withdrawals.bank'),
            cell: (row) =>
              `${row.pixKeyType ? `PIX ${t(`withdrawals.pixTypes.${row.pixKeyType}`)}` : row.bankName} · ${row.accountHolder}`,
          },
          {
            key: 'status',
            header: ta('fields.status'),
            cell: (row) => (
              <StatusBadges waitingFor={row.pendingApprovalId}>
                <WithdrawalStatus status={row.status} />
                <ConfirmationStatus confirmation={row.confirmation} />
              </StatusBadges>
            ),
          },
          { key: 'proofs', header: t('withdrawals.proofs'), numeric: true, cell: (row) => row.proofs.length || '—' },
        ]}
      />
      {openId !== null && <WithdrawalDetail id={openId} onClose={() => q.setOpen(null)} />}
    </>
  );
}
