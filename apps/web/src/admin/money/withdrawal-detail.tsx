import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailModal } from '../ui/detail-modal';
import { adminApi, canUse, useOperatorRoles } from '../lib/admin-api';
import { useRecordAction } from '../ui/use-record-action';
import { DecisionDialog } from './decision-dialog';
import { ConfirmationStatus, StatusBadges, WaitingNote, WithdrawalStatus } from './money-labels';
import { isPendingApproval, MONEY_KEY, useWithdrawal, type AdminWithdrawal, type PendingApproval } from './money-api';
import { useMoneyText } from './money-format';
import { PayoutProofUpload } from './payout-proof-upload';
import { ProofImage } from './proof-image';
import { formatPixPhone } from '@portal/shared/pix-key';

type Action = 'approve' | 'reject' | 'force-receipt';
type Answer = AdminWithdrawal | PendingApproval;

/**
 * One withdrawal: the payee's bank account, the proofs (the player's of a "not received" and the
 * operator's of the payout), approve / reject with a reason while in process, forced receipt of a
 * "not received", and the payout proof upload once approved. Support reads; finance acts.
 */
export function WithdrawalDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, ta, amount, when } = useMoneyText();
  const queryClient = useQueryClient();
  const roles = useOperatorRoles();
  const mayAct = canUse(roles, ['finance']);
  const withdrawal = useWithdrawal(id);
  const { dialog, open, close, setNotice, detail, mutation } = useRecordAction<
    Action,
    { action: Action; reason?: string },
    Answer
  >({
    queryKey: MONEY_KEY,
    call: ({ action, reason }) =>
      adminApi<Answer>(`/admin/api/withdrawals/${id}/${action}`, {
        method: 'POST',
        ...(action === 'reject' ? { body: reason ? { reason } : {} } : {}),
      }),
    notice: (answer, { action }) => {
      if (isPendingApproval(answer)) return t('fourEyes.filed', { id: answer.id });
      if (action === 'approve' && answer.pixKeyType) return t('withdrawals.approvedPix');
      return t(`withdrawals.done.${action}`);
    },
    // A confirm dialog shows no error: it closes, and the detail shows the refusal.
    closesOnError: ({ action }) => action !== 'reject',
  });

  const w = withdrawal.data;
  return (
    <DetailModal
      title={t('withdrawals.detailTitle', { id })}
      testId="withdrawal-detail"
      record={withdrawal}
      loadFailed={(message) => t('loadFailed', { message })}
      onClose={onClose}
      {...detail}
      noticeTestId="money-notice"
      dialogs={
        <>
          {w && (dialog === 'approve' || dialog === 'force-receipt') && (
            <ConfirmDialog
              open
              title={dialog === 'approve' ? t('withdrawals.approveTitle') : t('withdrawals.forceReceipt')}
              message={
                dialog === 'approve'
                  ? t(w.pixKeyType ? 'withdrawals.approvePixText' : 'withdrawals.approveText', {
                      amount: amount(w.amount),
                      holder: w.accountHolder,
                      bank: w.bankName,
                    })
                  : t('withdrawals.forceReceiptText')
              }
              confirmLabel={dialog === 'approve' ? ta('actions.approve') : ta('actions.confirm')}
              cancelLabel={ta('actions.cancel')}
              busy={mutation.isPending}
              onConfirm={() => mutation.mutate({ action: dialog })}
              onCancel={close}
            />
          )}
          {w && dialog === 'reject' && (
            <DecisionDialog
              title={t('withdrawals.rejectTitle')}
              message={t('withdrawals.rejectText', { amount: amount(w.amount), username: w.username })}
              textLabel={ta('fields.reason')}
              required
              tone="danger"
              confirmLabel={ta('actions.reject')}
              busy={mutation.isPending}
              error={mutation.error}
              onConfirm={(reason) => mutation.mutate({ action: 'reject', reason })}
              onClose={close}
              testId="withdrawal-reject-dialog"
            />
          )}
        </>
      }
    >
      {(w) => (
        <>
          <StatusBadges waitingFor={w.pendingApprovalId}>
            <WithdrawalStatus status={w.status} />
            <ConfirmationStatus confirmation={w.confirmation} />
          </StatusBadges>
          <WaitingNote approvalId={w.pendingApprovalId} linked={mayAct} />
          <dl className="admin-dl">
            <dt>{ta('fields.member')}</dt>
            <dd>
              {w.username} <span className="admin-muted">#{w.memberId}</span>
            </dd>
            <dt>{ta('fields.amount')}</dt>
            <dd data-testid="withdrawal-amount">
              {amount(w.amount)} {w.currency}
            </dd>
            {w.pixKeyType ? (
              <>
                <dt>{t('withdrawals.pixKeyType')}</dt>
                <dd data-testid="withdrawal-pix-type">{t(`withdrawals.pixTypes.${w.pixKeyType}`)}</dd>
              </>
            ) : (
              <>
                <dt>{t('withdrawals.bank')}</dt>
                <dd>{w.bankName}</dd>
              </>
            )}
            <dt>{t('withdrawals.accountHolder')}</dt>
            <dd>{w.accountHolder}</dd>
            <dt>{w.pixKeyType ? t('withdrawals.pixKey') : t('withdrawals.accountNumber')}</dt>
            <dd>
              <code data-testid="withdrawal-account-number">
                {w.pixKeyType === 'phone' ? formatPixPhone(w.accountNumber) : w.accountNumber}
              </code>
            </dd>
            {w.payoutState && (
              <>
                <dt>{t('withdrawals.payoutLabel')}</dt>
                <dd data-testid="withdrawal-payout-state">{t(`withdrawals.payout.${w.payoutState}`)}</dd>
              </>
            )}
            <dt>{ta('fields.createdAt')}</dt>
            <dd>{when(w.createdAt)}</dd>
            <dt>{t('reviewedBy')}</dt>
            <dd>
              {w.reviewedBy ?? '—'} {w.reviewedAt && <span className="admin-muted">{when(w.reviewedAt)}</span>}
            </dd>
            {w.rejectReason && (
              <>
                <dt>{ta('fields.reason')}</dt>
                <dd data-testid="withdrawal-reject-reason">{w.rejectReason}</dd>
              </>
            )}
            {w.confirmation && (
              <>
                <dt>{t('withdrawals.confirmationLabel')}</dt>
                <dd>
                  {t(`withdrawals.confirmation.${w.confirmation}`)}{' '}
                  <span className="admin-muted">
                    {w.confirmedAt
                      ? when(w.confirmedAt)
                      : w.confirmBy
                        ? t('withdrawals.autoReceiptAt', { at: when(w.confirmBy) })
                        : ''}
                  </span>
                </dd>
              </>
            )}
          </dl>
          <ProofSection
            title={t('withdrawals.playerProofs')}
            empty={t('withdrawals.noPlayerProofs')}
            proofs={w.proofs.filter((p) => p.kind === 'not_received')}
            id={id}
          />
          {/* A PIX payout's proof is the gateway's webhook: no receipt to upload. */}
          {((w.status === 'approved' && !w.pixKeyType) || w.proofs.some((p) => p.kind === 'payout')) && (
            <ProofSection
              title={t('withdrawals.payoutProofs')}
              empty={t('withdrawals.noPayoutProofs')}
              proofs={w.proofs.filter((p) => p.kind === 'payout')}
              id={id}
            >
              {w.status === 'approved' && !w.pixKeyType && mayAct && (
                <PayoutProofUpload
                  id={id}
                  onUploaded={async () => {
                    setNotice(t('withdrawals.done.payout'));
                    await queryClient.invalidateQueries({ queryKey: MONEY_KEY });
                  }}
                />
              )}
            </ProofSection>
          )}
          {mayAct && (
            <div className="admin-actions admin-detail__actions">
              {/* A requested payout the gateway did not take yet: approving again asks it again. */}
              {w.status === 'in_process' &&
                w.pendingApprovalId === null &&
                (w.payoutState === null || w.payoutState === 'requested') && (
                  <Button variant="primary" onClick={() => open('approve')} data-testid="withdrawal-approve">
                    {ta('actions.approve')}
                  </Button>
                )}
              {w.status === 'in_process' && w.payoutState === null && (
                <Button variant="danger" onClick={() => open('reject')} data-testid="withdrawal-reject">
                  {ta('actions.reject')}
                </Button>
              )}
              {w.confirmation === 'not_received' && (
                <Button onClick={() => open('force-receipt')} data-testid="withdrawal-force-receipt">
                  {t('withdrawals.forceReceipt')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </DetailModal>
  );
}

function ProofSection({
  title,
  empty,
  proofs,
  id,
  children,
}: {
  title: string;
  empty: string;
  proofs: AdminWithdrawal['proofs'];
  id: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin-money');
  return (
    <section className="money-section">
      <h3>{title}</h3>
      {proofs.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <div className="money-proofs">
          {proofs.map((proof) => (
            <ProofImage
              key={proof.id}
              path={`/admin/api/withdrawals/${id}/proofs/${proof.id}`}
              alt={t('proof.altWithdrawal', { id })}
              testId={`withdrawal-proof-${proof.id}`}
            />
          ))}
        </div>
      )}
      {children}
    </section>
  );
}
