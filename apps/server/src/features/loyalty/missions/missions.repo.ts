import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { MissionPeriod } from '../../../db/column-types.ts';
import { LEADERBOARD_SIZE } from '@portal/shared/contracts/loyalty';

/**
 * What a mission's period adds up to, read from the daily sums (never the bets): rounds and valid
 * turnover of its product (or all), deposits, or the days with a sign-in.
 */
const progressOf = sql`coalesce((
  select case p.kind
      when 'rounds' then sum(d.rounds)
      when 'wager' then sum(d.valid_minor)
      when 'deposit' then sum(d.deposit_minor)
      else count(*) filter (where d.logins > 0)
    end
  from loyalty_daily d
  where d.member_id = p.member_id and d.day >= p.period_start and d.day < p.period_start + p.days
    and (p.product is null or d.product = p.product)
), 0)`;

export function createMissionsRepo(db: Kysely<DB>) {
  return {
    /**
     * Recomputes the progress of every enabled mission in the periods the given member-days fall
     * in, and marks the ones that reach their target complete (once: completion and its mission
     * points are kept). Called by the stream in its transaction, after the daily sums moved.
     */
    async refreshProgress(trx: Kysely<DB>, memberDays: readonly { memberId: number; day: string }[], now: Date) {
      if (memberDays.length === 0) return;
      await sql`
        with pairs as (
          select distinct unnest(${`{${memberDays.map((m) => m.memberId).join(',')}}`}::bigint[]) as member_id,
            unnest(${`{${memberDays.map((m) => m.day).join(',')}}`}::date[]) as day
        ),
        p as (
          select distinct x.member_id, m.id as mission_id, m.kind, m.product, m.target, m.mission_points,
            case m.period when 'daily' then x.day else x.day - (extract(isodow from x.day)::int - 1) end as period_start,
            case m.period when 'daily' then 1 else 7 end as days
          from pairs x cross join missions m
          -- Live missions only: a reward finance has not approved earns nothing (decision 033).
          where m.enabled and (m.reward_minor = 0 or m.terms_approved_at is not null)
        ),
        computed as (select p.*, ${progressOf} as progress from p)
        insert into mission_progress as mp (member_id, mission_id, period_start, progress, completed_at, mission_points)
        select member_id, mission_id, period_start, progress,
          case when progress >= target then ${now}::timestamptz end,
          case when progress >= target then mission_points else 0 end
        from computed
        on conflict (member_id, mission_id, period_start) do update set
          progress = excluded.progress,
          completed_at = coalesce(mp.completed_at, excluded.completed_at),
          mission_points = case when mp.completed_at is null then excluded.mission_points else mp.mission_points end`.execute(
        trx,
      );
    },

    /** The live missions: enabled, and with a reward only once finance approved it (decision 033). */
    enabled: (trx: Kysely<DB> = db) =>
      trx
        .selectFrom('missions')
        .selectAll()
        .where('enabled', '=', true)
        .where((eb) => eb.or([eb('reward_minor', '=', 0), eb('terms_approved_at', 'is not', null)]))
        .orderBy('position')
        .orderBy('id')
        .execute(),

    all: () => db.selectFrom('missions').selectAll().orderBy('position').orderBy('id').execute(),
    byId: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The member's rows of the given periods (mission id -> its row of the period that runs now). */
    progressOf: (memberId: number, periodStarts: readonly string[], trx: Kysely<DB> = db) =>
      trx
        .selectFrom('mission_progress')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('period_start', '=', sql<Date>`any(${`{${periodStarts.join(',')}}`}::date[])`)
        .execute(),

    /** Claims once: answers the row when this call took it, undefined when it was not there to take. */
    markClaimed: (trx: Kysely<DB>, memberId: number, missionId: number, periodStart: string, now: Date) =>
      trx
        .updateTable('mission_progress')
        .set({ claimed_at: now })
        .where('member_id', '=', memberId)
        .where('mission_id', '=', missionId)
        .where('period_start', '=', sql<Date>`${periodStart}::date`)
        .where('completed_at', 'is not', null)
        .where('claimed_at', 'is', null)
        .returning(['mission_points'])
        .executeTakeFirst(),

    attachPayout: (
      trx: Kysely<DB>,
      key: { memberId: number; missionId: number; periodStart: string },
      payout: { transactionId: number | null; bonusId: number | null },
    ) =>
      trx
        .updateTable('mission_progress')
        .set({ ledger_transaction_id: payout.transactionId, bonus_id: payout.bonusId })
        .where('member_id', '=', key.memberId)
        .where('mission_id', '=', key.missionId)
        .where('period_start', '=', sql<Date>`${key.periodStart}::date`)
        .execute(),

    /** Completed missions not yet claimed in the periods running now. */
    async claimableCount(memberId: number, daily: string, weekly: string) {
      const row = await db
        .selectFrom('mission_progress as mp')
        .innerJoin('missions as m', 'm.id', 'mp.mission_id')
        .select(sql<string>`count(*)`.as('n'))
        .where('mp.member_id', '=', memberId)
        .where('m.enabled', '=', true)
        .where((eb) => eb.or([eb('m.reward_minor', '=', 0), eb('m.terms_approved_at', 'is not', null)]))
        .where('mp.completed_at', 'is not', null)
        .where('mp.claimed_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('m.period', '=', 'daily' as MissionPeriod),
              eb('mp.period_start', '=', sql<Date>`${daily}::date`),
            ]),
            eb.and([
              eb('m.period', '=', 'weekly' as MissionPeriod),
              eb('mp.period_start', '=', sql<Date>`${weekly}::date`),
            ]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Mission points of completions in [start, end), per member, best first; and the member's own. */
    async leaderboard(start: string, end: string, memberId: number) {
      const { rows } = await sql<{ member_id: number; username: string; points: string; rank: string }>`
        with totals as (
          select mp.member_id, sum(mp.mission_points) as points, min(mp.completed_at) as first_at
          from mission_progress mp
          where mp.completed_at is not null and mp.period_start >= ${start}::date and mp.period_start < ${end}::date
            and mp.mission_points > 0
          group by mp.member_id
        ),
        ranked as (
          select t.*, rank() over (order by t.points desc, t.first_at) as rank from totals t
        )
        select r.member_id, m.username, r.points::text, r.rank::text
        from ranked r join members m on m.id = r.member_id
        where r.rank <= ${LEADERBOARD_SIZE} or r.member_id = ${memberId}
        order by r.rank, r.member_id`.execute(db);
      return rows.map((r) => ({
        memberId: Number(r.member_id),
        username: r.username,
        points: Number(r.points),
        rank: Number(r.rank),
      }));
    },
  };
}

export type MissionsRepo = ReturnType<typeof createMissionsRepo>;
