import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  DashboardQueue,
  GgrProductRow,
  PaymentRow,
  ProductKind,
  TopPlayerRow,
} from '@portal/shared/contracts/reports';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import type { DB } from '../../db/schema.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

/** A half-open span of time: [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

/**
 * The system accounts whose payments to players count as bonuses (NGR = GGR − bonuses), by the
 * codes their features post with (this feature imports none of them; reports.api.test checks the
 * list against their constants):
 * - `adjustments` (withdrawals/adjustments.ts ADJUSTMENTS): operator balance adjustments;
 * - `promotions` (bonuses PROMOTIONS_ACCOUNT): every bonus-wallet credit (promotions, referral
 *   rewards, VIP and mission rewards) as granted, less those forfeited or expired;
 * - `loyalty_rewards` (loyalty points POINTS_PAYOUT_ACCOUNT): points converted to money and cash
 *   goods of the points mall, paid to the main wallet.
 */
export const BONUS_ACCOUNTS = ['adjustments', 'promotions', 'loyalty_rewards'];
const LOTTERY_VENDOR = 'LOTTERY';

/** A UTC day as text, from a timestamptz column. */
const dayOf = (column: RawBuilder<unknown>) => sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/** Bets of trial (free-play) accounts are play money: left out of every figure. */
const realPlayer = sql`not exists (select 1 from members m where m.id = b.member_id and m.type = ${MEMBER_TYPE.trial})`;

export interface DayMoney {
  day: string;
  bet_count: number;
  bets_minor: number;
  wins_minor: number;
}
export interface DayAmount {
  day: string;
  count: number;
  amount_minor: number;
}
export interface Activity {
  today: number;
  last7: number;
  last30: number;
}

/**
 * The reports' SQL: each one statement, set-based over a range of the indexed time column
 * (migration 0031). Bets count when settled, on the UTC day they were placed (a lottery bet's
 * win lands on the day of its stake); a pending bet carries no money yet, a cancelled one none.
 */
