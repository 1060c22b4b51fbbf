import { sql, type Kysely } from 'kysely';
import type { VipClaimResult, VipLadder, VipLevelInput, VipOverview } from '@portal/shared/contracts/loyalty';
import type { RewardView } from '@portal/shared/contracts/promotions';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { DB } from '../../../db/schema.ts';
import type { VipRewardKind } from '../../../db/column-types.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { SettingsService } from '../../../platform/settings/settings.service.ts';
import type { Bonuses } from '../../bonuses/bonuses.service.ts';
import { payRewardIn } from '../loyalty-payout.ts';
import { minorUnits } from '../money-input.ts';
import { addDays, utcDay, vipWindow, weekStartOf } from '../periods.ts';
import { levelRowOf, presentLevel, presentLevelInput } from './vip.presenter.ts';
import type { VipRepo } from './vip.repo.ts';
import { checkDateOfBirth } from '../../kyc/registration-identity.ts';

/** A birthday bonus is there to take from the birthday for this many days. */
const BIRTHDAY_DAYS = 7;
export const VIP_HREF = '/?mc=playerRank';

const notClaimable = (state: string) => new AppError('LOYALTY_REWARD_NOT_CLAIMABLE', { value: { state } });

/**
 * VIP levels (spec §2 playerRank, §3 clubLabel): the member's standing, the ladder, and the
 * rewards a level gives — level-up (once per level), birthday (once a year) and the weekly
 * cashback on the past week's net loss (once per week). Levels rise in the loyalty stream and
 * drop only at a period's end (vip.repo.ts).
 */
