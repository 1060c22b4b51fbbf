import type { Kysely } from 'kysely';
import {
  DEFAULT_CONTRIBUTIONS,
  type ReferralClaimResult,
  type ReferralOverview,
  type RewardView,
} from '@portal/shared/contracts/promotions';
import { toMajor } from '@portal/shared/money';
import type { BrandSettings, ReferralRule } from '@portal/shared/settings';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import type { Bonuses } from '../bonuses/bonuses.service.ts';
import {
  isReached,
  presentClaim,
  presentClaimable,
  presentFriend,
  presentRule,
  rewardState,
} from './referral.presenter.ts';
import type { FriendRow, ReferralRepo, StoredReward } from './referral.repo.ts';

const DAY_MS = 86_400_000;
/** The reward center looks at this many of the newest invitees with a reward not yet taken. */
const CLAIMABLE_SCAN = 200;
/** members.type of a free-play (trial) account. */
const TRIAL_TYPE = 4;

/**
 * Invite a friend (spec §2 member center, flags.referral). An invitee is a member whose upline is
 * the inviter (a referral code at registration). Each rule of settings.referral pays the inviter
 * once per invitee into the bonus wallet, when the inviter claims it after the invitee reached it.
 * Abuse (a trial invitee, an account the inviter made from the agent center, or one sharing the
 * inviter's device or address) is refused for good at the claim (stored like a payment), and the
 * lists already show such a reward as blocked.
 */
