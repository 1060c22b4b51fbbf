import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { DetailModal } from '../ui/detail-modal';
import { adminApi } from '../lib/admin-api';
import { DecisionDialog } from './decision-dialog';
import { DepositStatus, WaitingBadge } from './money-labels';
import { isPendingApproval, MONEY_KEY, useDeposit, type AdminDeposit, type PendingApproval } from './money-api';
import { useAmount, useDateTime } from './money-format';
import { ProofImage } from './proof-image';

type Decision = 'approve' | 'reject';

/** One deposit order: every field, the bank transfer's proof, and approve / reject while it waits. */
export function DepositDetail({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const amount = useAmount();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const deposit = useDeposit(orderId);
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [notice, setNotice] = useState('');

  const decide = useMutation({
    mutationFn: ({ decision, text }: { decision: Decision; text: string }) =>
      adminApi<AdminDeposit | PendingApproval>(`/admin/api/deposits/${encodeURIComponent(orderId)}/${decision}`, {
        method: 'POST',
        body: text ? { note: text } : {},
      }),
    onSuccess: async (answer, { decision }) => {
      setDialog(null);
      if (isPendingApproval(answer)) setNotice(t('fourEyes.filed', { id: answer.id }));
      else setNotice(decision === 'approve' ? t('deposits.approved') : t('deposits.rejected'));
      await queryClient.invalidateQueries({ queryKey: MONEY_KEY });
    },
  });
  const open = (decision: Decision) => {
    decide.reset();
    setDialog(decision);
  };

  const d = deposit.data;
  const reviewable = d?.status === 'pending' && d.channelType === 'bank_transfer';
  return (
    <DetailModal
      title={t('deposits.detailTitle', { orderId })}
      testId="deposit-detail"
      record={deposit}
      loadFailed={(message) => t('loadFailed', { message })}
      onClose={onClose}
      notice={notice}
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
              busy={decide.isPending}
              error={decide.error}
              onConfirm={(text) => decide.mutate({ decision: dialog, text })}
              onClose={() => setDialog(null)}
              testId={`deposit-${dialog}-dialog`}
            />
          )}
        </>
      }
    >
      {(d) => (
        <>
          <div className="money-badges">
            <DepositStatus status={d.status} />
            {d.pendingApprovalId !== null && <WaitingBadge />}
          </div>
          {d.pendingApprovalId !== null && (
            <p className="admin-muted" data-testid="waiting-text">
              {t('fourEyes.waitingText')}{' '}
              <Link to={`/approvals?open=${d.pendingApprovalId}&status=`}>
                {t('fourEyes.openRequest', { id: d.pendingApprovalId })}
              </Link>
            </p>
          )}
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
