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
 * Every live bet's payout computed in one statement (the facts counted by key, each bet's hits
 * joined on its pick key, the payout by its rule) and the winners' rows written (decision 029):
 * the bets rows are not touched. The first round inserts a row per winning bet; a later round (a
 * correction) writes only the bets whose payout changed, each with its change, so the round's
 * ledger batch (`roundLines`) pays the differences. The winners board gets the period's biggest wins.
 * count: base × odds × occurrences; all: every pick drawn, paid once; none: no pick drawn;
 * table: odds[hits + 1]. Integer division floors (all terms are positive).
 */
export async function settleBetsIn(
  trx: Kysely<DB>,
  period: { id: number; market: LotteryMarket },
  round: number,
  now: Date,
): Promise<{ bets: number; winners: number; payoutMinor: number }> {
  // A period's bets are joined in one hash join: with the default 4 MB it spills to disk in batches.
  // JIT compiling the statement cost more than running it (3.6 s on a million bets). For this transaction only.
  await sql`set local work_mem = '64MB'`.execute(trx);
  await sql`set local jit = off`.execute(trx);
  if (round > 1) await forgetWins(trx, sql`select bet_id from lottery_payouts where period_id = ${period.id}`);
  const write =
    round === 1
      ? sql`insert into lottery_payouts (period_id, bet_id, round, account_id, member_id, payout_minor, change_minor)
          select ${period.id}, w.bet_id, ${round}, w.account_id, a.member_id, w.payout, w.payout
          from won w join ledger_accounts a on a.id = w.account_id
          -- In key order: each row goes to the index's right edge instead of a page found from the root.
          order by w.bet_id`
      : // The differences: a new winner, a changed payout, a former winner now paid nothing (its row kept at 0).
        sql`insert into lottery_payouts as o (period_id, bet_id, round, account_id, member_id, payout_minor, change_minor)
          select ${period.id}, coalesce(w.bet_id, p.bet_id), ${round}, coalesce(w.account_id, p.account_id),
            coalesce(a.member_id, p.member_id), coalesce(w.payout, 0), coalesce(w.payout, 0) - coalesce(p.payout_minor, 0)
          from won w
          full join (select * from lottery_payouts where period_id = ${period.id}) p on p.bet_id = w.bet_id
          left join ledger_accounts a on a.id = w.account_id
          where coalesce(w.payout, 0) <> coalesce(p.payout_minor, 0)
          on conflict (period_id, bet_id) do update set round = excluded.round,
            payout_minor = excluded.payout_minor, change_minor = excluded.change_minor`;
  // The drawn keys first, so the planner sees them: it reads the few candidate bets by page order.
  const { rows: facts } = await sql<{ key: string; hits: string }>`
    with r as (select prize, idx, number from lottery_results where period_id = ${period.id}),
    t as (select coalesce(sum(number::int), 0) as s from r),
    facts as (${factsOf(period.market)})
    select key, count(*)::text as hits from facts group by key`.execute(trx);
  const keys = sql`${`{${facts.map((f) => `"${f.key}"`).join(',')}}`}::text[]`;
  const { rows } = await sql<{ bets: string; winners: string; payout: string }>`
    with counted as (select * from unnest(${keys}, ${`{${facts.map((f) => f.hits).join(',')}}`}::bigint[]) as c(key, hits)),
    drawn as (select ${keys} as keys),
    -- The period's cancelled slips (cancelled before the close: their bets do not settle).
    cancelled as (select coalesce(array_agg(id), '{}') as ids from lottery_slips
      where period_id = ${period.id} and status = 'cancelled'),
    -- The bets that can win: those whose first pick was drawn, when a bet can only win with it
    -- (one pick, or every pick needed), read by migration 0046's index on the drawn keys; and every
    -- bet that can pay on fewer hits (several counted picks, none drawn, a table of odds).
    candidates as (
      select l.* from lottery_bets l
      where l.period_id = ${period.id} and l.pick_keys[1] = any (${keys})
        and (l.rule = 'all' or (l.rule = 'count' and cardinality(l.pick_keys) = 1))
      union all
      select l.* from lottery_bets l
      where l.period_id = ${period.id}
        and (l.rule in ('none', 'table') or (l.rule = 'count' and cardinality(l.pick_keys) > 1))
    ),
    hits as (
      -- One pick (most bets): a hash join on the fact key. Several picks (xiên, lô trượt, keno):
      -- how many of them were drawn, each key appearing once in the facts for those markets.
      select l.bet_id, l.account_id, l.rule, l.base_minor, l.odds_milli, cardinality(l.pick_keys) as picks,
        case when cardinality(l.pick_keys) = 1 then coalesce(c.hits, 0)
          else (select count(*) from unnest(l.pick_keys) as k where k = any (d.keys)) end as occ,
        case when cardinality(l.pick_keys) = 1 then (c.key is not null)::int
          else (select count(*) from unnest(l.pick_keys) as k where k = any (d.keys)) end as present
      from candidates l cross join drawn d cross join cancelled x
      left join counted c on c.key = l.pick_keys[1] and cardinality(l.pick_keys) = 1
      where l.slip_id <> all (x.ids)
    ),
    won as (
      select bet_id, account_id, payout from (
        select h.bet_id, h.account_id,
          case h.rule
            when 'count' then h.base_minor * h.odds_milli[1] * h.occ / 1000
            when 'all' then case when h.present = h.picks then h.base_minor * h.odds_milli[1] / 1000 else 0 end
            when 'none' then case when h.present = 0 then h.base_minor * h.odds_milli[1] / 1000 else 0 end
            else h.base_minor * coalesce(h.odds_milli[h.present + 1], 0) / 1000
          end as payout
        from hits h
      ) computed where payout > 0
    ),
    written as (${write}),
    -- The winners board: the period's biggest wins only, their bets read by key from the top down.
    board as (
      insert into bet_wins (bet_id, member_id, currency, stake_minor, payout_minor, settled_at)
      select b.id, b.member_id, b.currency, b.stake_minor, w.payout, ${now}
      from (select bet_id, payout from won order by payout desc, bet_id) w
      cross join lateral (select id, member_id, currency, stake_minor from bets
        where id = w.bet_id and stake_minor < w.payout) b
      limit ${PERIOD_WINS}
    )
    -- The period's live bets, as their slips counted them at placement.
    select (select coalesce(sum(bets), 0) from lottery_slips
        where period_id = ${period.id} and status = 'placed')::text as bets,
      count(*)::text as winners, coalesce(sum(payout), 0)::text as payout from won`.execute(trx);
  const row = rows[0]!;
  return { bets: Number(row.bets), winners: Number(row.winners), payoutMinor: Number(row.payout) };
}

