import { createHash, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BetLine, PlaceSlipPayload, Slip } from '@portal/shared/contracts/lottery';
import { FieldIssue } from '@portal/shared/errors';
import type { DB } from '../../db/schema.ts';
import type { LotteryMarket } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { parseAmount } from '../wallet/amounts.ts';
import { MAIN, type LedgerAccounts } from '../wallet/ledger/accounts.ts';
import type { Ledger } from '../wallet/ledger/ledger.ts';
import { inTransaction } from '../../db/transaction.ts';
import { betTypesOf, maxPayoutMinor, oddsFor, type BetSettingsOverrides, type BetType } from './bet-menu.ts';
import { KENO_MAX, normalizePick } from '@portal/shared/lottery-picks';
import { LOTTERY_HOUSE, lotterySource } from './settlement.ts';

/** One bet of a slip before it is written. */
interface PlannedBet {
  type: BetType;
  picks: string[];
  keys: string[];
  position: number | null;
  unitMinor: number;
  multiplier: number;
  baseMinor: number;
  stakeMinor: number;
  odds: number[];
}

/** A Postgres array literal (both drivers take it as text, cast in SQL). */
export const pgArray = (values: (string | number)[]) =>
  `{${values.map((v) => `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

const lineIssue = (index: number, field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [`lines.${index}.${field}`]: issue } } });

/** Picks the server chooses: distinct, in the type's format. */
function quickPicks(type: BetType, count: number): string[] {
  const pool: string[] =
    type.format === 'num2'
      ? Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
      : type.format === 'num3'
        ? Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'))
        : type.format === 'digit'
          ? Array.from({ length: 10 }, (_, i) => String(i))
          : type.format === 'keno'
            ? Array.from({ length: KENO_MAX }, (_, i) => String(i + 1).padStart(2, '0'))
            : type.format === 'big_small'
              ? ['BIG', 'SMALL']
              : ['ODD', 'EVEN'];
  const chosen: string[] = [];
  while (chosen.length < Math.min(count, pool.length)) {
    const pick = pool.splice(randomInt(pool.length), 1)[0]!;
    chosen.push(pick);
  }
  return chosen;
}

/** A slip line into its bets, every rule of the type checked; the first problem is VALIDATION_FAILED on that line. */
function planLine(line: BetLine, index: number, types: BetType[], decimals: number): PlannedBet[] {
  const type = types.find((t) => t.code === line.type);
  if (!type || !type.enabled) throw lineIssue(index, 'type', FieldIssue.INVALID_VALUE);
  const unitMinor = parseAmount(line.unit, decimals, {
    field: `lines.${index}.unit`,
    minMinor: type.minUnitMinor,
    maxMinor: type.maxUnitMinor,
  });
  if (line.multiplier > type.maxMultiplier) throw lineIssue(index, 'multiplier', FieldIssue.TOO_BIG);
  let position: number | null = line.position ?? null;
  if (type.position === 'none' && position !== null) throw lineIssue(index, 'position', FieldIssue.INVALID_VALUE);
  if (type.position === 'required' && position === null) throw lineIssue(index, 'position', FieldIssue.REQUIRED);
  if (type.position === 'none') position = null;

  let raw = line.numbers;
  if (raw.length === 0 && line.quickPick) {
    raw = quickPicks(
      type,
      type.perPick ? line.quickPick : Math.max(type.picks[0], Math.min(type.picks[1], line.quickPick)),
    );
  }
  if (raw.length === 0) throw lineIssue(index, 'numbers', FieldIssue.REQUIRED);
  const picks: string[] = [];
  for (const [i, value] of raw.entries()) {
    const pick = normalizePick(type.format, value);
    if (pick === null) throw lineIssue(index, `numbers.${i}`, FieldIssue.PATTERN_MISMATCH);
    if (picks.includes(pick)) throw lineIssue(index, `numbers.${i}`, FieldIssue.INVALID_VALUE);
    picks.push(pick);
  }
  const baseMinor = unitMinor * line.multiplier;
  const stakeMinor = baseMinor * type.stakeFactor;
  if (!Number.isSafeInteger(stakeMinor)) throw lineIssue(index, 'unit', FieldIssue.TOO_BIG);
  const bet = (chosen: string[]): PlannedBet => ({
    type,
    picks: chosen,
    keys: chosen.map((p) => type.key(p, position)),
    position,
    unitMinor,
    multiplier: line.multiplier,
    baseMinor,
    stakeMinor,
    odds: oddsFor(type, chosen.length),
  });
  if (type.perPick) return picks.map((p) => bet([p]));
  if (picks.length < type.picks[0]) throw lineIssue(index, 'numbers', FieldIssue.TOO_SHORT);
  if (picks.length > type.picks[1]) throw lineIssue(index, 'numbers', FieldIssue.TOO_LONG);
  return [bet(picks)];
}

