import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HELD_WIN_STATUSES, type HeldWin, type HeldWinDecision } from '@portal/shared/contracts/held-wins';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { adminApi } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { chosen, useQueueParams } from '../ui/queue-params';
import { QueueTable } from '../ui/queue-table';
import { useQueueTableProps } from '../ui/queue-table-props';
import { DecisionDialog } from './decision-dialog';
import { HeldWinStatus, WaitingBadge } from './money-labels';
import { MONEY_KEY, PAGE_SIZE, useHeldWins } from './money-api';
import { useAmount, useDateTime } from './money-format';
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
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const amount = useAmount();
  const when = useDateTime();
  const q = useQueueParams(DEFAULTS);
  const table = useQueueTableProps(
    'admin-money',
    q,
    useHeldWins({ ...chosen(q.values), page: q.page, pageSize: PAGE_SIZE }),
    PAGE_SIZE,
  );
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [notice, setNotice] = useState('');
  const decide = useMutation({
    // A rejection answers the win itself; a release, the win or the approval it waits for.
    mutationFn: async ({ win, action, reason }: Deciding & { reason: string }): Promise<number | null> => {
      if (action === 'reject') {
        await adminApi<HeldWin>(`/admin/api/held-wins/${win.id}/reject`, { method: 'POST', body: { reason } });
        return null;
      }
      const answer = await adminApi<HeldWinDecision>(`/admin/api/held-wins/${win.id}/release`, { method: 'POST' });
      return answer.status === 'pending' ? answer.approval.id : null;
    },
    onSuccess: async (approvalId, { action }) => {
      setNotice(
        approvalId !== null
          ? t('fourEyes.filed', { id: approvalId })
          : t(action === 'release' ? 'heldWins.released' : 'heldWins.rejected'),
      );
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: MONEY_KEY });
    },
  });
  const close = () => {
    decide.reset();
    setDeciding(null);
  };

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
              <span className="money-badges">
                <HeldWinStatus status={row.status} />
                {row.pendingApprovalId !== null && <WaitingBadge />}
              </span>
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
                    onClick={() => setDeciding({ win: row, action: 'release' })}
                    data-testid={`held-win-release-${row.id}`}
                  >
                    {t('heldWins.release')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setDeciding({ win: row, action: 'reject' })}
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
              {decide.error && (
                <span className="admin-error" role="alert">
                  {' '}
                  {decide.error.message}
                </span>
              )}
            </>
          }
          confirmLabel={t('heldWins.release')}
          cancelLabel={ta('actions.cancel')}
          busy={decide.isPending}
          onConfirm={() => decide.mutate({ ...deciding, reason: '' })}
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
          busy={decide.isPending}
          error={decide.error}
          onConfirm={(reason) => decide.mutate({ ...deciding, reason })}
          onClose={close}
        />
      )}
    </>
  );
}
