import { Button } from '../../ui/button';
import { DetailModal } from '../ui/detail-modal';
import { adminApi } from '../lib/admin-api';
import { useRecordAction } from '../ui/use-record-action';
import { DecisionDialog } from './decision-dialog';
import { DepositStatus, StatusBadges, WaitingNote } from './money-labels';
import { isPendingApproval, MONEY_KEY, useDeposit, type AdminDeposit, type PendingApproval } from './money-api';
import { useMoneyText } from './money-format';
import { ProofImage } from './proof-image';

type Decision = 'approve' | 'reject';
type Decide = { decision: Decision; text: string };
type Answer = AdminDeposit | PendingApproval;

/** One deposit order: every field, the bank transfer's proof, and approve / reject while it waits. */
export function DepositDetail({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t, ta, amount, when } = useMoneyText();
  const deposit = useDeposit(orderId);
  const { dialog, open, close, detail, mutation } = useRecordAction<Decision, Decide, Answer>({
    queryKey: MONEY_KEY,
    call: ({ decision, text }) =>
      adminApi<Answer>(`/admin/api/deposits/${encodeURIComponent(orderId)}/${decision}`, {
        method: 'POST',
        body: text ? { note: text } : {},
      }),
    notice: (answer, { decision }) =>
      isPendingApproval(answer)
        ? t('fourEyes.filed', { id: answer.id })
        : decision === 'approve'
          ? t('deposits.approved')
          : t('deposits.rejected'),
  });

  const d = deposit.data;
  const reviewable = d?.status === 'pending' && d.channelType === 'bank_transfer';
  return (
    <DetailModal
      title={t('deposits.detailTitle', { orderId })}
      testId="deposit-detail"
      record={deposit}
      loadFailed={(message) => t('loadFailed', { message })}
      onClose={onClose}
      {...detail}
      noticeTestId="money-notice"
      dialogs={
        <>
          {dialog && d && (
            <DecisionDialog
              title={dialog === 'approve' ? t('deposits.approveTitle') : t('deposits.rejectTitle')}
              message={
                dialog === 'approve'
                  ? t('deposits.approveText', { amount: amount(d.credit), username: d.username })
                  : t('deposits.rejectText', { username: d.username })
              }
              textLabel={dialog === 'approve' ? t('deposits.noteOptional') : ta('fields.reason')}
              required={dialog === 'reject'}
              tone={dialog === 'approve' ? 'primary' : 'danger'}
              confirmLabel={dialog === 'approve' ? ta('actions.approve') : ta('actions.reject')}
              busy={mutation.isPending}
              error={mutation.error}
              onConfirm={(text) => mutation.mutate({ decision: dialog, text })}
              onClose={close}
              testId={`deposit-${dialog}-dialog`}
            />
          )}
        </>
      }
    >
      {(d) => (
        <>
          <StatusBadges waitingFor={d.pendingApprovalId}>
            <DepositStatus status={d.status} />
          </StatusBadges>
          <WaitingNote approvalId={d.pendingApprovalId} />
          <dl className="admin-dl">
            <dt>{ta('fields.member')}</dt>
            <dd>
              {d.username} <span className="admin-muted">#{d.memberId}</span>
            </dd>
            <dt>{t('deposits.channelName')}</dt>
            <dd>
              {d.channelName} <span className="admin-muted">({t(`deposits.channel.${d.channelType}`)})</span>
            </dd>
            <dt>{ta('fields.amount')}</dt>
            <dd data-testid="deposit-amount">
              {amount(d.amount)} {d.currency}
            </dd>
            <dt>{t('deposits.fee')}</dt>
            <dd>{amount(d.fee)}</dd>
            <dt>{t('deposits.credit')}</dt>
            <dd>{amount(d.credit)}</dd>
            <dt>{t('deposits.reference')}</dt>
            <dd>{d.reference ?? '—'}</dd>
            {d.gatewayOrderId && (
              <>
                <dt>{t('deposits.gatewayOrderId')}</dt>
                <dd>{d.gatewayOrderId}</dd>
              </>
            )}
            <dt>{ta('fields.createdAt')}</dt>
            <dd>{when(d.createdAt)}</dd>
            <dt>{t('completedAt')}</dt>
            <dd>{when(d.completedAt) || '—'}</dd>
            <dt>{t('reviewedBy')}</dt>
            <dd>{d.reviewedBy ?? '—'}</dd>
            <dt>{t('deposits.note')}</dt>
            <dd>{d.reviewNote ?? '—'}</dd>
          </dl>
          {d.channelType === 'bank_transfer' && (
            <section className="money-section">
              <h3>{t('proof.title')}</h3>
              {d.proof ? (
                <ProofImage
                  path={`/admin/api/deposits/${encodeURIComponent(orderId)}/proof`}
                  alt={t('proof.alt', { orderId })}
                  testId="deposit-proof"
                />
              ) : (
                <p className="admin-muted" data-testid="deposit-no-proof">
                  {t('proof.missing')}
                </p>
              )}
            </section>
          )}
          {reviewable && (
            <div className="admin-actions admin-detail__actions">
              {d.pendingApprovalId === null && (
                <Button variant="primary" onClick={() => open('approve')} data-testid="deposit-approve">
                  {ta('actions.approve')}
                </Button>
              )}
              <Button variant="danger" onClick={() => open('reject')} data-testid="deposit-reject">
                {ta('actions.reject')}
              </Button>
            </div>
          )}
        </>
      )}
    </DetailModal>
  );
}
