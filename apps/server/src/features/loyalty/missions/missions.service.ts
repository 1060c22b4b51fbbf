import type { Kysely, Selectable } from 'kysely';
import type { Leaderboard, MissionInput, MissionView } from '@portal/shared/contracts/loyalty';
import type { MoneyTermsState } from '@portal/shared/contracts/operators';
import type { RewardView } from '@portal/shared/contracts/promotions';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { DB, Missions } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import { pickText } from '../../../platform/localized.ts';
import { maskUsername } from '../../../platform/mask-username.ts';
import type { SettingsService } from '../../../platform/settings/settings.service.ts';
import type { OperatorPrincipal } from '../../../platform/principals.ts';
import type { Bonuses } from '../../bonuses/bonuses.service.ts';
import type { MoneyTerms } from '../../operators/money-terms.ts';
import { payRewardIn } from '../loyalty-payout.ts';
import { minorUnits } from '../money-input.ts';
import { addDays, missionPeriod, utcDay, weekStartOf } from '../periods.ts';
import type { MissionsRepo } from './missions.repo.ts';
import { missionTermsOf, type MissionTerms } from './mission-terms.ts';

export const MISSIONS_HREF = '/?mc=missionLeaderboard';
type MissionRow = Selectable<Missions>;
/** Wager and deposit missions count money (minor units); rounds and days count one by one. */
const isMoney = (kind: MissionRow['kind']) => kind === 'wager' || kind === 'deposit';
/** A mission with a reward is live once finance approved its money terms (decision 033). */
export const missionIsLive = (m: MissionRow) => m.enabled && (m.reward_minor === 0 || m.terms_approved_at !== null);

/**
 * Missions (spec §2 missionLeaderboard): daily and weekly goals whose progress the loyalty stream
 * keeps (missions.repo.ts refreshProgress), claimed once per period, and the week's leaderboard
 * of mission points.
 */