export function createReportsRepo(db: Kysely<DB>) {
  return {
    /**
     * Members with a bet (settled or pending) in the span, and of those the ones with a bet since
     * each of `since` (the dashboard's shorter periods): one pass grouping the span by member.
     */
    async activePlayers(span: Span, currency: string, since: { today: Date; last7: Date }): Promise<Activity> {
      const { rows } = await sql<Activity>`
        select count(*) filter (where last_at >= ${since.today})::bigint as today,
          count(*) filter (where last_at >= ${since.last7})::bigint as last7, count(*)::bigint as last30
        from (
          select b.member_id, max(b.placed_at) as last_at from bets b
          where b.placed_at >= ${span.from} and b.placed_at < ${span.to} and b.status <> 'cancelled'
            and b.currency = ${currency} and ${realPlayer}
          group by b.member_id
        ) m`.execute(db);
      return rows[0]!;
    },

    /** Settled bets per day. */
    async betsByDay(span: Span, currency: string): Promise<DayMoney[]> {
      const { rows } = await sql<DayMoney>`
        select to_char(day, 'YYYY-MM-DD') as day, count(*)::bigint as bet_count,
          sum(stake_minor)::bigint as bets_minor, sum(payout_minor)::bigint as wins_minor
        from (select (b.placed_at at time zone 'UTC')::date as day, b.stake_minor, b.payout_minor from bet_records b
          where b.placed_at >= ${span.from} and b.placed_at < ${span.to} and b.status = 'settled'
            and b.currency = ${currency} and ${realPlayer}) s
        group by day order by day`.execute(db);
      return rows;
    },

    /**
     * Settled bets per day and product: a casino vendor in one lobby category, a lottery game, an
     * in-house game. Grouped first by the raw columns (the statistics of migration 0031 know how
     * few groups they make), then by product.
     */
    async betsByDayAndProduct(span: Span, currency: string): Promise<GgrProductRow[]> {
      const { rows } = await sql<{
        day: string;
        kind: ProductKind;
        code: string;
        category: string;
        name: string | null;
        bet_count: number;
        bets_minor: number;
        wins_minor: number;
      }>`
        with g as (
          select (b.placed_at at time zone 'UTC')::date as day, b.product, b.vendor, b.game_code,
            max(b.game_name) as name, count(*) as bet_count, sum(b.stake_minor) as bets_minor,
            sum(b.payout_minor) as wins_minor
          from bet_records b
          where b.placed_at >= ${span.from} and b.placed_at < ${span.to} and b.status = 'settled'
            and b.currency = ${currency} and ${realPlayer}
          group by 1, 2, 3, 4
        ), p as (
          select day, product as category,
            case vendor when ${LOTTERY_VENDOR} then 'lottery' when ${INHOUSE_VENDOR} then 'inhouse' else 'casino' end as kind,
            case when vendor in (${LOTTERY_VENDOR}, ${INHOUSE_VENDOR}) then game_code else vendor end as code,
            case when vendor in (${LOTTERY_VENDOR}, ${INHOUSE_VENDOR}) then name end as name,
            bet_count, bets_minor, wins_minor
          from g
        )
        select to_char(day, 'YYYY-MM-DD') as day, kind, code, category, max(name) as name,
          sum(bet_count)::bigint as bet_count, sum(bets_minor)::bigint as bets_minor, sum(wins_minor)::bigint as wins_minor
        from p group by day, kind, code, category order by day, kind, code, category`.execute(db);
      return rows.map((r) => ({
        day: r.day,
        kind: r.kind,
        code: r.code,
        category: r.category,
        name: r.name,
        betCount: r.bet_count,
        betsMinor: r.bets_minor,
        winsMinor: r.wins_minor,
        ggrMinor: r.bets_minor - r.wins_minor,
      }));
    },

    /** Net payments of the bonus accounts to players, per day (positive: the brand gave). */
    async bonusesByDay(span: Span, currency: string): Promise<{ day: string; amount_minor: number }[]> {
      const { rows } = await sql<{ day: string; amount_minor: number }>`
        select ${dayOf(sql`e.created_at`)} as day, (-sum(e.amount_minor))::bigint as amount_minor
        from ledger_accounts a join ledger_entries e on e.account_id = a.id
        where a.member_id is null and a.code in (${sql.join(BONUS_ACCOUNTS)}) and a.currency = ${currency}
          and e.created_at >= ${span.from} and e.created_at < ${span.to}
        group by 1 order by 1`.execute(db);
      return rows;
    },

    /** Paid deposits per day (by when they were paid): how many and the amounts paid in. */
    async depositsByDay(span: Span, currency: string): Promise<DayAmount[]> {
      const { rows } = await sql<DayAmount>`
        select ${dayOf(sql`completed_at`)} as day, count(*)::bigint as count, sum(amount_minor)::bigint as amount_minor
        from deposit_orders
        where status = 'paid' and completed_at >= ${span.from} and completed_at < ${span.to} and currency = ${currency}
        group by 1 order by 1`.execute(db);
      return rows;
    },

    /** Approved withdrawals per day (by when they were approved). */
    async withdrawalsByDay(span: Span, currency: string): Promise<DayAmount[]> {
      const { rows } = await sql<DayAmount>`
        select ${dayOf(sql`reviewed_at`)} as day, count(*)::bigint as count, sum(amount_minor)::bigint as amount_minor
        from withdrawals
        where status = 'approved' and reviewed_at >= ${span.from} and reviewed_at < ${span.to} and currency = ${currency}
        group by 1 order by 1`.execute(db);
      return rows;
    },

    /**
     * Members whose first paid deposit (ever) was paid in the span, per day of it, with its amount:
     * those who paid in the span, then each one's earliest paid order.
     */
    async firstDepositsByDay(span: Span): Promise<DayAmount[]> {
      const { rows } = await sql<DayAmount>`
        with payers as (
          select distinct member_id from deposit_orders
          where status = 'paid' and completed_at >= ${span.from} and completed_at < ${span.to}
        ), firsts as (
          select distinct on (d.member_id) d.member_id, d.completed_at, d.amount_minor
          from deposit_orders d join payers p on p.member_id = d.member_id
          where d.status = 'paid'
          order by d.member_id, d.completed_at, d.id
        )
        select ${dayOf(sql`completed_at`)} as day, count(*)::bigint as count, sum(amount_minor)::bigint as amount_minor
        from firsts where completed_at >= ${span.from}
        group by 1 order by 1`.execute(db);
      return rows;
    },

    /** New accounts per day (trial accounts are not registrations). */
    async registrationsByDay(span: Span): Promise<{ day: string; count: number }[]> {
      const { rows } = await sql<{ day: string; count: number }>`
        select ${dayOf(sql`created_at`)} as day, count(*)::bigint as count from members
        where created_at >= ${span.from} and created_at < ${span.to} and type <> ${MEMBER_TYPE.trial}
        group by 1 order by 1`.execute(db);
      return rows;
    },

    /**
     * What waits for an operator: bank transfers to review, withdrawals in process, four-eyes
     * requests, promotion applications to review, points-mall redemptions to approve (each count
     * on its queue's partial or status index).
     */
    async pendingCounts(): Promise<Record<DashboardQueue, number>> {
      const { rows } = await sql<Record<DashboardQueue, number>>`
        select
          (select count(*) from deposit_orders where status = 'pending' and channel_type = 'bank_transfer')::bigint as deposits,
          (select count(*) from withdrawals where status = 'in_process')::bigint as withdrawals,
          (select count(*) from operator_approvals where status = 'pending')::bigint as approvals,
          (select count(*) from promotion_claims where status = 'applying')::bigint as "promotionApplications",
          (select count(*) from points_redemptions where status = 'processing')::bigint as redemptions`.execute(db);
      return rows[0]!;
    },

    /** Paid deposits per day and channel, approved withdrawals per day and payee bank. */
    async paymentsByDayAndChannel(span: Span, currency: string): Promise<PaymentRow[]> {
      const { rows } = await sql<{
        day: string;
        direction: 'deposit' | 'withdrawal';
        channel: string;
        count: number;
        amount_minor: number;
        fee_minor: number;
      }>`
        select day, direction, channel, count, amount_minor, fee_minor from (
          select ${dayOf(sql`d.completed_at`)} as day, 'deposit' as direction, c.name as channel, c.id as channel_id,
            count(*)::bigint as count, sum(d.amount_minor)::bigint as amount_minor, sum(d.fee_minor)::bigint as fee_minor
          from deposit_orders d join payment_channels c on c.id = d.channel_id
          where d.status = 'paid' and d.completed_at >= ${span.from} and d.completed_at < ${span.to}
            and d.currency = ${currency}
          group by 1, c.id, c.name
          union all
          select ${dayOf(sql`w.reviewed_at`)}, 'withdrawal', w.bank_name, null, count(*)::bigint,
            sum(w.amount_minor)::bigint, 0::bigint
          from withdrawals w
          where w.status = 'approved' and w.reviewed_at >= ${span.from} and w.reviewed_at < ${span.to}
            and w.currency = ${currency}
          group by 1, w.bank_name
        ) t order by day, direction, channel, channel_id`.execute(db);
      return rows.map((r) => ({
        day: r.day,
        direction: r.direction,
        channel: r.channel,
        count: r.count,
        amountMinor: r.amount_minor,
        feeMinor: r.fee_minor,
      }));
    },

    /** The players who won (or lost) the most on settled bets placed in the span. */
    async topPlayers(span: Span, currency: string, side: 'winners' | 'losers', limit: number): Promise<TopPlayerRow[]> {
      const order = side === 'winners' ? sql`net_minor desc` : sql`net_minor asc`;
      const { rows } = await sql<{
        member_id: number;
        username: string;
        bet_count: number;
        bets_minor: number;
        wins_minor: number;
        net_minor: number;
      }>`
        with t as (
          select b.member_id, count(*)::bigint as bet_count, sum(b.stake_minor)::bigint as bets_minor,
            sum(b.payout_minor)::bigint as wins_minor, (sum(b.payout_minor) - sum(b.stake_minor))::bigint as net_minor
          from bet_records b
          where b.placed_at >= ${span.from} and b.placed_at < ${span.to} and b.status = 'settled'
            and b.currency = ${currency} and ${realPlayer}
          group by b.member_id
        )
        select t.*, m.username from t join members m on m.id = t.member_id
        where ${side === 'winners' ? sql`t.net_minor > 0` : sql`t.net_minor < 0`}
        order by ${order}, t.member_id limit ${limit}`.execute(db);
      return rows.map((r) => ({
        memberId: r.member_id,
        username: r.username,
        betCount: r.bet_count,
        betsMinor: r.bets_minor,
        winsMinor: r.wins_minor,
        netMinor: r.net_minor,
      }));
    },

    /** Settled studio rounds per game, RTP variant and bet (baccarat's banker, player, tie). */
    async studioRounds(span: Span, currency: string) {
      const { rows } = await sql<{
        game: string;
        variant: string;
        bet: string;
        rounds: number;
        stakes_minor: number;
        payouts_minor: number;
      }>`
        select r.game_code as game, r.variant,
          case when r.game_code = 'baccarat' then coalesce(r.params->>'bet', 'all') else 'all' end as bet,
          count(*)::bigint as rounds, sum(r.stake_minor)::bigint as stakes_minor,
          sum(r.payout_minor)::bigint as payouts_minor
        from studio_rounds r join studio_players p on p.id = r.player_id
        where r.status = 'settled' and r.created_at >= ${span.from} and r.created_at < ${span.to}
          and r.currency = ${currency}
          and not exists (select 1 from members m where m.type = ${MEMBER_TYPE.trial} and m.id::text = p.portal_player_id)
        group by 1, 2, 3 order by 1, 2, 3`.execute(db);
      return rows;
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
