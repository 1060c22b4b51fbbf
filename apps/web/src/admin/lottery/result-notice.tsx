import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMajorMoney, type Approval, type Settlement } from './lottery-api';

/** What an action on a period answered: done (and what the settlement paid), or waiting for a second operator. */
export type ActionOutcome =
  | { kind: 'recorded'; settlement: Settlement | null }
  | { kind: 'pending'; approval: Approval }
  | { kind: 'cancelled'; refunded: number }
  | { kind: 'confirmed' };

export function OutcomeNotice({ outcome }: { outcome: ActionOutcome }) {
  const { t } = useTranslation('admin-lottery');
  const money = useMajorMoney();
  if (outcome.kind === 'pending') {
    return (
      <div className="lottery-notice lottery-notice--pending" role="status" data-testid="lottery-pending">
        <strong>{t('notice.pendingTitle')}</strong>
        <span>{t('notice.pending', { id: outcome.approval.id, amount: money.major(outcome.approval.amount) })}</span>
        <Link to="/approvals">{t('notice.openApprovals')}</Link>
      </div>
    );
  }
  const text =
    outcome.kind === 'cancelled'
      ? t('notice.cancelled', { amount: money.major(outcome.refunded) })
      : outcome.kind === 'confirmed'
        ? t('notice.confirmed')
        : outcome.settlement
          ? t('notice.settled', {
              bets: outcome.settlement.bets,
              winners: outcome.settlement.winners,
              amount: money.major(outcome.settlement.payout),
              round: outcome.settlement.round,
            })
          : t('notice.replayed');
  return (
    <div className="lottery-notice" role="status" data-testid="lottery-done">
      {text}
    </div>
  );
}
