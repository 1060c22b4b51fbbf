import { sql, type Kysely } from 'kysely';
import type { TeamOverview, TeamRange } from '@portal/shared/contracts/agents';
import { toMajor } from '@portal/shared/money';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';

const DAY = 86_400_000;
const dayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** [from, to) of a team range, UTC: today, yesterday, or this month so far. */
export function rangeOf(range: TeamRange, now: Date): { from: Date; to: Date } {
  const today = dayStart(now);
  if (range === 'today') return { from: today, to: new Date(today.getTime() + DAY) };
  if (range === 'yesterday') return { from: new Date(today.getTime() - DAY), to: today };
  return { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), to: new Date(today.getTime() + DAY) };
}

/** [from, to) of two inclusive UTC dates, at most 92 days. */
export function datesOf(from: string, to: string): { from: Date; to: Date } {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY);
  if (!(end > start) || end.getTime() - start.getTime() > 92 * DAY)
    throw new AppError('VALIDATION_FAILED', { value: { fields: { to: 'INVALID_VALUE' } } });
  return { from: start, to: end };
}

/**
 * What an agent sees of its team: every member below it at any depth (member_tree, depth ≥ 1),
 * by set-based queries over bets, deposits and withdrawals. Money in major units.
 */
export function createTeamQueries(deps: { db: Kysely<DB>; decimals: () => Promise<number> }) {
  const { db } = deps;
  const team = (agentId: number) => sql`(select descendant_id as id, depth from member_tree
    where ancestor_id = ${agentId} and depth >= 1)`;

  return {
    async overview(agentId: number, range: TeamRange, now: Date): Promise<TeamOverview> {
      const decimals = await deps.decimals();
      const { from, to } = rangeOf(range, now);
      const month = rangeOf('month', now);
      const { rows } = await sql<{
        day: string | null;
        members: number;
        new_members: number;
        active_members: number;
        deposits: string;
        bets: string;
        valid_bets: string;
        profit_loss: string;
      }>`
        with t as ${team(agentId)},
        days as (select generate_series(${month.from}::timestamptz, ${month.to}::timestamptz - interval '1 day', interval '1 day') as day),
        reg as (select date_trunc('day', m.created_at, 'UTC') as day, count(*) as n from members m join t on t.id = m.id
          where m.created_at >= ${month.from} and m.created_at < ${month.to} group by 1),
        dep as (select date_trunc('day', d.completed_at, 'UTC') as day, sum(d.credit_minor) as amount from deposit_orders d
          join t on t.id = d.member_id where d.status = 'paid' and d.completed_at >= ${month.from} and d.completed_at < ${month.to} group by 1),
        bet as (select date_trunc('day', b.settled_at, 'UTC') as day, count(distinct b.member_id) as active,
            sum(b.stake_minor) as stake, sum(b.valid_bet_minor) as valid, sum(b.payout_minor - b.stake_minor) as pl
          from bet_records b join t on t.id = b.member_id
          where b.status = 'settled' and b.settled_at >= ${month.from} and b.settled_at < ${month.to} group by 1),
        per_day as (
          select to_char(days.day at time zone 'UTC', 'YYYY-MM-DD') as day, coalesce(reg.n, 0)::int as new_members,
            coalesce(bet.active, 0)::int as active_members, coalesce(dep.amount, 0) as deposits,
            coalesce(bet.stake, 0) as bets, coalesce(bet.valid, 0) as valid_bets, coalesce(bet.pl, 0) as profit_loss
          from days left join reg on reg.day = days.day left join dep on dep.day = days.day left join bet on bet.day = days.day
        ),
        ranged as (
          select null::text as day, (select count(*) from t)::int as members,
            (select count(*) from members m join t on t.id = m.id where m.created_at >= ${from} and m.created_at < ${to})::int as new_members,
            (select count(distinct b.member_id) from bet_records b join t on t.id = b.member_id
              where b.status = 'settled' and b.settled_at >= ${from} and b.settled_at < ${to})::int as active_members,
            (select coalesce(sum(d.credit_minor), 0) from deposit_orders d join t on t.id = d.member_id
              where d.status = 'paid' and d.completed_at >= ${from} and d.completed_at < ${to}) as deposits,
            b.stake as bets, b.valid as valid_bets, b.pl as profit_loss
          from (select coalesce(sum(b.stake_minor), 0) as stake, coalesce(sum(b.valid_bet_minor), 0) as valid,
              coalesce(sum(b.payout_minor - b.stake_minor), 0) as pl
            from bet_records b join t on t.id = b.member_id
            where b.status = 'settled' and b.settled_at >= ${from} and b.settled_at < ${to}) b
        )
        select * from ranged
        union all select day, 0, new_members, active_members, deposits, bets, valid_bets, profit_loss from per_day`.execute(
        db,
      );
      const money = (v: string) => toMajor(Number(v), decimals);
      const figures = (r: (typeof rows)[number]) => ({
        newMembers: r.new_members,
        activeMembers: r.active_members,
        deposits: money(r.deposits),
        bets: money(r.bets),
        validBets: money(r.valid_bets),
        profitLoss: money(r.profit_loss),
      });
      const [total, ...days] = rows;
      return {
        range,
        from: from.toISOString(),
        to: to.toISOString(),
        figures: { members: total!.members, ...figures(total!) },
        days: days.map((r) => ({ day: r.day!, ...figures(r) })),
      };
    },

    /** The team, paged; money figures of the current month, deposits of all time. */
    async downlines(
      agentId: number,
      query: { q?: string; directOnly: boolean; page: number; pageSize: number },
      now: Date,
    ) {
      const decimals = await deps.decimals();
      const month = rangeOf('month', now);
      let members = db
        .selectFrom('member_tree as t')
        .innerJoin('members as m', 'm.id', 't.descendant_id')
        .where('t.ancestor_id', '=', agentId)
        .where('t.depth', query.directOnly ? '=' : '>=', 1);
      if (query.q) members = members.where('m.username', 'ilike', `%${query.q.replace(/[%_\\]/g, '\\$&')}%`);
      const [rows, count] = await Promise.all([
        members
          .leftJoin('members as u', 'u.id', 'm.upline_id')
          .select((eb) => [
            'm.id',
            'm.username',
            'm.type',
            't.depth',
            'm.created_at',
            'u.username as upline',
            eb
              .selectFrom('ledger_accounts as a')
              .select(sql<number>`coalesce(sum(a.balance_minor), 0)`.as('b'))
              .whereRef('a.member_id', '=', 'm.id')
              .where('a.code', '=', 'main')
              .as('balance'),
            eb
              .selectFrom('deposit_orders as d')
              .select(sql<number>`coalesce(sum(d.credit_minor), 0)`.as('d'))
              .whereRef('d.member_id', '=', 'm.id')
              .where('d.status', '=', 'paid')
              .as('deposits'),
            eb
              .selectFrom('bet_records as b')
              .select([sql<number>`coalesce(sum(b.valid_bet_minor), 0)`.as('v')])
              .whereRef('b.member_id', '=', 'm.id')
              .where('b.status', '=', 'settled')
              .where('b.settled_at', '>=', month.from)
              .as('valid_bets'),
            eb
              .selectFrom('bet_records as b')
              .select([sql<number>`coalesce(sum(b.payout_minor - b.stake_minor), 0)`.as('p')])
              .whereRef('b.member_id', '=', 'm.id')
              .where('b.status', '=', 'settled')
              .where('b.settled_at', '>=', month.from)
              .as('profit_loss'),
            eb
              .selectFrom('member_tree as s')
              .select(sql<number>`count(*)::int`.as('n'))
              .whereRef('s.ancestor_id', '=', 'm.id')
              .where('s.depth', '>=', 1)
              .as('team_size'),
          ])
          .orderBy('t.depth')
          .orderBy('m.id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        members.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          username: r.username,
          type: r.type,
          level: r.depth,
          upline: r.upline,
          registeredAt: new Date(r.created_at).toISOString(),
          balance: toMajor(Number(r.balance ?? 0), decimals),
          deposits: toMajor(Number(r.deposits ?? 0), decimals),
          validBets: toMajor(Number(r.valid_bets ?? 0), decimals),
          profitLoss: toMajor(Number(r.profit_loss ?? 0), decimals),
          teamSize: r.team_size ?? 0,
        })),
        page: query.page,
        totalPages: pages(count.n, query.pageSize),
        total: count.n,
      };
    },

    /** Is `memberId` below `agentId`? */
    async inTeam(agentId: number, memberId: number): Promise<boolean> {
      const row = await db
        .selectFrom('member_tree')
        .select('depth')
        .where('ancestor_id', '=', agentId)
        .where('descendant_id', '=', memberId)
        .where('depth', '>=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Team betting: per member and product over the dates, with totals. */
    async bets(agentId: number, query: { from: string; to: string; product?: string; page: number; pageSize: number }) {
      const decimals = await deps.decimals();
      const { from, to } = datesOf(query.from, query.to);
      const product = query.product ? sql`and b.product = ${query.product}` : sql``;
      const { rows } = await sql<{
        member_id: number;
        username: string;
        depth: number;
        product: string;
        bets: number;
        stake: string;
        valid: string;
        payout: string;
        total_rows: number;
      }>`
        with t as ${team(agentId)},
        grouped as (
          select b.member_id, b.product, count(*)::int as bets, sum(b.stake_minor) as stake,
            sum(b.valid_bet_minor) as valid, sum(b.payout_minor) as payout
          from bet_records b join t on t.id = b.member_id
          where b.status = 'settled' and b.settled_at >= ${from} and b.settled_at < ${to} ${product}
          group by b.member_id, b.product
        )
        select g.*, m.username, t.depth, (count(*) over ())::int as total_rows
        from grouped g join members m on m.id = g.member_id join t on t.id = g.member_id
        order by g.valid desc, g.member_id, g.product
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db);
      const totals = await sql<{ bets: number; stake: string; valid: string; payout: string }>`
        with t as ${team(agentId)}
        select count(*)::int as bets, coalesce(sum(stake_minor), 0) as stake, coalesce(sum(valid_bet_minor), 0) as valid,
          coalesce(sum(payout_minor), 0) as payout
        from bet_records b join t on t.id = b.member_id
        where b.status = 'settled' and b.settled_at >= ${from} and b.settled_at < ${to} ${product}`.execute(db);
      const money = (v: string | number) => toMajor(Number(v), decimals);
      const sum = totals.rows[0]!;
      return {
        list: rows.map((r) => ({
          memberId: r.member_id,
          username: r.username,
          level: r.depth,
          product: r.product,
          bets: r.bets,
          stake: money(r.stake),
          validBet: money(r.valid),
          payout: money(r.payout),
          profitLoss: money(Number(r.payout) - Number(r.stake)),
        })),
        totals: {
          bets: sum.bets,
          stake: money(sum.stake),
          validBet: money(sum.valid),
          payout: money(sum.payout),
          profitLoss: money(Number(sum.payout) - Number(sum.stake)),
        },
        page: query.page,
        totalPages: pages(rows[0]?.total_rows ?? 0, query.pageSize),
      };
    },

    /** User P&L: the agent's own play and each direct downline's whole team. */
    async profitLoss(agentId: number, query: { from: string; to: string }) {
      const decimals = await deps.decimals();
      const { from, to } = datesOf(query.from, query.to);
      const { rows } = await sql<{
        id: number;
        username: string;
        team_size: number;
        deposits: string;
        withdrawals: string;
        valid: string;
        pl: string;
      }>`
        with heads as (
          select id, username from members where id = ${agentId}
          union all select id, username from members where upline_id = ${agentId}
        ),
        scope as (
          select h.id as head, case when h.id = ${agentId} then h.id else t.descendant_id end as member_id
          from heads h left join member_tree t on t.ancestor_id = h.id and h.id <> ${agentId}
        )
        select h.id, h.username,
          (select count(*) from scope s where s.head = h.id and s.member_id <> h.id)::int as team_size,
          (select coalesce(sum(d.credit_minor), 0) from deposit_orders d join scope s on s.member_id = d.member_id
            where s.head = h.id and d.status = 'paid' and d.completed_at >= ${from} and d.completed_at < ${to}) as deposits,
          (select coalesce(sum(w.amount_minor), 0) from withdrawals w join scope s on s.member_id = w.member_id
            where s.head = h.id and w.status = 'approved' and w.reviewed_at >= ${from} and w.reviewed_at < ${to}) as withdrawals,
          (select coalesce(sum(b.valid_bet_minor), 0) from bet_records b join scope s on s.member_id = b.member_id
            where s.head = h.id and b.status = 'settled' and b.settled_at >= ${from} and b.settled_at < ${to}) as valid,
          (select coalesce(sum(b.payout_minor - b.stake_minor), 0) from bet_records b join scope s on s.member_id = b.member_id
            where s.head = h.id and b.status = 'settled' and b.settled_at >= ${from} and b.settled_at < ${to}) as pl
        from heads h
        order by h.id = ${agentId} desc, h.username`.execute(db);
      const money = (v: string) => toMajor(Number(v), decimals);
      return {
        list: rows.map((r) => ({
          memberId: r.id,
          username: r.username,
          teamSize: r.team_size,
          deposits: money(r.deposits),
          withdrawals: money(r.withdrawals),
          validBet: money(r.valid),
          profitLoss: money(r.pl),
        })),
      };
    },
  };
}

export type TeamQueries = ReturnType<typeof createTeamQueries>;
