import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUSES } from '@portal/shared/contracts/operators';
import { Button } from '../../ui/button';
import { DataTable, Pager } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { ApprovalDetail } from './approval-detail';
import { ApprovalStatus } from './money-labels';
import { PAGE_SIZE, useApprovals, type ApprovalView } from './money-api';
import { useAmount, useDateTime } from './money-format';
import { SelectFilter } from './queue-filters';
import { useQueueParams } from './queue-params';
import './money.css';

const DEFAULTS = { status: 'pending' };

/**
 * Four-eyes requests: money actions above the limit that wait for a second operator (finance for
 * adjustments, withdrawals and bank transfers; lottery for corrections and cancels).
 */
export default function ApprovalsPage() {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const amount = useAmount();
  const when = useDateTime();
  const q = useQueueParams(DEFAULTS);
  const list = useApprovals({ status: q.values.status || undefined, page: q.page, pageSize: PAGE_SIZE });
  const openId = q.open && /^\d+$/.test(q.open) ? Number(q.open) : null;

  return (
    <>
      <PageHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <div className="admin-filters money-filters" data-testid="money-filters">
        <SelectFilter
          label={ta('fields.status')}
          value={q.values.status}
          onChange={(value) => q.setFilters({ status: value })}
          options={[
            { value: '', label: ta('fields.all') },
            ...APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`approvals.status.${s}`) })),
          ]}
          testId="filter-status"
        />
      </div>
      {list.isError && (
        <p className="admin-error" role="alert">
          {t('loadFailed', { message: list.error.message })}
        </p>
      )}
      <DataTable<ApprovalView>
        testId="approvals-table"
        rows={list.data?.items}
        loading={list.isLoading}
        rowKey={(row) => row.id}
        empty={t('approvals.empty')}
        onRowClick={(row) => q.setOpen(String(row.id))}
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
          {
            key: 'open',
            header: '',
            cell: (row) => (
              <Button size="sm" onClick={() => q.setOpen(String(row.id))} data-testid={`approval-open-${row.id}`}>
                {t('details')}
              </Button>
            ),
          },
        ]}
      />
      {list.data && list.data.total > 0 && (
        <Pager page={q.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={q.setPage} />
      )}
      {openId !== null && <ApprovalDetail id={openId} onClose={() => q.setOpen(null)} />}
    </>
  );
}
