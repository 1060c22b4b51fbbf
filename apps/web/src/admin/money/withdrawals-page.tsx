import { useTranslation } from 'react-i18next';
import { CONFIRMATIONS, WITHDRAWAL_STATUSES } from '@portal/shared/contracts/withdrawals';
import { PageHeader } from '../ui/page-header';
import { chosen, dayRange, numericId, useQueueParams } from '../ui/queue-params';
import { QueueTable } from '../ui/queue-table';
import { useQueueTableProps } from '../ui/queue-table-props';
import { SelectFilter, withAll } from '../ui/select-filter';
import { StatusSelect } from '../ui/status-select';
import { ConfirmationStatus, MemberCell, WaitingBadge, WithdrawalStatus } from './money-labels';
import { PAGE_SIZE, useWithdrawals, type AdminWithdrawal } from './money-api';
import { useAmount, useDateTime } from './money-format';
import { ExportButton, QueueFilters } from './queue-filters';
import { WithdrawalDetail } from './withdrawal-detail';
import './money.css';

/** The queue first: withdrawals still in process. */
const DEFAULTS = { status: 'in_process', confirmation: '', member: '', from: '', to: '' };

/** Withdrawals: approve (four-eyes above the limit) or reject with a reason, payout proofs, receipts. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const amount = useAmount();
  const when = useDateTime();
  const q = useQueueParams(DEFAULTS);
  const { status, confirmation, member, from, to } = q.values;
  const filters = { ...chosen({ status, confirmation, member }), ...dayRange(from, to) };
  const table = useQueueTableProps(
    'admin-money',
    q,
    useWithdrawals({ ...filters, page: q.page, pageSize: PAGE_SIZE }),
    PAGE_SIZE,
  );
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
          value={confirmation}
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
              <span className="money-badges">
                <WithdrawalStatus status={row.status} />
                <ConfirmationStatus confirmation={row.confirmation} />
                {row.pendingApprovalId !== null && <WaitingBadge />}
              </span>
            ),
          },
          { key: 'proofs', header: t('withdrawals.proofs'), numeric: true, cell: (row) => row.proofs.length || '—' },
        ]}
      />
      {openId !== null && <WithdrawalDetail id={openId} onClose={() => q.setOpen(null)} />}
    </>
  );
}