/** What each bet adds to the house's potential payout per outcome (lô trượt pays on absence: no outcome). */
function liabilityOf(bets: PlannedBet[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const b of bets) {
    if (b.type.rule === 'none') continue;
    const payout = maxPayoutMinor(b.type.rule, b.baseMinor, b.odds);
    for (const key of b.keys) totals.set(key, (totals.get(key) ?? 0n) + payout);
  }
  return totals;
}

export interface SlipGame {
  id: number;
  code: string;
  name: string;
  market: LotteryMarket;
  product: 'LOTT' | 'ELOTT';
  liability_limit_minor: number;
  bet_settings: unknown;
}

/**
 * The bet slip: every line checked against the game's menu, then in one transaction the stake
 * posted (main wallet → house:LOTTERY, one posting for the slip, keyed by the member's
 * Idempotency-Key), the slip, its `bets` and `lottery_bets` rows, and the liability raised by a
 * conditional upsert per outcome that refuses to pass the game's limit.
 */
export function createSlipsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  accounts: LedgerAccounts;
  currency: () => Promise<{ code: string; decimals: number }>;
  presentSlip: (trx: Kysely<DB>, slipId: number) => Promise<Slip>;
}) {
  const { db, clock, ledger, accounts } = deps;

  async function findGame(code: string): Promise<SlipGame> {
    const game = await db
      .selectFrom('lottery_games')
      .select(['id', 'code', 'name', 'market', 'product', 'liability_limit_minor', 'bet_settings'])
      .where('code', '=', code)
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!game) throw new AppError('GAME_UNAVAILABLE');
    return game;
  }

  /** The slip the key already placed; the same key with another request is DUPLICATE_TRANSACTION_MISMATCH. */
  async function replayOf(memberId: number, key: string, requestHash: string): Promise<Slip | null> {
    const existing = await db
      .selectFrom('lottery_slips as s')
      .innerJoin('ledger_transactions as t', 't.id', 's.stake_transaction_id')
      .select(['s.id', 't.reference'])
      .where('s.member_id', '=', memberId)
      .where('s.idempotency_key', '=', key)
      .executeTakeFirst();
    if (!existing) return null;
    if (!existing.reference?.endsWith(`:${requestHash}`)) throw new AppError('DUPLICATE_TRANSACTION_MISMATCH');
    return { ...(await deps.presentSlip(db, existing.id)), replayed: true };
  }

  async function place(memberId: number, key: string, payload: PlaceSlipPayload): Promise<Slip> {
    // What the key stands for: the request as sent (quick picks are chosen after, so not part of it).
    const requestHash = createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 16);
    const existing = await replayOf(memberId, key, requestHash);
    if (existing) return existing;

    const game = await findGame(payload.gameCode);
    const currency = await deps.currency();
    const types = betTypesOf(game.market, game.bet_settings as BetSettingsOverrides, currency.decimals);
    const bets = payload.lines.flatMap((line, index) => planLine(line, index, types, currency.decimals));
    const stakeMinor = bets.reduce((sum, b) => sum + b.stakeMinor, 0);
    if (!Number.isSafeInteger(stakeMinor)) throw lineIssue(0, 'unit', FieldIssue.TOO_BIG);
    const liability = [...liabilityOf(bets)].sort(([a], [b]) => (a < b ? -1 : 1));
    const limit = BigInt(game.liability_limit_minor);
    if (liability.some(([, amount]) => amount > limit)) {
      throw new AppError('LOTTERY_LIABILITY_EXCEEDED', {
        value: { outcomes: liability.filter(([, a]) => a > limit).map(([k]) => k) },
      });
    }
    const mainId = await accounts.player(memberId, MAIN, currency.code);
    const houseId = await accounts.system(LOTTERY_HOUSE, currency.code, memberId);

    const slipId = await inTransaction(db, async (trx) => {
      const now = clock.now();
      // Shared lock: the closing and the settlement (FOR UPDATE) wait for slips in flight.
      const period = await sql<{ id: number; issue: string }>`
        select id, issue from lottery_periods
        where game_id = ${game.id} and status = 'open' and close_at > ${now} and open_at <= ${now}
          ${payload.issue ? sql`and issue = ${payload.issue}` : sql``}
        order by draw_at, id limit 1
        for share`.execute(trx);
      const open = period.rows[0];
      if (!open) throw new AppError('LOTTERY_PERIOD_CLOSED');

      const posting = await ledger.postIn(trx, {
        source: lotterySource(game.product),
        key: `slip:${memberId}:${key}`,
        kind: 'bet',
        memberId,
        reference: `lottery:${open.id}:${requestHash}`,
        currency: currency.code,
        lines: [
          { accountId: mainId, amountMinor: -stakeMinor },
          { accountId: houseId, amountMinor: stakeMinor },
        ],
      });
      const slip = await trx
        .insertInto('lottery_slips')
        .values({
          member_id: memberId,
          period_id: open.id,
          idempotency_key: key,
          stake_minor: stakeMinor,
          bets: bets.length,
          stake_transaction_id: posting.transactionId,
          placed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      if (posting.replayed) return null;
      const column = (pick: (b: PlannedBet) => string | number) => pgArray(bets.map(pick));
      await sql`
        with input as materialized (
          select nextval(pg_get_serial_sequence('bets', 'id')) as id, i.*
          from unnest(${column((b) => b.type.code)}::text[], ${column((b) => b.type.rule)}::text[],
            ${column((b) => b.keys.join(','))}::text[], ${column((b) => b.picks.join(','))}::text[],
            ${column((b) => b.unitMinor)}::bigint[], ${column((b) => b.multiplier)}::int[],
            ${column((b) => b.baseMinor)}::bigint[], ${column((b) => b.stakeMinor)}::bigint[],
            ${column((b) => b.odds.join(','))}::text[])
            as i(bet_type, rule, keys, picks, unit, multiplier, base, stake, odds)
        ),
        placed as (
          insert into bets (id, member_id, product, vendor, game_code, game_name, round_id, currency,
            stake_minor, valid_bet_minor, stake_transaction_id, placed_at, lottery_period_id)
          overriding system value
          select id, ${memberId}, ${game.product}, 'LOTTERY', ${game.code}, ${game.name}, ${open.issue},
            ${currency.code}, stake, stake, ${posting.transactionId}, ${now}, ${open.id} from input
        )
        insert into lottery_bets (bet_id, period_id, slip_id, bet_type, rule, pick_keys, picks, unit_minor,
          multiplier, base_minor, odds_milli, account_id)
        select id, ${open.id}, ${slip.id}, bet_type, rule, string_to_array(keys, ','), picks, unit, multiplier,
          base, string_to_array(odds, ',')::bigint[], ${mainId} from input`.execute(trx);

      if (liability.length > 0) {
        const outcomes = liability.map(([k]) => k);
        const amounts = liability.map(([, a]) => a.toString());
        const raised = await sql<{ outcome: string }>`
          insert into lottery_liability as l (period_id, outcome, amount_minor)
          select ${open.id}, o, a from unnest(${pgArray(outcomes)}::text[], ${pgArray(amounts)}::bigint[]) as u(o, a)
          on conflict (period_id, outcome) do update set amount_minor = l.amount_minor + excluded.amount_minor
          where l.amount_minor + excluded.amount_minor <= ${game.liability_limit_minor}
          returning outcome`.execute(trx);
        if (raised.rows.length !== outcomes.length) {
          const ok = new Set(raised.rows.map((r) => r.outcome));
          throw new AppError('LOTTERY_LIABILITY_EXCEEDED', { value: { outcomes: outcomes.filter((o) => !ok.has(o)) } });
        }
      }
      return slip.id;
    });
    // A twin request with the same key committed first: its slip is the answer.
    if (slipId === null) return (await replayOf(memberId, key, requestHash))!;
    return { ...(await deps.presentSlip(db, slipId)), replayed: false };
  }

  /** The player's cancellation before close: the slip's stake back in one posting, its liability released. */
  async function cancel(memberId: number, slipId: number): Promise<Slip> {
    const currency = await deps.currency();
    await inTransaction(db, async (trx) => {
      const now = clock.now();
      const { rows } = await sql<{
        id: number;
        status: string;
        period_id: number;
        stake_minor: number;
        product: string;
      }>`
        select s.id, s.status, s.period_id, s.stake_minor, g.product from lottery_slips s
        join lottery_periods p on p.id = s.period_id join lottery_games g on g.id = p.game_id
        where s.id = ${slipId} and s.member_id = ${memberId} for update of s`.execute(trx);
      const slip = rows[0];
      if (!slip) throw new AppError('NOT_FOUND');
      if (slip.status === 'cancelled') return;
      const open = await sql`select 1 from lottery_periods where id = ${slip.period_id} and status = 'open'
        and close_at > ${now} for share`.execute(trx);
      if (open.rows.length === 0) throw new AppError('LOTTERY_PERIOD_CLOSED');
      const refund = await ledger.postIn(trx, {
        source: lotterySource(slip.product),
        key: `slip:${slip.id}:cancel`,
        kind: 'refund',
        memberId,
        reference: `lottery:${slip.period_id}`,
        lines: [
          {
            accountId: await accounts.system(LOTTERY_HOUSE, currency.code, memberId, trx),
            amountMinor: -slip.stake_minor,
          },
          { accountId: await accounts.player(memberId, MAIN, currency.code, trx), amountMinor: slip.stake_minor },
        ],
      });
      await trx
        .updateTable('lottery_slips')
        .set({ status: 'cancelled', cancelled_at: now, refund_transaction_id: refund.transactionId })
        .where('id', '=', slip.id)
        .execute();
      await sql`update bets b set status = 'cancelled' from lottery_bets l
        where l.bet_id = b.id and l.slip_id = ${slip.id}`.execute(trx);
      // The slip's share of the liability, computed again from its bets as placed.
      const placed = await trx
        .selectFrom('lottery_bets')
        .select(['rule', 'pick_keys', 'base_minor', 'odds_milli'])
        .where('slip_id', '=', slip.id)
        .execute();
      const released = new Map<string, bigint>();
      for (const b of placed) {
        if (b.rule === 'none') continue;
        const payout = maxPayoutMinor(b.rule, b.base_minor, b.odds_milli.map(Number));
        for (const k of b.pick_keys) released.set(k, (released.get(k) ?? 0n) + payout);
      }
      if (released.size > 0) {
        await sql`update lottery_liability l set amount_minor = l.amount_minor - u.a
          from unnest(${pgArray([...released.keys()])}::text[], ${pgArray([...released.values()].map(String))}::bigint[]) as u(o, a)
          where l.period_id = ${slip.period_id} and l.outcome = u.o`.execute(trx);
      }
    });
    return deps.presentSlip(db, slipId);
  }

  return { place, cancel, findGame };
}

export type SlipsService = ReturnType<typeof createSlipsService>;