export function createVip(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  bonuses: Bonuses;
  repo: VipRepo;
}) {
  const { db, clock, repo } = deps;

  async function enabled() {
    const settings = await deps.settings.get();
    if (!settings.flags.vip) throw new AppError('FORBIDDEN');
    return settings;
  }

  /** What the member may take now of the rewards computed on read: birthday and weekly cashback. */
  async function offers(memberId: number, now: Date) {
    const standing = await repo.standing(memberId);
    const levels = await repo.levels();
    const level = levels.find((l) => l.rank_level === (standing?.vip_level ?? 0)) ?? levels[0]!;
    const out: { kind: VipRewardKind; key: string; amountMinor: number }[] = [];

    const member = await db.selectFrom('members').select('birthday').where('id', '=', memberId).executeTakeFirst();
    if (member?.birthday && level.birthday_bonus_minor > 0) {
      const born = new Date(member.birthday);
      const thisYear = new Date(Date.UTC(now.getUTCFullYear(), born.getUTCMonth(), born.getUTCDate()));
      if (now >= thisYear && now < addDays(thisYear, BIRTHDAY_DAYS)) {
        out.push({ kind: 'birthday', key: String(now.getUTCFullYear()), amountMinor: level.birthday_bonus_minor });
      }
    }
    if (level.weekly_cashback_bps > 0) {
      const weekStart = weekStartOf(now);
      const lastWeek = addDays(weekStart, -7);
      const row = await db
        .selectFrom('loyalty_daily')
        .select(sql<string>`coalesce(sum(stake_minor - payout_minor), 0)`.as('net'))
        .where('member_id', '=', memberId)
        .where('day', '>=', sql<Date>`${utcDay(lastWeek)}::date`)
        .where('day', '<', sql<Date>`${utcDay(weekStart)}::date`)
        .executeTakeFirstOrThrow();
      const amountMinor = Math.floor((Math.max(0, Number(row.net)) * level.weekly_cashback_bps) / 10_000);
      if (amountMinor > 0) out.push({ kind: 'cashback', key: utcDay(lastWeek), amountMinor });
    }
    if (out.length === 0) return out;
    const taken = await db
      .selectFrom('vip_rewards')
      .select(['kind', 'key'])
      .where('member_id', '=', memberId)
      .where('claimed_at', 'is not', null)
      .where('kind', 'in', ['birthday', 'cashback'])
      .execute();
    return out.filter((o) => !taken.some((t) => t.kind === o.kind && t.key === o.key));
  }

  return {
    async overview(memberId: number, language: Language): Promise<VipOverview> {
      const settings = await enabled();
      const { decimals } = settings.currency;
      const now = clock.now();
      const [levels, standing, member] = await Promise.all([
        repo.levels(),
        repo.standing(memberId),
        db.selectFrom('members').select('birthday').where('id', '=', memberId).executeTakeFirst(),
      ]);
      const window = vipWindow(settings.loyalty.vipPeriod, settings.loyalty.rollingDays, now);
      const sums = await repo.sums(memberId, window);
      const rank = standing?.vip_level ?? 0;
      const current = levels.find((l) => l.rank_level === rank) ?? levels[0]!;
      const next = levels.find((l) => l.rank_level === rank + 1) ?? null;
      return {
        level: presentLevel(current, decimals, language),
        next: next ? presentLevel(next, decimals, language) : null,
        period: { kind: settings.loyalty.vipPeriod, start: window.start.toISOString(), end: window.end.toISOString() },
        deposits: toMajor(sums.depositsMinor, decimals),
        turnover: toMajor(sums.turnoverMinor, decimals),
        progressPercent: next ? progressTowards(next, sums) : 100,
        graceLeft: Math.max(0, settings.loyalty.vipGracePeriods - (standing?.grace_used ?? 0)),
        levels: levels.map((l) => presentLevel(l, decimals, language)),
        birthday: member?.birthday ? utcDay(new Date(member.birthday)) : null,
      };
    },

    async setBirthday(memberId: number, birthday: string): Promise<{ birthday: string }> {
      // The birthday is the date of birth registration asks for (decision 042): the same age rule.
      const { kyc } = await deps.settings.get();
      checkDateOfBirth(birthday, kyc.minimumAge, clock.now(), 'birthday');
      const row = await db
        .updateTable('members')
        .set({ birthday: birthday })
        .where('id', '=', memberId)
        .where('birthday', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new AppError('BIRTHDAY_ALREADY_SET');
      return { birthday };
    },

    /** The reward center's VIP rewards: level-ups waiting, and the birthday and cashback offers. */
    async claimable(memberId: number, language: Language): Promise<RewardView[]> {
      const settings = await deps.settings.get();
      if (!settings.flags.vip) return [];
      const { decimals } = settings.currency;
      const now = clock.now();
      const [waiting, levels, offered] = await Promise.all([
        db
          .selectFrom('vip_rewards')
          .selectAll()
          .where('member_id', '=', memberId)
          .where('claimed_at', 'is', null)
          .orderBy('id')
          .execute(),
        repo.levels(),
        offers(memberId, now),
      ]);
      // The title is plain text; the web words it by kind (as invite rewards), in its language.
      const view = (kind: VipRewardKind, key: string, amountMinor: number): RewardView => {
        const level = levels.find((l) => String(l.rank_level) === key);
        const levelName = kind === 'level_up' && level ? presentLevel(level, decimals, language).labelName : '';
        return {
          key: `vip:${kind}:${key}`,
          source: 'vip',
          title: levelName ? `${kind} · ${levelName}` : kind,
          amount: toMajor(amountMinor, decimals),
          claimPath: `/wps/loyalty/vip/rewards/${kind}/${key}/claim`,
          href: VIP_HREF,
          vip: { kind, level: levelName },
        };
      };
      return [
        ...waiting.map((row) => view(row.kind, row.key, row.amount_minor)),
        ...offered.map((o) => view(o.kind, o.key, o.amountMinor)),
      ];
    },

    /** Takes a VIP reward once; a second claim of a taken one answers what it paid. */
    async claim(memberId: number, kind: VipRewardKind, key: string): Promise<VipClaimResult> {
      const settings = await enabled();
      const { decimals } = settings.currency;
      const multiple = settings.loyalty.vipRewardWageringMultiple;
      const answer = (amountMinor: number): VipClaimResult => ({
        kind,
        key,
        amount: toMajor(amountMinor, decimals),
        wallet: multiple > 0 ? 'bonus' : 'main',
      });
      const now = clock.now();
      const offer =
        kind === 'level_up' ? null : (await offers(memberId, now)).find((o) => o.kind === kind && o.key === key);

      return inTransaction(db, async (trx) => {
        const taken =
          kind === 'level_up'
            ? await trx
                .updateTable('vip_rewards')
                .set({ claimed_at: now })
                .where('member_id', '=', memberId)
                .where('kind', '=', kind)
                .where('key', '=', key)
                .where('claimed_at', 'is', null)
                .returning(['id', 'amount_minor'])
                .executeTakeFirst()
            : offer
              ? await trx
                  .insertInto('vip_rewards')
                  .values({
                    member_id: memberId,
                    kind,
                    key,
                    amount_minor: offer.amountMinor,
                    created_at: now,
                    claimed_at: now,
                  })
                  .onConflict((oc) => oc.columns(['member_id', 'kind', 'key']).doNothing())
                  .returning(['id', 'amount_minor'])
                  .executeTakeFirst()
              : undefined;
        if (!taken) {
          const earlier = await trx
            .selectFrom('vip_rewards')
            .select(['amount_minor', 'claimed_at'])
            .where('member_id', '=', memberId)
            .where('kind', '=', kind)
            .where('key', '=', key)
            .executeTakeFirst();
          if (earlier?.claimed_at) return answer(earlier.amount_minor);
          throw notClaimable(earlier ? 'claimable' : 'unavailable');
        }
        const credit = await payRewardIn(trx, deps.bonuses, {
          memberId,
          source: 'vip',
          key: `${memberId}:${kind}:${key}`,
          amountMinor: taken.amount_minor,
          wageringMultiple: multiple,
          validDays: settings.loyalty.rewardValidDays,
          reference: `vip:${kind}:${key}`,
        });
        if (credit) {
          await trx
            .updateTable('vip_rewards')
            .set({ bonus_id: credit.bonusId, ledger_transaction_id: credit.transactionId })
            .where('id', '=', taken.id)
            .execute();
        }
        return answer(taken.amount_minor);
      });
    },

    /** The console's ladder. */
    async ladder(): Promise<{ levels: VipLevelInput[] }> {
      const { decimals } = (await deps.settings.get()).currency;
      return { levels: (await repo.levels()).map((l) => presentLevelInput(l, decimals)) };
    },

    /**
     * Replaces the ladder. Members above the new top level move down to it first (a level's row
     * cannot go while someone holds it); their level-up rewards already earned stay theirs.
     */
    async replaceLadder(input: VipLadder): Promise<{ levels: VipLevelInput[] }> {
      const { decimals } = (await deps.settings.get()).currency;
      const now = clock.now();
      const money = minorUnits(decimals);
      const rows = input.levels.map((level) => levelRowOf(level, money, now));
      money.done();
      const top = rows.length - 1;
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('member_loyalty')
          .set({ vip_level: top, updated_at: now })
          .where('vip_level', '>', top)
          .execute();
        await trx.deleteFrom('vip_levels').where('rank_level', '>', top).execute();
        for (const row of rows) {
          await trx
            .insertInto('vip_levels')
            .values(row)
            .onConflict((oc) => oc.column('rank_level').doUpdateSet(row))
            .execute();
        }
      });
      return this.ladder();
    },
  };
}

/** How far the sums are towards a level: every threshold it sets must be met, so the least of them. */
function progressTowards(
  level: { deposit_threshold_minor: number | null; turnover_threshold_minor: number | null },
  sums: { depositsMinor: number; turnoverMinor: number },
): number {
  const parts: number[] = [];
  if (level.deposit_threshold_minor) parts.push(sums.depositsMinor / level.deposit_threshold_minor);
  if (level.turnover_threshold_minor) parts.push(sums.turnoverMinor / level.turnover_threshold_minor);
  if (parts.length === 0) return 100;
  return Math.floor(Math.min(100, Math.min(...parts) * 100));
}

export type Vip = ReturnType<typeof createVip>;
