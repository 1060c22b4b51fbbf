import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailModal } from '../ui/detail-modal';
import { adminApi } from '../lib/admin-api';
import { useRecordAction } from '../ui/use-record-action';
import { DecisionDialog } from './decision-dialog';
import { ApprovalStatus } from './money-labels';
import { MONEY_KEY, useApproval, type ApprovalView } from './money-api';
import { useMoneyText } from './money-format';

type Decision = 'approve' | 'reject';
type Decide = { decision: Decision; reason?: string };

/** A stored value as the detail shows it: text as is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Where the record a request is about is reviewed in the console, if it has a page. */
function recordLink(approval: ApprovalView): string | null {
  const payload = approval.payload;
  if (approval.kind === 'withdrawal_approval' && typeof payload.withdrawalId === 'number') {
    return `/withdrawals?open=${payload.withdrawalId}&status=`;
  }
  if (approval.kind === 'deposit_approval' && typeof payload.orderId === 'string') {
    return `/deposits?open=${encodeURIComponent(payload.orderId)}&status=&channelType=`;
  }
  const aboutMember = [
    'adjustment',
    'two_step_unbind',
    'turnover_reset',
    'upline_move',
    'agent_contract_offer',
    'points_grant',
  ];
  if (aboutMember.includes(approval.kind) && typeof payload.memberId === 'number')
    return `/members/${payload.memberId}`;
  if (approval.kind === 'held_win_release') return '/held-wins?status=held';
  return null;
}

/**
 * One four-eyes request: what it would do (its payload), who asked, and approve / reject with a
 * reason. The requester cannot approve their own request (the server refuses it too), only
 * withdraw it.
 */
export function ApprovalDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, ta, amount, when } = useMoneyText();
  const approval = useApproval(id);
  const { dialog, open, close, detail, mutation } = useRecordAction<Decision, Decide, ApprovalView>({
    queryKey: MONEY_KEY,
    call: ({ decision, reason }) =>
      adminApi<ApprovalView>(`/admin/api/approvals/${id}/${decision}`, {
        method: 'POST',
        ...(decision === 'reject' ? { body: reason ? { reason } : {} } : {}),
      }),
    notice: (answer) => (answer.status === 'approved' ? t('approvals.approved') : t('approvals.rejected')),
    // The approve confirm dialog shows no error: it closes, and the detail shows the refusal.
    closesOnError: ({ decision }) => decision === 'approve',
  });

  const a = approval.data;
  const link = a ? recordLink(a) : null;
  return (
    <DetailModal
      title={t('approvals.detailTitle', { id })}
      testId="approval-detail"
      record={approval}
      loadFailed={(message) => t('loadFailed', { message })}
      onClose={onClose}
      {...detail}
      noticeTestId="money-notice"
      failureTestId="approval-error"
      dialogs={
        <>
          {a && dialog === 'approve' && (
            <ConfirmDialog
              open
              title={t('approvals.approveTitle')}
              message={t('approvals.approveText', { kind: t(`approvals.kinds.${a.kind}`), amount: amount(a.amount) })}
              confirmLabel={ta('actions.approve')}
              cancelLabel={ta('actions.cancel')}
              busy={mutation.isPending}
              onConfirm={() => mutation.mutate({ decision: 'approve' })}
              onCancel={close}
            />
          )}
          {a && dialog === 'reject' && (
            <DecisionDialog
              title={a.mine ? t('approvals.withdraw') : t('approvals.rejectTitle')}
              message={a.mine ? t('approvals.withdrawText') : t('approvals.rejectText')}
              textLabel={ta('fields.reason')}
              required={!a.mine}
              tone="danger"
              confirmLabel={a.mine ? t('approvals.withdraw') : ta('actions.reject')}
              busy={mutation.isPending}
              error={mutation.error}
              onConfirm={(reason) => mutation.mutate({ decision: 'reject', reason })}
              onClose={close}
              testId="approval-reject-dialog"
            />
          )}
        </>
      }
    >
      {(a) => (
        <>
          <div className="money-badges">
            <ApprovalStatus status={a.status} />
          </div>
          <dl className="admin-dl">
            <dt>{t('approvals.kind')}</dt>
            <dd>{t(`approvals.kinds.${a.kind}`)}</dd>
            <dt>{t('approvals.subject')}</dt>
            <dd>
              <code>{a.subject}</code> {link && <Link to={link}>{t('approvals.openRecord')}</Link>}
            </dd>
            <dt>{ta('fields.amount')}</dt>
            <dd data-testid="approval-amount">{`${amount(a.amount)} ${a.currency ?? ''}`.trim()}</dd>
            <dt>{t('approvals.requestedBy')}</dt>
            <dd>
              {a.requestedByName} <span className="admin-muted">{when(a.createdAt)}</span>
            </dd>
            <dt>{t('approvals.decidedBy')}</dt>
            <dd>
              {a.decidedByName ?? '—'} {a.decidedAt && <span className="admin-muted">{when(a.decidedAt)}</span>}
            </dd>
            {a.rejectReason && (
              <>
                <dt>{ta('fields.reason')}</dt>
                <dd>{a.rejectReason}</dd>
              </>
            )}
          </dl>
          <StoredValues title={t('approvals.payload')} values={a.payload} testId="approval-payload" />
          {a.result && <StoredValues title={t('approvals.result')} values={a.result} />}
          {a.status === 'pending' && (
            <>
              {a.mine && (
                <p className="admin-callout admin-callout--warn" data-testid="approval-own">
                  {t('approvals.own')}
                </p>
              )}
              <div className="admin-actions admin-detail__actions">
                {!a.mine && (
                  <Button variant="primary" onClick={() => open('approve')} data-testid="approval-approve">
                    {ta('actions.approve')}
                  </Button>
                )}
                <Button variant="danger" onClick={() => open('reject')} data-testid="approval-reject">
                  {a.mine ? t('approvals.withdraw') : ta('actions.reject')}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </DetailModal>
  );
}

/** A request's stored payload or result: each key and its value. */
function StoredValues({ title, values, testId }: { title: string; values: Record<string, unknown>; testId?: string }) {
  return (
    <section className="money-section">
      <h3>{title}</h3>
      <dl className="admin-dl" data-testid={testId}>
        {Object.entries(values).map(([key, value]) => (
          <div key={key} className="money-dl-row">
            <dt>{key}</dt>
            <dd>{shown(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
