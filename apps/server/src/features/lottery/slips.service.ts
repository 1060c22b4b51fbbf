import { createHash } from 'node:crypto';
import DataLoader from 'dataloader';
import { sql, type Kysely } from 'kysely';
import type { PlaceSlipPayload, Slip } from '@portal/shared/contracts/lottery';
import { FieldIssue } from '@portal/shared/errors';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { MAIN, type LedgerAccounts } from '../wallet/ledger/accounts.ts';
import type { Ledger } from '../wallet/ledger/ledger.ts';
import { inTransaction } from '../../db/transaction.ts';
import { betTypesOf, maxPayoutMinor, type BetSettingsOverrides } from './bet-menu.ts';
import { LOTTERY_HOUSE, lotterySource } from './settlement.ts';
import { createSlipBatch, lockLiability, type SlipRequest } from './slip-batch.ts';
import { liabilityOf, lineIssue, planLine, type SlipGame } from './slip-plan.ts';

/**
 * The bet slip: every line checked against the game's menu, then, group-committed with the slips
 * placed at the same time (slip-batch.ts), the stake posted (main wallet → house:LOTTERY, one
 * posting for the slip, keyed by the member's Idempotency-Key), the slip, its `bets` and
 * `lottery_bets` rows, and the liability raised per outcome, never past the game's limit.
 */
export function createSlipsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  accounts: LedgerAccounts;
  currency: () => Promise<{ code: string; decimals: number }>;
  presentSlip: (trx: Kysely<DB>, slipId: number) => Promise<Slip>;
  presentSlips: (trx: Kysely<DB>, slipIds: number[]) => Promise<Map<number, Slip>>;
}) {
  const { db, clock, ledger, accounts } = deps;
  const batch = createSlipBatch({ db, clock, ledger, present: deps.presentSlips });

  // The games of the slips read in the same turn of the event loop, by one query. Nothing is
  // cached: a game switched off refuses the next slip.
  const games = new DataLoader(
    async (codes: readonly string[]) => {
      const rows = await db
        .selectFrom('lottery_games')
        .select(['id', 'code', 'name', 'market', 'product', 'liability_limit_minor', 'bet_settings'])
        .where('code', 'in', [...new Set(codes)])
        .where('enabled', '=', true)
        .execute();
      return codes.map((code) => rows.find((row) => row.code === code));
    },
    { cache: false, maxBatchSize: 100, batchScheduleFn: (run) => setImmediate(run) },
  );

  async function findGame(code: string): Promise<SlipGame> {
    const game = await games.load(code);
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

  /** The slip as the batch writes it: every line checked against the game's menu, its accounts found. */
  async function slipRequest(memberId: number, key: string, requestHash: string, payload: PlaceSlipPayload) {
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
    return {
      memberId,
      key,
      requestHash,
      game,
      issue: payload.issue ?? null,
      bets,
      stakeMinor,
      liability,
      currency: currency.code,
      mainId: await accounts.player(memberId, MAIN, currency.code),
      houseId: await accounts.system(LOTTERY_HOUSE, currency.code, memberId),
    };
  }

  async function place(memberId: number, key: string, payload: PlaceSlipPayload): Promise<Slip> {
    // What the key stands for: the request as sent (quick picks are chosen after, so not part of it).
    const requestHash = createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 16);
    let request: SlipRequest;
    try {
      request = await slipRequest(memberId, key, requestHash, payload);
    } catch (error) {
      // A key already placed answers its slip, even when the request would not pass now (a game
      // switched off since); the batch finds a placed key itself otherwise.
      const existing = await replayOf(memberId, key, requestHash);
      if (existing) return existing;
      throw error;
    }
    const answer = await batch.submit(request);
    if ('replay' in answer) return (await replayOf(memberId, key, requestHash))!;
    return { ...answer.slip, replayed: false };
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
      // The slip's share of the liability, computed again from its bets as placed, released first:
      // the liability is locked before the accounts, in the order slips take them (slip-batch.ts).
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
        await lockLiability(
          trx,
          [...released.keys()].map((o) => ({ p: slip.period_id, o })),
        );
        const amounts = [...released].map(([o, a]) => ({ o, a: a.toString() }));
        await sql`update lottery_liability l set amount_minor = l.amount_minor - u.a
          from json_to_recordset(${JSON.stringify(amounts)}::json) as u(o text, a bigint)
          where l.period_id = ${slip.period_id} and l.outcome = u.o`.execute(trx);
      }
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
    });
    return deps.presentSlip(db, slipId);
  }

  return { place, cancel, findGame };
}

export type SlipsService = ReturnType<typeof createSlipsService>;
