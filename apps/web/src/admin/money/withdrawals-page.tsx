import { useTranslation } from 'react-i18next';
import { CONFIRMATIONS, WITHDRAWAL_STATUSES } from '@portal/shared/contracts/withdrawals';
import { Button } from '../../ui/button';
import { DataTable, Pager } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { ConfirmationStatus, WaitingBadge, WithdrawalStatus } from './money-labels';
import { PAGE_SIZE, useWithdrawals, type AdminWithdrawal } from './money-api';
import { useAmount, useDateTime } from './money-format';
import { ExportButton, QueueFilters, SelectFilter } from './queue-filters';
import { dayRange, useQueueParams } from './queue-params';
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
  const filters = {
    status: status || undefined,
    confirmation: confirmation || undefined,
    member: member || undefined,
    ...dayRange(from, to),
  };
  const list = useWithdrawals({ ...filters, page: q.page, pageSize: PAGE_SIZE });
  const all = { value: '', label: ta('fields.all') };
  const openId = q.open && /^\d+$/.test(q.open) ? Number(q.open) : null;

  return (
    <>
      <PageHeader
        title={t('withdrawals.title')}
        subtitle={t('withdrawals.subtitle')}
        actions={<ExportButton path="/admin/api/withdrawals" query={filters} filename="withdrawals.csv" />}
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
          options={[all, ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`withdrawals.status.${s}`) }))]}
          testId="filter-status"
        />
        <SelectFilter
          label={t('withdrawals.confirmationLabel')}
          value={confirmation}
          onChange={(value) => q.setFilters({ confirmation: value })}
          options={[all, ...CONFIRMATIONS.map((c) => ({ value: c, label: t(`withdrawals.confirmation.${c}`) }))]}
          testId="filter-confirmation"
        />
      </QueueFilters>
      {list.isError && (
        <p className="admin-error" role="alert">
          {t('loadFailed', { message: list.error.message })}
        </p>
      )}
      <DataTable<AdminWithdrawal>
        testId="withdrawals-table"
        rows={list.data?.items}
        loading={list.isLoading}
        rowKey={(row) => row.id}
        empty={t('empty')}
        onRowClick={(row) => q.setOpen(String(row.id))}
        columns={[
          { key: 'created', header: ta('fields.createdAt'), cell: (row) => when(row.createdAt) },
          { key: 'id', header: t('withdrawals.id'), cell: (row) => `#${row.id}` },
          {
            key: 'member',
            header: ta('fields.member'),
            cell: (row) => (
              <span className="money-member">
                {row.username} <small className="admin-muted">#{row.memberId}</small>
              </span>
            ),
          },
          { key: 'amount', header: ta('fields.amount'), numeric: true, cell: (row) => amount(row.amount) },
          { key: 'bank', header: t('withdrawals.bank'), cell: (row) => `${row.bankName} · ${row.accountHolder}` },
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
          {
            key: 'open',
            header: '',
            cell: (row) => (
              <Button size="sm" onClick={() => q.setOpen(String(row.id))} data-testid={`withdrawal-open-${row.id}`}>
                {t('details')}
              </Button>
            ),
          },
        ]}
      />
      {list.data && list.data.total > 0 && (
        <Pager page={q.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={q.setPage} />
      )}
      {openId !== null && <WithdrawalDetail id={openId} onClose={() => q.setOpen(null)} />}
    </>
  );
}
