import type { TFunction } from 'i18next';
import type { RewardView } from '@portal/shared/contracts/promotions';

/**
 * A reward's title in the page's language: invite and VIP rewards are worded here by their kind
 * (the server sends their facts); promotions and missions carry the operator's own title.
 */
export function rewardTitle(reward: RewardView, t: TFunction<'promotions'>): string {
  if (reward.referral) {
    return t('rewards.referralTitle', {
      friend: reward.referral.friend,
      event: t(`rewards.referralEvents.${reward.referral.event}`),
    });
  }
  if (reward.vip) return t(`rewards.vipTitles.${reward.vip.kind}`, { level: reward.vip.level });
  return reward.title;
}
