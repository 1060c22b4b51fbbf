import type { ReferralClaimResult, ReferralFriendView, RewardView } from '@portal/shared/contracts/promotions';
import { toMajor } from '@portal/shared/money';
import type { ReferralRule } from '@portal/shared/settings';
import { maskUsername } from '../../platform/mask-username.ts';
import type { FriendRow } from './referral.repo.ts';

export type RewardState = ReferralFriendView['rewards'][number]['state'];

/** Where the member reads about invite-a-friend: the member center's page (/?mc=referral). */
export const REFERRAL_HREF = '/?mc=referral';

/** Whether the invitee has done what the rule asks. */
export function isReached(rule: ReferralRule, friend: FriendRow): boolean {
  switch (rule.event) {
    case 'register':
      return true;
    case 'first_deposit':
      return friend.firstDepositMinor !== null && friend.firstDepositMinor >= rule.thresholdMinor;
    case 'turnover':
      return friend.turnoverMinor >= rule.thresholdMinor;
  }
}

/**
 * A stored outcome wins; otherwise blocked when the abuse rules would refuse the invitee
 * (`refused`), claimable once reached, else pending.
 */
export function rewardState(rule: ReferralRule, friend: FriendRow, refused = false): RewardState {
  const stored = friend.rewards[rule.id];
  if (stored) return stored.status;
  if (!isReached(rule, friend)) return 'pending';
  return refused ? 'blocked' : 'claimable';
}

export function presentFriend(
  friend: FriendRow,
  rules: ReferralRule[],
  decimals: number,
  refused: boolean,
): ReferralFriendView {
  return {
    id: friend.id,
    username: maskUsername(friend.username),
    registeredAt: friend.registeredAt.toISOString(),
    hasDeposited: friend.firstDepositMinor !== null,
    rewards: rules.map((rule) => ({
      ruleId: rule.id,
      state: rewardState(rule, friend, refused),
      // What was paid (or refused) stays as it was when the operator later changes the rule.
      amount: toMajor(friend.rewards[rule.id]?.amountMinor ?? rule.rewardMinor, decimals),
    })),
  };
}

export function presentRule(rule: ReferralRule, decimals: number) {
  return {
    id: rule.id,
    event: rule.event,
    threshold: toMajor(rule.thresholdMinor, decimals),
    reward: toMajor(rule.rewardMinor, decimals),
  };
}

/** A reward for the reward center; the title is plain text, the web names it by key. */
export function presentClaimable(friend: FriendRow, rule: ReferralRule, decimals: number): RewardView {
  return {
    key: `referral:${friend.id}:${rule.id}`,
    source: 'referral',
    title: `${maskUsername(friend.username)} · ${rule.event}`,
    amount: toMajor(rule.rewardMinor, decimals),
    claimPath: `/wps/referral/rewards/${friend.id}/${rule.id}/claim`,
    href: REFERRAL_HREF,
    referral: { friend: maskUsername(friend.username), event: rule.event },
  };
}

export function presentClaim(
  inviteeId: number,
  ruleId: string,
  reward: { amountMinor: number; bonusId: number },
  decimals: number,
): ReferralClaimResult {
  return {
    inviteeId,
    ruleId,
    state: 'claimed',
    amount: toMajor(reward.amountMinor, decimals),
    bonusId: reward.bonusId,
  };
}
