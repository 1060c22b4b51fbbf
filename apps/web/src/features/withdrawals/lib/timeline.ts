import type { Withdrawal } from '@portal/shared/contracts/withdrawals';

/** One step of the status timeline: what happened (or is awaited) and when. */
export type TimelineKey =
  | 'requested'
  | 'review'
  | 'approved'
  | 'rejected'
  | 'awaiting'
  | 'not_received'
  | 'checking'
  | 'received'
  | 'auto_received'
  | 'forced_received';

export interface TimelineStep {
  key: TimelineKey;
  at: string | null;
  /** A step still to come (the review, the player's confirmation, the team's check). */
  pending?: boolean;
}

/** The steps a withdrawal went through, from its request to its confirmation. */
export function timelineOf(w: Withdrawal): TimelineStep[] {
  const steps: TimelineStep[] = [{ key: 'requested', at: w.createdAt }];
  if (w.status === 'in_process') return [...steps, { key: 'review', at: null, pending: true }];
  steps.push({ key: w.status, at: w.reviewedAt });
  if (w.status === 'rejected') return steps;
  switch (w.confirmation) {
    case 'awaiting':
      steps.push({ key: 'awaiting', at: w.confirmBy, pending: true });
      break;
    case 'not_received':
      steps.push({ key: 'not_received', at: w.confirmedAt }, { key: 'checking', at: null, pending: true });
      break;
    case 'received':
    case 'auto_received':
    case 'forced_received':
      steps.push({ key: w.confirmation, at: w.confirmedAt });
      break;
    default:
      break;
  }
  return steps;
}
