import type { PromotionKind, PromotionState } from '@portal/shared/contracts/promotions';

/**
 * The one action a promotion's state offers (spec §3): a call the member can make (join, claim),
 * or a label on a button that does nothing (in progress, under review, rejected, done, ended,
 * starts in ...). `label` names the `promotions` namespace key under `actions.`. A manual-review
 * offer open to the member ('join') is applied for with the form on its detail page, not joined.
 */
export type PromotionAction =
  | { kind: 'join'; label: 'join' }
  | { kind: 'apply'; label: 'apply' }
  | { kind: 'claim'; label: 'claim' | 'claimAmount' }
  | { kind: 'none'; label: 'inProgress' | 'underReview' | 'rejected' | 'claimed' | 'signed' | 'ended' | 'startsIn' };

export function actionOf({
  state,
  kind,
  claimableAmount,
}: {
  state: PromotionState;
  kind: PromotionKind;
  claimableAmount: number | null;
}): PromotionAction {
  switch (state) {
    case 'join':
      return kind === 'manual' ? { kind: 'apply', label: 'apply' } : { kind: 'join', label: 'join' };
    case 'claim':
    case 'issued':
      return { kind: 'claim', label: claimableAmount !== null && claimableAmount > 0 ? 'claimAmount' : 'claim' };
    case 'process':
      return { kind: 'none', label: 'inProgress' };
    case 'applying':
      return { kind: 'none', label: 'underReview' };
    case 'rejected':
      return { kind: 'none', label: 'rejected' };
    case 'claimed':
      return { kind: 'none', label: 'claimed' };
    case 'signed':
      return { kind: 'none', label: 'signed' };
    case 'close':
      return { kind: 'none', label: 'ended' };
    case 'coming':
      return { kind: 'none', label: 'startsIn' };
  }
}

/** The badge's tone: what the member can do now (go), waits on someone (wait), or is over (done). */
export function badgeTone(state: PromotionState): 'go' | 'wait' | 'done' | 'bad' {
  if (state === 'join' || state === 'claim' || state === 'issued') return 'go';
  if (state === 'process' || state === 'applying' || state === 'coming') return 'wait';
  if (state === 'rejected') return 'bad';
  return 'done';
}

/**
 * The moment the card counts down to: the start while the promotion is coming, else its end
 * (none for an open-ended one, or one that is already over for this member).
 */
export function countdownTarget(p: { state: PromotionState; startsAt: string; endsAt: string | null }): {
  to: 'start' | 'end';
  at: number;
} | null {
  if (p.state === 'coming') return { to: 'start', at: Date.parse(p.startsAt) };
  if (p.state === 'close' || p.endsAt === null) return null;
  return { to: 'end', at: Date.parse(p.endsAt) };
}