export function createReferral(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  bonuses: Pick<Bonuses, 'creditIn'>;
  repo: ReferralRepo;
}) {
  const { db, clock, repo } = deps;

  async function enabledSettings(): Promise<BrandSettings> {
    const settings = await deps.settings.get();
    if (!settings.flags.referral) throw new AppError('FORBIDDEN');
    return settings;
  }

  const notClaimable = (state: 'pending' | 'blocked') =>
    new AppError('REFERRAL_REWARD_NOT_CLAIMABLE', { value: { state } });

  /**
   * Why rewards for these invitees would be refused now, by invitee: a trial account, one the
   * inviter made from the agent center, or one sharing the inviter's device or address within the
   * brand's window. The claim stores it for good; the lists show it so they never promise what the
   * claim refuses.
   */
  async function refusals(inviterId: number, friends: FriendRow[], settings: BrandSettings) {
    const since = new Date(clock.now().getTime() - settings.referral.abuseWindowDays * DAY_MS);
    const reasons = new Map<number, string>();
    const rest: number[] = [];
    for (const friend of friends) {
      if (friend.type === TRIAL_TYPE) reasons.set(friend.id, 'trial_account');
      else if (friend.registeredBy !== null) reasons.set(friend.id, 'agent_made');
      else rest.push(friend.id);
    }
    for (const [id, shared] of await repo.sharedOrigins(inviterId, rest, since)) reasons.set(id, `shared_${shared}`);
    return reasons;
  }

  /** The invitees that have a reward reached and not yet settled: the ones the abuse rules decide. */
  const open = (friends: FriendRow[], rules: ReferralRule[]) =>
    friends.filter((friend) => rules.some((rule) => rewardState(rule, friend) === 'claimable'));

  /** A stored outcome as the claim's answer: the same bonus again, or the refusal again. */
  function answer(inviteeId: number, ruleId: string, stored: StoredReward, decimals: number): ReferralClaimResult {
    if (stored.status === 'blocked') throw notClaimable('blocked');
    if (stored.bonusId === null) throw new Error(`referral: claimed reward ${inviteeId}/${ruleId} has no bonus`);
    return presentClaim(inviteeId, ruleId, { amountMinor: stored.amountMinor, bonusId: stored.bonusId }, decimals);
  }

  return {
    async overview(
      memberId: number,
      query: { page: number; pageSize: number },
      origin: string,
    ): Promise<ReferralOverview> {
      const settings = await enabledSettings();
      const { decimals } = settings.currency;
      const { rules } = settings.referral;
      const [totals, friends] = await Promise.all([
        repo.totals(memberId),
        repo.friends(memberId, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
      ]);
      if (!totals) throw new AppError('UNAUTHORIZED');
      const refused = await refusals(memberId, open(friends, rules), settings);
      return {
        enabled: true,
        code: totals.referral_code,
        link: `${origin}/register?referralCode=${encodeURIComponent(totals.referral_code)}`,
        rules: rules.map((rule) => presentRule(rule, decimals)),
        invitedCount: totals.invited,
        rewardedTotal: toMajor(totals.rewarded_minor, decimals),
        friends: friends.map((friend) => presentFriend(friend, rules, decimals, refused.has(friend.id))),
        page: query.page,
        pageSize: query.pageSize,
        total: totals.invited,
      };
    },

    /**
     * Takes one reward. The row in referral_rewards is written first in the transaction that
     * credits the bonus: of concurrent claims one writes it and credits, the others wait for it
     * and answer its outcome. A claim already taken answers the same bonus.
     */
    async claim(inviterId: number, inviteeId: number, ruleId: string): Promise<ReferralClaimResult> {
      const settings = await enabledSettings();
      const { decimals } = settings.currency;
      const rule = settings.referral.rules.find((r) => r.id === ruleId);
      if (!rule) throw new AppError('NOT_FOUND');
      // Only the member's own invitees: another member's is as unknown as a missing one.
      const friend = await repo.friend(inviterId, inviteeId);
      if (!friend) throw new AppError('NOT_FOUND');
      const stored = friend.rewards[rule.id];
      if (stored) return answer(inviteeId, ruleId, stored, decimals);
      if (!isReached(rule, friend)) throw notClaimable('pending');

      const now = clock.now();
      // An account the inviter made from the agent center is no invitee: from other addresses,
      // one agent could otherwise make and claim any number of them.
      const blockedReason = (await refusals(inviterId, [friend], settings)).get(friend.id);
      const outcome = {
        inviterId,
        inviteeId,
        ruleId,
        amountMinor: rule.rewardMinor,
        now,
      };
      if (blockedReason) {
        await repo.insertOutcome(db, { ...outcome, status: 'blocked', blockedReason });
        return answer(inviteeId, ruleId, (await repo.outcome(inviterId, inviteeId, ruleId))!, decimals);
      }

      const result = await inTransaction(db, async (trx): Promise<StoredReward> => {
        const id = await repo.insertOutcome(trx, { ...outcome, status: 'claimed', blockedReason: null });
        // Another claim wrote it first and has committed: its outcome is this one's.
        if (id === undefined) return (await repo.outcome(inviterId, inviteeId, ruleId, trx))!;
        const credit = await deps.bonuses.creditIn(trx, {
          memberId: inviterId,
          source: 'referral',
          key: `${inviterId}:${inviteeId}:${ruleId}`,
          amountMinor: rule.rewardMinor,
          wageringRequiredMinor: rule.rewardMinor * rule.wageringMultiple,
          contributions: { ...DEFAULT_CONTRIBUTIONS },
          onWithdrawal: 'forfeit',
          validDays: settings.referral.rewardValidDays,
          reference: `referral:${inviteeId}:${ruleId}`,
        });
        await repo.attachBonus(trx, id, credit.bonusId, credit.transactionId);
        return { status: 'claimed', amountMinor: rule.rewardMinor, bonusId: credit.bonusId };
      });
      return answer(inviteeId, ruleId, result, decimals);
    },

    /**
     * Rewards the member could take now, for the reward center: [] when the brand has
     * invite-a-friend off. Those the abuse rules would refuse are left out.
     */
    async claimable(memberId: number): Promise<RewardView[]> {
      const settings = await deps.settings.get();
      const { rules } = settings.referral;
      if (!settings.flags.referral || rules.length === 0) return [];
      const friends = await repo.friends(memberId, {
        offset: 0,
        limit: CLAIMABLE_SCAN,
        unsettled: rules.map((r) => r.id),
      });
      const refused = await refusals(memberId, open(friends, rules), settings);
      return friends.flatMap((friend) =>
        rules
          .filter((rule) => rewardState(rule, friend, refused.has(friend.id)) === 'claimable')
          .map((rule) => presentClaimable(friend, rule, settings.currency.decimals)),
      );
    },
  };
}

export type Referral = ReturnType<typeof createReferral>;
