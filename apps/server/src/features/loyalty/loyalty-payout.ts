import type { Kysely } from 'kysely';
import { DEFAULT_CONTRIBUTIONS } from '@portal/shared/contracts/promotions';
import type { DB } from '../../db/schema.ts';
import type { Bonuses } from '../bonuses/bonuses.service.ts';

export interface LoyaltyReward {
  memberId: number;
  source: 'vip' | 'mission';
  /** Once per key: the same key credits nothing more. */
  key: string;
  amountMinor: number;
  /** 0: main money at once; otherwise wagered this many times in the bonus wallet first. */
  wageringMultiple: number;
  validDays: number;
  reference: string;
}

/**
 * VIP and mission rewards pay through the bonus wallet (decision 021), so they show in the bonus
 * details with their source; one with nothing to wager converts to main money in the same
 * transaction.
 */
export async function payRewardIn(trx: Kysely<DB>, bonuses: Bonuses, reward: LoyaltyReward) {
  if (reward.amountMinor <= 0) return null;
  return bonuses.creditIn(trx, {
    memberId: reward.memberId,
    source: reward.source,
    key: reward.key,
    amountMinor: reward.amountMinor,
    wageringRequiredMinor: reward.amountMinor * reward.wageringMultiple,
    contributions: { ...DEFAULT_CONTRIBUTIONS },
    onWithdrawal: 'forfeit',
    validDays: reward.validDays,
    reference: reward.reference,
  });
}
