import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LotteryMarket } from '../../db/column-types.ts';
import type { LedgerBatch } from '../wallet/ledger/batch.ts';
import { forgetWins, PERIOD_WINS } from '../bets/bet-wins.ts';
import { headPrizeOf, regionOf } from './markets.ts';

/** The house account every lottery stake goes to and every payout comes from (sharded). */
export const LOTTERY_HOUSE = 'house:LOTTERY';
export const lotterySource = (product: string) => `game:${product}`;

/**
 * The facts of a period's result that bets look up, as (key, hits): 'L2:37' twice when two
 * prizes end in 37, 'DE:37' when the special prize does... Computed by the database from the
 * result rows; each market's keys are the ones its bet menu (bet-menu.ts) writes.
 */
function factsOf(market: LotteryMarket): RawBuilder<unknown> {
  const region = regionOf(market);
  if (region === 'keno') {
    return sql`select 'K:' || number as key from r
      union all select 'KS:' || case when s > 810 then 'BIG' when s < 810 then 'SMALL' else 'TIE' end from t
      union all select 'KS:' || case when s % 2 = 1 then 'ODD' else 'EVEN' end from t`;
  }
  if (region === 'digit') {
    return sql`select 'P' || idx || ':' || number as key from r
      union all select 'P' || idx || ':' || case when number::int >= 5 then 'BIG' else 'SMALL' end from r
      union all select 'P' || idx || ':' || case when number::int % 2 = 1 then 'ODD' else 'EVEN' end from r
      union all select 'S:' || case when s >= 23 then 'BIG' else 'SMALL' end from t
      union all select 'S:' || case when s % 2 = 1 then 'ODD' else 'EVEN' end from t`;
  }
  return sql`select 'L2:' || right(number, 2) as key from r
    union all select 'L3:' || right(number, 3) from r where length(number) >= 3
    union all select 'DE:' || right(number, 2) from r where prize = 0
    union all select 'C3:' || right(number, 3) from r where prize = 0
    union all select 'DAU:' || left(right(number, 2), 1) from r where prize = 0
    union all select 'DUOI:' || right(number, 1) from r where prize = 0
    union all select 'DD:' || right(number, 2) from r where prize = ${headPrizeOf(region)}`;
}

/**
 * Every pending bet of the period settled in one statement: the facts counted by key, each bet's
 * hits joined on its pick key, the payout by its rule, the bets rows updated at once.
 * count: base × odds × occurrences; all: every pick drawn, paid once; none: no pick drawn;
 * table: odds[hits + 1]. Integer division floors (all terms are positive).
 */
export async function settleBetsIn(
  trx: Kysely<DB>,
  period: { id: number; market: LotteryMarket },
  now: Date,
): Promise<{ bets: number; winners: number; payoutMinor: number }> {
  // A period's bets are joined in one hash join: with the default 4 MB it spills to disk in batches
  // (a million bets settled in 15.8 s against 11.4 s with 64 MB). For this transaction only.
  await sql`set local work_mem = '64MB'`.execute(trx);
  const { rows } = await sql<{ bets: string; winners: string; payout: string }>`
    with r as (select prize, idx, number from lottery_results where period_id = ${period.id}),
    t as (select coalesce(sum(number::int), 0) as s from r),
    facts as (${factsOf(period.market)}),
    counted as (select key, count(*) as hits from facts group by key),
    drawn as (select array_agg(key) as keys from counted),
    hits as (
      -- One pick (most bets): a hash join on the fact key. Several picks (xiên, lô trượt, keno):
      -- how many of them were drawn, each key appearing once in the facts for those markets.
      select l.bet_id, l.rule, l.base_minor, l.odds_milli, cardinality(l.pick_keys) as picks,
        case when cardinality(l.pick_keys) = 1 then coalesce(c.hits, 0)
          else (select count(*) from unnest(l.pick_keys) as k where k = any (d.keys)) end as occ,
        case when cardinality(l.pick_keys) = 1 then (c.key is not null)::int
          else (select count(*) from unnest(l.pick_keys) as k where k = any (d.keys)) end as present
      from lottery_bets l cross join drawn d
      left join counted c on c.key = l.pick_keys[1] and cardinality(l.pick_keys) = 1
      where l.period_id = ${period.id}
    ),
    payouts as (
      select h.bet_id,
        case h.rule
          when 'count' then h.base_minor * h.odds_milli[1] * h.occ / 1000
          when 'all' then case when h.present = h.picks then h.base_minor * h.odds_milli[1] / 1000 else 0 end
          when 'none' then case when h.present = 0 then h.base_minor * h.odds_milli[1] / 1000 else 0 end
          else h.base_minor * coalesce(h.odds_milli[h.present + 1], 0) / 1000
        end as payout
      from hits h
    ),
    settled as (
      update bets b set payout_minor = p.payout, status = 'settled', settled_at = ${now}
      from payouts p where b.id = p.bet_id and b.status = 'pending'
      returning b.id, b.member_id, b.currency, b.stake_minor, b.payout_minor
    ),
    -- The winners board: the period's biggest wins only (a top-N sort, no row per winner).
    board as (
      insert into bet_wins (bet_id, member_id, currency, stake_minor, payout_minor, settled_at)
      select id, member_id, currency, stake_minor, payout_minor, ${now} from settled
      where payout_minor > stake_minor order by payout_minor desc limit ${PERIOD_WINS}
    )
    select count(*)::text as bets, count(*) filter (where payout_minor > 0)::text as winners,
      coalesce(sum(payout_minor), 0)::text as payout from settled`.execute(trx);
  const row = rows[0]!;
  return { bets: Number(row.bets), winners: Number(row.winners), payoutMinor: Number(row.payout) };
}

