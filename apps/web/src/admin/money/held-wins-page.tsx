import { HELD_WIN_STATUSES, type HeldWin, type HeldWinDecision } from '@portal/shared/contracts/held-wins';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { adminApi } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { QueueTable } from '../ui/queue-table';
import { useQueue } from '../ui/queue-table-props';
import { useRecordAction } from '../ui/use-record-action';
import { DecisionDialog } from './decision-dialog';
import { HeldWinStatus, StatusBadges } from './money-labels';
import { MONEY_KEY, PAGE_SIZE, useHeldWins } from './money-api';
import { useMoneyText } from './money-format';
import { StatusFilterBar } from './queue-filters';
import './money.css';

const DEFAULTS = { status: 'held' };

type Deciding = { win: HeldWin; action: 'release' | 'reject' };

/**
 * Provider wins held past their vendor's cap per round (decision 038): finance releases one to
 * the member's main wallet (a second operator approves above the four-eyes limit) or rejects it
 * back to the house with a reason.
 */
export default function HeldWinsPage() {
  const { t, ta, amount, when } = useMoneyText();
  const { q, table } = useQueue('admin-money', DEFAULTS, useHeldWins, { pageSize: PAGE_SIZE });
  const {
    dialog: deciding,
    open,
    close,
    detail: { notice },
    mutation,
  } = useRecordAction<Deciding, Deciding & { reason: string }, number | null>({
    queryKey: MONEY_KEY,
    // A rejection answers the win itself; a release, the win or the approval it waits for.
    call: async ({ win, action, reason }) => {
      if (action === 'reject') {
        await adminApi<HeldWin>(`/admin/api/held-wins/${win.id}/reject`, { method: 'POST', body: { reason } });
        return null;
      }
      const answer = await adminApi<HeldWinDecision>(`/admin/api/held-wins/${win.id}/release`, { method: 'POST' });
      return answer.status === 'pending' ? answer.approval.id : null;
    },
    notice: (approvalId, { action }) =>
      approvalId !== null
        ? t('fourEyes.filed', { id: approvalId })
        : t(action === 'release' ? 'heldWins.released' : 'heldWins.rejected'),
  });

  return (
    <>
      <PageHeader title={t('heldWins.title')} subtitle={t('heldWins.subtitle')} />
      <StatusFilterBar queue={q} statuses={HELD_WIN_STATUSES} label={(s) => t(`heldWins.status.${s}`)} />
      {notice && (
        <p className="admin-callout" role="status" data-testid="money-notice">
          {notice}
        </p>
      )}
      <QueueTable<HeldWin>
        testId="held-wins-table"
        {...table}
        rowKey={(row) => row.id}
        empty={t('heldWins.empty')}
        columns={[
          { key: 'id', header: '#', cell: (row) => row.id },
          { key: 'created', header: ta('fields.createdAt'), cell: (row) => when(row.createdAt) },
          { key: 'member', header: t('heldWins.member'), cell: (row) => row.username },
          { key: 'vendor', header: t('heldWins.vendor'), cell: (row) => row.vendor },
          { key: 'round', header: t('heldWins.round'), cell: (row) => <code>{row.roundId}</code> },
          {
            key: 'amount',
            header: ta('fields.amount'),
            numeric: true,
            cell: (row) => `${amount(row.amount)} ${row.currency}`,
          },
          {
            key: 'status',
            header: ta('fields.status'),
            cell: (row) => (
              <StatusBadges waitingFor={row.pendingApprovalId}>
                <HeldWinStatus status={row.status} />
              </StatusBadges>
            ),
          },
          { key: 'decided', header: t('heldWins.decidedBy'), cell: (row) => row.decidedBy ?? '—' },
          {
            key: 'actions',
            header: '',
            cell: (row) =>
              row.status === 'held' && row.pendingApprovalId === null ? (
                <span className="money-badges">
                  <Button
                    size="sm"
                    variant="primary"
                    onClick={() => open({ win: row, action: 'release' })}
                    data-testid={`held-win-release-${row.id}`}
                  >
                    {t('heldWins.release')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => open({ win: row, action: 'reject' })}
                    data-testid={`held-win-reject-${row.id}`}
                  >
                    {t('heldWins.reject')}
                  </Button>
                </span>
              ) : (
                (row.reason ?? '')
              ),
          },
        ]}
      />
      {deciding?.action === 'release' && (
        <ConfirmDialog
          open
          title={t('heldWins.releaseTitle')}
          message={
            <>
              {t('heldWins.releaseText', {
                amount: `${amount(deciding.win.amount)} ${deciding.win.currency}`,
                username: deciding.win.username,
              })}
              {mutation.error && (
                <span className="admin-error" role="alert">
                  {' '}
                  {mutation.error.message}
                </span>
              )}
            </>
          }
          confirmLabel={t('heldWins.release')}
          cancelLabel={ta('actions.cancel')}
          busy={mutation.isPending}
          onConfirm={() => mutation.mutate({ ...deciding, reason: '' })}
          onCancel={close}
        />
      )}
      {deciding?.action === 'reject' && (
        <DecisionDialog
          testId="held-win-dialog"
          title={t('heldWins.rejectTitle')}
          message={t('heldWins.rejectText', {
            amount: `${amount(deciding.win.amount)} ${deciding.win.currency}`,
            username: deciding.win.username,
          })}
          textLabel={t('heldWins.reason')}
          required
          tone="danger"
          confirmLabel={t('heldWins.reject')}
          busy={mutation.isPending}
          error={mutation.error}
          onConfirm={(reason) => mutation.mutate({ ...deciding, reason })}
          onClose={close}
        />
      )}
    </>
  );
}
