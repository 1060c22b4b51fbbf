import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { VipWindow } from '../periods.ts';
import { utcDay } from '../periods.ts';

const ids = (values: readonly number[]) => `{${values.join(',')}}`;

/** A level meets its thresholds when every one it sets is reached (SQL over sums `dep`, `tov`). */
const meets = sql`(l.deposit_threshold_minor is null or s.dep >= l.deposit_threshold_minor)
  and (l.turnover_threshold_minor is null or s.tov >= l.turnover_threshold_minor)`;

export function createVipRepo(db: Kysely<DB>) {
  return {
    levels: (trx: Kysely<DB> = db) => trx.selectFrom('vip_levels').selectAll().orderBy('rank_level').execute(),

    standing: (memberId: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('member_loyalty').selectAll().where('member_id', '=', memberId).executeTakeFirst(),

    async ensureMembers(trx: Kysely<DB>, memberIds: readonly number[]) {
      await sql`insert into member_loyalty (member_id) select unnest(${ids(memberIds)}::bigint[]) order by 1
        on conflict (member_id) do nothing`.execute(trx);
    },

    /** Deposits and valid turnover of members over [start, end). */
    async sums(memberId: number, window: { start: Date; end: Date }, trx: Kysely<DB> = db) {
      const row = await trx
        .selectFrom('loyalty_daily')
        .select([
          sql<string>`coalesce(sum(deposit_minor), 0)`.as('deposits'),
          sql<string>`coalesce(sum(valid_minor), 0)`.as('turnover'),
        ])
        .where('member_id', '=', memberId)
        .where('day', '>=', sql<Date>`${utcDay(window.start)}::date`)
        .where('day', '<', sql<Date>`${utcDay(window.end)}::date`)
        .executeTakeFirstOrThrow();
      return { depositsMinor: Number(row.deposits), turnoverMinor: Number(row.turnover) };
    },

    async carries(trx: Kysely<DB>, memberIds: readonly number[]): Promise<Map<number, bigint>> {
      const rows = await trx
        .selectFrom('member_loyalty')
        .select(['member_id', sql<string>`points_carry::text`.as('carry')])
        .where('member_id', '=', sql<number>`any(${ids(memberIds)}::bigint[])`)
        .execute();
      return new Map(rows.map((r) => [r.member_id, BigInt(r.carry)]));
    },

    async setCarries(trx: Kysely<DB>, carries: readonly { memberId: number; carry: bigint }[]) {
      await sql`update member_loyalty m set points_carry = v.carry
        from (select unnest(${ids(carries.map((c) => c.memberId))}::bigint[]) as member_id,
          unnest(${`{${carries.map((c) => c.carry.toString()).join(',')}}`}::bigint[]) as carry) v
        where m.member_id = v.member_id`.execute(trx);
    },

    /**
     * Upgrades at once: members whose sums in the running window meet a higher level go there, and
     * every level up to it with a level-up bonus becomes a reward to claim (once per level, ever).
     */
    async raiseLevels(trx: Kysely<DB>, memberIds: readonly number[], window: VipWindow, now: Date) {
      await sql`
        with s as (
          select member_id, sum(deposit_minor) as dep, sum(valid_minor) as tov from loyalty_daily
          where member_id = any(${ids(memberIds)}::bigint[])
            and day >= ${utcDay(window.start)}::date and day < ${utcDay(window.end)}::date
          group by member_id
        ),
        best as (
          select s.member_id, max(l.rank_level) as rank from s join vip_levels l on ${meets} group by s.member_id
        ),
        raised as (
          update member_loyalty m set vip_level = b.rank, level_since = ${now}, grace_used = 0, updated_at = ${now}
          from best b where m.member_id = b.member_id and b.rank > m.vip_level
          returning m.member_id, b.rank
        )
        insert into vip_rewards (member_id, kind, key, amount_minor, created_at)
        select r.member_id, 'level_up', l.rank_level::text, l.level_up_bonus_minor, ${now}
        from raised r join vip_levels l on l.rank_level between 1 and r.rank
        where l.level_up_bonus_minor > 0
        on conflict (member_id, kind, key) do nothing`.execute(trx);
    },

    /**
     * The level check of an ended period, once (the vip_evaluations row): a member below their
     * level's thresholds over it uses one grace period; past the grace they drop to the level they
     * met. Meeting it again resets the grace. Members raised after the period ended are not judged
     * on it. Answers how many dropped, or null when this period was already judged.
     */
    async evaluatePeriod(trx: Kysely<DB>, ended: VipWindow, grace: number, now: Date): Promise<number | null> {
      const claimed = await trx
        .insertInto('vip_evaluations')
        .values({ period_key: ended.key, evaluated_at: now })
        .onConflict((oc) => oc.column('period_key').doNothing())
        .returning('period_key')
        .executeTakeFirst();
      if (!claimed) return null;
      const { rows } = await sql<{ lowered: string }>`
        with s as (
          select m.member_id, m.vip_level as old_level, m.grace_used as old_grace,
            coalesce(sum(d.deposit_minor), 0) as dep, coalesce(sum(d.valid_minor), 0) as tov
          from member_loyalty m
          left join loyalty_daily d on d.member_id = m.member_id
            and d.day >= ${utcDay(ended.start)}::date and d.day < ${utcDay(ended.end)}::date
          where m.vip_level > 0 and m.level_since < ${ended.end}
          group by m.member_id, m.vip_level, m.grace_used
        ),
        met as (
          select s.member_id, s.old_level, s.old_grace, coalesce(max(l.rank_level), 0) as rank
          from s left join vip_levels l on ${meets}
          group by s.member_id, s.old_level, s.old_grace
        ),
        changed as (
          update member_loyalty m set
            vip_level = case when met.rank < m.vip_level and m.grace_used + 1 > ${grace} then met.rank else m.vip_level end,
            grace_used = case when met.rank >= m.vip_level or m.grace_used + 1 > ${grace} then 0 else m.grace_used + 1 end,
            level_since = case when met.rank < m.vip_level and m.grace_used + 1 > ${grace} then ${now} else m.level_since end,
            updated_at = ${now}
          from met where m.member_id = met.member_id
          returning (met.rank < met.old_level and met.old_grace + 1 > ${grace}) as dropped
        )
        select count(*) filter (where dropped)::text as lowered from changed`.execute(trx);
      const lowered = Number(rows[0]?.lowered ?? 0);
      await trx.updateTable('vip_evaluations').set({ lowered }).where('period_key', '=', ended.key).execute();
      return lowered;
    },
  };
}

export type VipRepo = ReturnType<typeof createVipRepo>;