/**
 * A round's batch lines: one per player wallet, the sum of what this round wrote for its bets (a
 * first round: the winners' payouts; a correction: the differences, positive or negative, netted).
 * The bets' own amounts are in lottery_payouts; the ledger carries one entry per wallet and round
 * (decision 029), a tenth of the rows when a player wins on several bets.
 */
export const roundLines = (periodId: number, round: number) => sql`
  select account_id, member_id, sum(change_minor) as amount_minor, 0 as seq
  from lottery_payouts where period_id = ${periodId} and round = ${round}
  group by account_id, member_id having sum(change_minor) <> 0`;

/** Every payout of a period taken back (a cancelled period that had settled), a line per wallet. */
export const takeBackLines = (periodId: number) => sql`
  select account_id, member_id, -sum(payout_minor) as amount_minor, 0 as seq
  from lottery_payouts where period_id = ${periodId}
  group by account_id, member_id having sum(payout_minor) > 0`;

/** Every live bet's stake back to the wallet that paid it (a cancelled or void period), a line per wallet. */
export const refundLines = (periodId: number) => sql`
  select l.account_id, b.member_id, sum(b.stake_minor) as amount_minor, 0 as seq
  from lottery_bets l join bets b on b.id = l.bet_id
  where l.period_id = ${periodId} and b.status <> 'cancelled'
  group by l.account_id, b.member_id`;

