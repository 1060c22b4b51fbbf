import { APPROVAL_STATUSES } from '@portal/shared/contracts/operators';
import { PageHeader } from '../ui/page-header';
import { numericId } from '../ui/queue-params';
import { QueueTable } from '../ui/queue-table';
import { useQueue } from '../ui/queue-table-props';
import { ApprovalDetail } from './approval-detail';
import { ApprovalStatus } from './money-labels';
import { PAGE_SIZE, useApprovals, type ApprovalView } from './money-api';
import { useMoneyText } from './money-format';
import { StatusFilterBar } from './queue-filters';
import './money.css';

const DEFAULTS = { status: 'pending' };

/**
 * Four-eyes requests: money actions above the limit that wait for a second operator (finance for
 * adjustments, withdrawals and bank transfers; lottery for corrections and cancels).
 */
export default function ApprovalsPage() {
  const { t, ta, amount, when } = useMoneyText();
  const { q, table } = useQueue('admin-money', DEFAULTS, useApprovals, { pageSize: PAGE_SIZE });
  const openId = numericId(q.open);

  return (
    <>
      <PageHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <StatusFilterBar queue={q} statuses={APPROVAL_STATUSES} label={(s) => t(`approvals.status.${s}`)} />
      <QueueTable<ApprovalView>
        testId="approvals-table"
        openId={(row) => String(row.id)}
        openButton={{ label: t('details'), testId: (row) => `approval-open-${row.id}` }}
        {...table}
        rowKey={(row) => row.id}
        empty={t('approvals.empty')}
        columns={[
          { key: 'id', header: '#', cell: (row) => row.id },
          { key: 'created', header: ta('fields.createdAt'), cell: (row) => when(row.createdAt) },
          { key: 'kind', header: t('approvals.kind'), cell: (row) => t(`approvals.kinds.${row.kind}`) },
          { key: 'subject', header: t('approvals.subject'), cell: (row) => <code>{row.subject}</code> },
          {
            key: 'amount',
            header: ta('fields.amount'),
            numeric: true,
            cell: (row) => `${amount(row.amount)} ${row.currency ?? ''}`.trim(),
          },
          {
            key: 'requested',
            header: t('approvals.requestedBy'),
            cell: (row) => (
              <span className="money-badges">
                {row.requestedByName}
                {row.mine && <span className="admin-badge">{t('approvals.you')}</span>}
              </span>
            ),
          },
          { key: 'status', header: ta('fields.status'), cell: (row) => <ApprovalStatus status={row.status} /> },
          { key: 'decided', header: t('approvals.decidedBy'), cell: (row) => row.decidedByName ?? '—' },
        ]}
      />
      {openId !== null && <ApprovalDetail id={openId} onClose={() => q.setOpen(null)} />}
    </>
  );
}