export function createMissions(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  bonuses: Bonuses;
  repo: MissionsRepo;
  terms: MoneyTerms<MissionRow, MissionTerms>;
}) {
  const { db, clock, repo } = deps;

  async function enabled() {
    const settings = await deps.settings.get();
    if (!settings.flags.missions) throw new AppError('FORBIDDEN');
    return settings;
  }

  const present = (
    m: MissionRow,
    row: { progress: number; completed_at: Date | null; claimed_at: Date | null } | undefined,
    decimals: number,
    language: Language,
    now: Date,
  ): MissionView => {
    const amount = (value: number) => (isMoney(m.kind) ? toMajor(value, decimals) : value);
    return {
      id: m.id,
      title: pickText(m.title, language),
      description: pickText(m.description, language),
      period: m.period,
      kind: m.kind,
      product: (m.product as MissionView['product']) ?? null,
      target: amount(m.target),
      progress: amount(Math.min(row?.progress ?? 0, m.target)),
      state: row?.claimed_at ? 'claimed' : row?.completed_at ? 'claimable' : 'progress',
      reward: toMajor(m.reward_minor, decimals),
      rewardWallet: m.reward_wallet,
      missionPoints: m.mission_points,
      periodEnd: missionPeriod(m.period, now).end.toISOString(),
    };
  };

  async function current(memberId: number, language: Language) {
    const settings = await deps.settings.get();
    const now = clock.now();
    const missions = await repo.enabled();
    const daily = missionPeriod('daily', now).key;
    const weekly = missionPeriod('weekly', now).key;
    const rows = await repo.progressOf(memberId, [daily, weekly]);
    return missions.map((m) => {
      const start = m.period === 'daily' ? daily : weekly;
      const row = rows.find((r) => r.mission_id === m.id && utcDay(new Date(r.period_start)) === start);
      return present(m, row, settings.currency.decimals, language, now);
    });
  }

  return {
    async list(memberId: number, language: Language) {
      await enabled();
      const list = await current(memberId, language);
      return { list, claimableCount: list.filter((m) => m.state === 'claimable').length };
    },

    async summary(memberId: number) {
      const settings = await deps.settings.get();
      if (!settings.flags.missions) return { claimableCount: 0 };
      const now = clock.now();
      return {
        claimableCount: await repo.claimableCount(
          memberId,
          missionPeriod('daily', now).key,
          missionPeriod('weekly', now).key,
        ),
      };
    },

    async claimable(memberId: number, language: Language): Promise<RewardView[]> {
      const settings = await deps.settings.get();
      if (!settings.flags.missions) return [];
      return (await current(memberId, language))
        .filter((m) => m.state === 'claimable')
        .map((m) => ({
          key: `mission:${m.id}:${m.periodEnd}`,
          source: 'mission' as const,
          title: m.title,
          amount: m.reward,
          claimPath: `/wps/missions/${m.id}/claim`,
          href: MISSIONS_HREF,
        }));
    },

    /** Claims this period's completed mission once; a second claim answers the first. */
    async claim(memberId: number, missionId: number) {
      const settings = await enabled();
      const { decimals } = settings.currency;
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        // Read in the claim's transaction: the terms it pays are the ones in force now.
        const mission = await repo.byId(missionId, trx);
        if (!mission || !missionIsLive(mission)) throw new AppError('NOT_FOUND');
        const period = missionPeriod(mission.period, now);
        const answer = {
          missionId,
          amount: toMajor(mission.reward_minor, decimals),
          wallet: mission.reward_wallet,
          missionPoints: mission.mission_points,
        };
        const taken = await repo.markClaimed(trx, memberId, missionId, period.key, now);
        if (!taken) {
          const [row] = await repo
            .progressOf(memberId, [period.key], trx)
            .then((rows) => rows.filter((r) => r.mission_id === missionId));
          if (row?.claimed_at) return { ...answer, missionPoints: row.mission_points };
          throw new AppError('LOYALTY_REWARD_NOT_CLAIMABLE', { value: { state: 'progress' } });
        }
        const credit = await payRewardIn(trx, deps.bonuses, {
          memberId,
          source: 'mission',
          key: `${memberId}:${missionId}:${period.key}`,
          amountMinor: mission.reward_minor,
          wageringMultiple: mission.reward_wallet === 'bonus' ? mission.wagering_multiple : 0,
          validDays: settings.loyalty.rewardValidDays,
          reference: `mission:${missionId}:${period.key}`,
        });
        if (credit) {
          await repo.attachPayout(
            trx,
            { memberId, missionId, periodStart: period.key },
            { transactionId: credit.transactionId, bonusId: credit.bonusId },
          );
        }
        return { ...answer, missionPoints: taken.mission_points };
      });
    },

    /** This week's top by mission points (completions), names masked, and the member's own place. */
    async leaderboard(memberId: number): Promise<Leaderboard> {
      await enabled();
      const start = weekStartOf(clock.now());
      const end = addDays(start, 7);
      const rows = await repo.leaderboard(utcDay(start), utcDay(end), memberId);
      const mine = rows.find((r) => r.memberId === memberId);
      return {
        periodStart: start.toISOString(),
        periodEnd: end.toISOString(),
        top: rows
          .filter((r) => r.rank <= 50)
          .map((r) => ({ rank: r.rank, username: maskUsername(r.username), points: r.points })),
        me: { rank: mine?.rank ?? null, points: mine?.points ?? 0 },
      };
    },

    // The console's missions.
    all: async () => {
      const { decimals } = (await deps.settings.get()).currency;
      const rows = await repo.all();
      const states = await deps.terms.statesOf(rows);
      return rows.map((m) => presentAdmin(m, decimals, states.get(m.id)!));
    },

    /**
     * Creates or changes a mission. A change of the money terms of one finance approved waits for
     * finance (the approved terms stay in force); a new one with a reward is off until approved.
     */
    async save(id: number | null, input: MissionInput, operator: OperatorPrincipal) {
      const { decimals } = (await deps.settings.get()).currency;
      const money = minorUnits(decimals);
      const values = {
        title: JSON.stringify(input.title),
        description: JSON.stringify(input.description),
        period: input.period,
        kind: input.kind,
        product: input.product,
        target: isMoney(input.kind) ? money.minor('target', input.target) : input.target,
        reward_minor: money.minor('reward', input.reward),
        reward_wallet: input.rewardWallet,
        wagering_multiple: input.rewardWallet === 'bonus' ? input.wageringMultiple : 0,
        mission_points: input.missionPoints,
        enabled: input.enabled,
        position: input.position,
        updated_at: clock.now(),
      };
      money.done();
      const terms = missionTermsOf(values);
      const { code } = (await deps.settings.get()).currency;
      const row = await inTransaction(db, async (trx) => {
        const before =
          id === null
            ? null
            : await trx.selectFrom('missions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (id !== null && !before) throw new AppError('NOT_FOUND');
        const plan = deps.terms.plan(before ?? null, terms);
        const {
          reward_minor: _r,
          reward_wallet: _w,
          wagering_multiple: _m,
          period: _p,
          kind: _k,
          product: _pr,
          target: _t,
          ...rest
        } = values;
        const written = plan.writeTerms
          ? { ...values, ...(plan.clearApproval ? { terms_approved_at: null, terms_approved_by: null } : {}) }
          : rest;
        const saved =
          id === null
            ? await trx.insertInto('missions').values(values).returningAll().executeTakeFirstOrThrow()
            : await trx
                .updateTable('missions')
                .set(written)
                .where('id', '=', id)
                .returningAll()
                .executeTakeFirstOrThrow();
        await deps.terms.settleIn(trx, { id: saved.id, terms, plan, currency: code }, operator);
        return saved;
      });
      const states = await deps.terms.statesOf([row]);
      return presentAdmin(row, decimals, states.get(row.id)!);
    },
  };
}

function presentAdmin(
  stored: MissionRow,
  decimals: number,
  approval: { state: MoneyTermsState; pending: MissionTerms | null },
) {
  // While a change of its money terms waits, the editor shows the proposed ones.
  const m = approval.pending ? { ...stored, ...approval.pending } : stored;
  const amount = (value: number) => (isMoney(m.kind) ? toMajor(value, decimals) : value);
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    period: m.period,
    kind: m.kind,
    product: (m.product as MissionInput['product']) ?? null,
    target: amount(m.target),
    reward: toMajor(m.reward_minor, decimals),
    rewardWallet: m.reward_wallet,
    wageringMultiple: m.wagering_multiple,
    missionPoints: m.mission_points,
    enabled: m.enabled,
    position: m.position,
    moneyTerms: approval.state,
  };
}

export type MissionsService = ReturnType<typeof createMissions>;