export interface PeriodForSettlement {
  id: number;
  market: LotteryMarket;
  product: string;
  round: number;
  currency: string;
}

/**
 * The period's loyalty events (migration 0037 counts a bet when its row settles; lottery rows no
 * longer change): one per player, dated now. A first round counts the player's live bets, stakes
 * and payouts; a correction the payout differences of its round; a take-back (`sign` -1) all of it
 * back. Run before the payout rows change again.
 */
export async function loyaltyEventsIn(
  trx: Kysely<DB>,
  period: { id: number; product: string },
  round: number,
  now: Date,
  sign: 1 | -1 = 1,
): Promise<void> {
  if (round > 1 && sign === 1) {
    await sql`insert into loyalty_events (member_id, kind, product, payout_minor, occurred_at)
      select member_id, 'bet', ${period.product}, sum(change_minor), ${now}::timestamptz
      from lottery_payouts where period_id = ${period.id} and round = ${round}
      group by member_id having sum(change_minor) <> 0`.execute(trx);
    return;
  }
  await sql`insert into loyalty_events (member_id, kind, product, rounds, valid_minor, stake_minor, payout_minor, occurred_at)
    select s.member_id, 'bet', ${period.product}, ${sign} * sum(s.bets), ${sign} * sum(s.stake_minor),
      ${sign} * sum(s.stake_minor), ${sign} * coalesce(max(p.payout), 0), ${now}::timestamptz
    from lottery_slips s
    left join (select member_id, sum(payout_minor) as payout from lottery_payouts
      where period_id = ${period.id} group by member_id) p on p.member_id = s.member_id
    where s.period_id = ${period.id} and s.status = 'placed'
    group by s.member_id`.execute(trx);
}

/**
 * Settles a period whose result rows are recorded: the payouts, then one ledger batch of the
 * round's lines (its key names the period and the round, so running it again pays nothing twice),
 * and the round's row. A correction is a later round: it writes and pays the differences only.
 * Runs in the caller's transaction, with the period row locked.
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
  const outcome = await settleBetsIn(trx, period, round, now);
  await loyaltyEventsIn(trx, period, round, now);
  const posted = await batch.postBatchIn(trx, {
    source: lotterySource(period.product),
    key: `period:${period.id}:round:${round}`,
    kind: 'win',
    reference: `lottery:${period.id}`,
    memo: { periodId: period.id, round, ...(correctionReason === undefined ? {} : { reason: correctionReason }) },
    lines: roundLines(period.id, round),
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

/**
 * A settled period cancelled (void): every payout taken back in one batch, off the winners board,
 * the payout rows gone (the bets read as cancelled). Callers post it after the refunds in the same
 * transaction, so a player who already spent a win is only refused when the net leaves the wallet
 * below zero. Recorded as the last round's reversal.
 */
export async function takeBackPayoutsIn(
  trx: Kysely<DB>,
  batch: LedgerBatch,
  period: PeriodForSettlement,
  /** The operator's reason for the cancel. */
  reason: string,
  now: Date,
): Promise<void> {
  await forgetWins(trx, sql`select bet_id from lottery_payouts where period_id = ${period.id}`);
  await loyaltyEventsIn(trx, period, period.round, now, -1);
  const taken = await batch.postBatchIn(trx, {
    source: lotterySource(period.product),
    key: `period:${period.id}:round:${period.round}:reverse`,
    kind: 'win',
    reference: `lottery:${period.id}`,
    memo: { periodId: period.id, round: period.round, reason },
    lines: takeBackLines(period.id),
    counterpart: { code: LOTTERY_HOUSE, currency: period.currency },
  });
  await trx.deleteFrom('lottery_payouts').where('period_id', '=', period.id).execute();
  await trx
    .updateTable('lottery_settlements')
    .set({ reversal_transaction_id: taken.transactionId })
    .where('period_id', '=', period.id)
    .where('round', '=', period.round)
    .execute();
}