/** The winners of a period as batch lines: one line per winning bet into the wallet that paid it. */
export const winnerLines = (periodId: number) => sql`
  select l.account_id, b.member_id, b.payout_minor as amount_minor, b.id as seq
  from lottery_bets l join bets b on b.id = l.bet_id
  where l.period_id = ${periodId} and b.status = 'settled' and b.payout_minor > 0`;

/** A batch's player lines negated: what reverses it exactly. */
export const reversalLines = (transactionId: number) => sql`
  select e.account_id, a.member_id, -e.amount_minor as amount_minor, e.id as seq
  from ledger_entries e join ledger_accounts a on a.id = e.account_id
  where e.transaction_id = ${transactionId} and a.member_id is not null`;

/** Every live bet's stake back to the wallet that paid it (a cancelled or void period). */
export const refundLines = (periodId: number) => sql`
  select l.account_id, b.member_id, b.stake_minor as amount_minor, b.id as seq
  from lottery_bets l join bets b on b.id = l.bet_id
  where l.period_id = ${periodId} and b.status <> 'cancelled'`;

export interface PeriodForSettlement {
  id: number;
  market: LotteryMarket;
  product: string;
  round: number;
  currency: string;
}

/**
 * Settles a period whose result rows are recorded: bets, then one ledger batch paying the
 * winners (its key names the period and the round, so running it again pays nothing twice), and
 * the round's row. Runs in the caller's transaction, with the period row locked.
 */
export async function settlePeriodIn(
  trx: Kysely<DB>,
  batch: LedgerBatch,
  period: PeriodForSettlement,
  now: Date,
  /** Why the result was corrected, when this round settles a correction (kept in the batch's memo). */
  correctionReason?: string,
): Promise<{ round: number; bets: number; winners: number; payoutMinor: number; transactionId: number | null }> {
  const round = period.round + 1;
  const outcome = await settleBetsIn(trx, period, now);
  const posted = await batch.postBatchIn(trx, {
    source: lotterySource(period.product),
    key: `period:${period.id}:round:${round}`,
    kind: 'win',
    reference: `lottery:${period.id}`,
    memo: { periodId: period.id, round, ...(correctionReason === undefined ? {} : { reason: correctionReason }) },
    lines: winnerLines(period.id),
    counterpart: { code: LOTTERY_HOUSE, currency: period.currency },
  });
  await trx
    .insertInto('lottery_settlements')
    .values({
      period_id: period.id,
      round,
      transaction_id: posted.transactionId,
      bets: outcome.bets,
      winners: outcome.winners,
      payout_minor: outcome.payoutMinor,
      settled_at: now,
    })
    .execute();
  await trx
    .updateTable('lottery_periods')
    .set({ status: 'settled', round, settled_at: now })
    .where('id', '=', period.id)
    .execute();
  return { round, ...outcome, transactionId: posted.transactionId };
}

export interface SettledRound {
  round: number;
  transactionId: number | null;
}

/** The period's last settlement round, if settled. */
export async function lastRoundOf(trx: Kysely<DB>, period: PeriodForSettlement): Promise<SettledRound | undefined> {
  const row = await trx
    .selectFrom('lottery_settlements')
    .select(['round', 'transaction_id'])
    .where('period_id', '=', period.id)
    .where('round', '=', period.round)
    .executeTakeFirst();
  return row ? { round: row.round, transactionId: row.transaction_id } : undefined;
}

/** The period's settled bets back to pending, so they can be settled again or refunded; off the winners board. */
export async function resetBetsIn(trx: Kysely<DB>, periodId: number): Promise<void> {
  await forgetWins(trx, sql`select bet_id from lottery_bets where period_id = ${periodId}`);
  await sql`update bets b set status = 'pending', payout_minor = 0, settled_at = null
    from lottery_bets l where l.bet_id = b.id and l.period_id = ${periodId} and b.status = 'settled'`.execute(trx);
}

/**
 * Takes back a round's payouts: a reversing batch of exactly its player entries. Callers post it
 * after the new credits (the corrected payouts, or the refunds) in the same transaction, so a
 * player who already spent a win is only refused when the net leaves the wallet below zero.
 */
export async function reverseRoundIn(
  trx: Kysely<DB>,
  batch: LedgerBatch,
  period: PeriodForSettlement,
  last: SettledRound,
  /** The operator's reason: the correction or the cancel that takes the round back. */
  reason: string,
): Promise<void> {
  if (!last.transactionId) return;
  const reversal = await batch.postBatchIn(trx, {
    source: lotterySource(period.product),
    key: `period:${period.id}:round:${last.round}:reverse`,
    kind: 'win',
    reference: `lottery:${period.id}`,
    memo: { periodId: period.id, reverses: last.transactionId, reason },
    lines: reversalLines(last.transactionId),
    counterpart: { code: LOTTERY_HOUSE, currency: period.currency },
  });
  await trx
    .updateTable('lottery_settlements')
    .set({ reversal_transaction_id: reversal.transactionId })
    .where('period_id', '=', period.id)
    .where('round', '=', last.round)
    .execute();
}
