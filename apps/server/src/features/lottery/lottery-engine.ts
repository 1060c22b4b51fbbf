import { sql, type Kysely } from 'kysely';
import type { LotteryEvent } from '@portal/shared/contracts/lottery';
import type { DB } from '../../db/schema.ts';
import type { LotteryMarket, LotteryPeriodStatus } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { LedgerBatch } from '../wallet/ledger/batch.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fairStream, seedHash } from '../../platform/fair-stream.ts';
import { drawResult, periodSeed, type ResultRow } from './fair-draw.ts';
import { sameRows } from './results.ts';
import { periodsDue } from './schedule.ts';
import {
  LOTTERY_HOUSE,
  lotterySource,
  refundLines,
  settlePeriodIn,
  takeBackPayoutsIn,
  type PeriodForSettlement,
} from './settlement.ts';

/** Periods drawn per tick at most, so one tick after a long stop does not run for ever. */
const DRAWS_PER_TICK = 50;

export interface LockedPeriod {
  id: number;
  game_id: number;
  code: string;
  market: LotteryMarket;
  product: 'LOTT' | 'ELOTT';
  issue: string;
  station_code: string | null;
  status: LotteryPeriodStatus;
  round: number;
  close_at: Date;
  draw_at: Date;
  seed: Buffer | null;
  seed_hash: string | null;
  result_source: string | null;
  game_source: 'rng' | 'operator' | 'demo_feed';
}

export interface TickReport {
  opened: number;
  closed: number;
  drawn: number;
  settled: number;
  confirmed: number;
}

/** A recorded result replaced by another: why, as the operator said it. */
export interface Correction {
  reason: string;
}

export interface SettlementReport {
  round: number;
  bets: number;
  winners: number;
  payoutMinor: number;
}

/**
 * The engine (decision 016): periods opened ahead, closed at their close time, drawn (the fair
 * RNG, the demo feed) or recorded (operator, results feed), settled set-based, confirmed,
 * cancelled with refunds. Every state change happens under the period's row lock with its status
 * in the condition, so two server instances never draw or settle a period twice; the ledger keys
 * (period and round) are the second guard.
 */
export function createLotteryEngine(deps: {
  db: Kysely<DB>;
  clock: Clock;
  batch: LedgerBatch;
  currency: () => Promise<string>;
  publish: (event: LotteryEvent) => void;
  /** The sealed key periods' seeds derive from (load it outside a transaction: PGlite). */
  seedKey: () => Promise<Buffer>;
}) {
  const { db, clock, batch } = deps;

  const event = (
    type: LotteryEvent['type'],
    p: { id: number; code: string; issue: string; station_code: string | null },
  ) =>
    deps.publish({
      type,
      gameCode: p.code,
      issue: p.issue,
      periodId: p.id,
      stationCode: p.station_code,
      at: clock.now().toISOString(),
    });

  async function lockPeriod(trx: Kysely<DB>, periodId: number, skipLocked = false): Promise<LockedPeriod | undefined> {
    const { rows } = await sql<LockedPeriod>`
      select p.id, p.game_id, g.code, g.market, g.product, p.issue, p.station_code, p.status, p.round,
        p.close_at, p.draw_at, p.seed, p.seed_hash, p.result_source, g.result_source as game_source
      from lottery_periods p join lottery_games g on g.id = p.game_id
      where p.id = ${periodId}
      for update of p ${skipLocked ? sql`skip locked` : sql``}`.execute(trx);
    return rows[0];
  }

  const forSettlement = async (p: LockedPeriod): Promise<PeriodForSettlement> => ({
    id: p.id,
    market: p.market,
    product: p.product,
    round: p.round,
    currency: await deps.currency(),
  });

  async function openDuePeriods(now: Date): Promise<number> {
    const games = await db
      .selectFrom('lottery_games')
      .select(['id', 'code', 'market', 'interval_seconds', 'draw_time', 'close_before_seconds', 'result_source'])
      .where('enabled', '=', true)
      .execute();
    let opened = 0;
    const key = games.some((game) => game.result_source !== 'operator') ? await deps.seedKey() : null;
    for (const game of games) {
      for (const plan of periodsDue(game, now)) {
        // The demo feed draws like the RNG: a secret seed per period, its hash published at open
        // and the seed after the draw, so nobody can compute a result before betting closes. The
        // seed itself is not stored until the draw (derived from the sealed key).
        const seed = game.result_source === 'operator' ? null : periodSeed(key!, game.code, plan.issue);
        const created = await db
          .insertInto('lottery_periods')
          .values({
            game_id: game.id,
            issue: plan.issue,
            station_code: plan.stationCode,
            open_at: plan.openAt,
            close_at: plan.closeAt,
            draw_at: plan.drawAt,
            status: plan.closeAt <= now ? 'closed' : 'open',
            seed_hash: seed ? seedHash(seed) : null,
          })
          .onConflict((oc) => oc.columns(['game_id', 'issue']).doNothing())
          .returning(['id', 'issue', 'station_code'])
          .executeTakeFirst();
        if (created) {
          opened += 1;
          event('open', { ...created, code: game.code });
        }
      }
    }
    return opened;
  }

  async function closeDuePeriods(now: Date): Promise<number> {
    const { rows } = await sql<{ id: number; code: string; issue: string; station_code: string | null }>`
      update lottery_periods p set status = 'closed' from lottery_games g
      where g.id = p.game_id and p.status = 'open' and p.close_at <= ${now}
      returning p.id, g.code, p.issue, p.station_code`.execute(db);
    for (const row of rows) event('close', row);
    return rows.length;
  }

  /** Result rows in, status drawn, then settled, in the caller's transaction (period locked). */
  async function recordAndSettleIn(
    trx: Kysely<DB>,
    period: LockedPeriod,
    rows: ResultRow[],
    source: string,
    now: Date,
  ): Promise<SettlementReport> {
    await trx
      .insertInto('lottery_results')
      .values(rows.map((r) => ({ period_id: period.id, ...r })))
      .execute();
    await trx
      .updateTable('lottery_periods')
      .set({ status: 'drawn', drawn_at: now, result_source: source })
      .where('id', '=', period.id)
      .execute();
    const settled = await settlePeriodIn(trx, batch, await forSettlement(period), now);
    return settled;
  }

  /** The closed periods past their draw time whose results this server makes: the fair RNG or the demo feed. */
  async function drawDuePeriods(now: Date): Promise<number> {
    let drawn = 0;
    const key = await deps.seedKey();
    // A period whose draw fails is left for the next tick, so it does not hold up the others.
    const failed: number[] = [];
    let firstError: unknown = null;
    for (let i = 0; i < DRAWS_PER_TICK; i++) {
      let picked: number | null = null;
      try {
        const done = await inTransaction(db, async (trx) => {
          const { rows } = await sql<{ id: number }>`
            select p.id from lottery_periods p join lottery_games g on g.id = p.game_id
            where p.status = 'closed' and p.draw_at <= ${now} and g.result_source in ('rng', 'demo_feed')
              and p.id <> all(${`{${failed.join(',')}}`}::bigint[])
            order by p.draw_at, p.id limit 1
            for update of p skip locked`.execute(trx);
          if (!rows[0]) return null;
          picked = rows[0].id;
          const period = (await lockPeriod(trx, rows[0].id))!;
          // Seeds stored before decision 036 are drawn as stored.
          const seed = period.seed ? Buffer.from(period.seed) : periodSeed(key, period.code, period.issue);
          if (seedHash(seed) !== period.seed_hash) {
            throw new Error(`lottery ${period.code} ${period.issue}: the seed key does not match the published hash`);
          }
          const result = drawResult(period.market, fairStream(seed, period.code, period.issue));
          await recordAndSettleIn(trx, period, result, period.game_source, now);
          await trx.updateTable('lottery_periods').set({ seed }).where('id', '=', period.id).execute();
          return period;
        });
        if (!done) break;
        drawn += 1;
        event('result', done);
      } catch (error) {
        if (picked === null) throw error;
        failed.push(picked);
        firstError ??= error;
      }
    }
    if (firstError) throw firstError;
    return drawn;
  }

  async function confirmDuePeriods(now: Date): Promise<number> {
    const { rows } = await sql<{ id: number }>`
      update lottery_periods p set status = 'confirmed', confirmed_at = ${now} from lottery_games g
      where g.id = p.game_id and p.status = 'settled'
        and p.settled_at + g.confirm_after_seconds * interval '1 second' <= ${now}
      returning p.id`.execute(db);
    return rows.length;
  }

  async function readResult(trx: Kysely<DB>, periodId: number): Promise<ResultRow[]> {
    return trx
      .selectFrom('lottery_results')
      .select(['prize', 'idx', 'number'])
      .where('period_id', '=', periodId)
      .execute();
  }

  async function recordResultIn(
    trx: Kysely<DB>,
    periodId: number,
    rows: ResultRow[],
    source: string,
    correction: Correction | null,
  ) {
    const outcome = await (async () => {
      const now = clock.now();
      const period = await lockPeriod(trx, periodId);
      if (!period) throw new AppError('NOT_FOUND');
      if (period.game_source === 'rng') {
        throw new AppError('CONFLICT', { value: { reason: 'SELF_DRAWN' } });
      }
      if (period.status === 'cancelled') throw new AppError('CONFLICT', { value: { reason: 'CANCELLED' } });
      if (period.status === 'open' && period.close_at > now) {
        throw new AppError('CONFLICT', { value: { reason: 'STILL_OPEN' } });
      }
      if (period.status === 'open' || period.status === 'closed') {
        await trx.updateTable('lottery_periods').set({ status: 'closed' }).where('id', '=', period.id).execute();
        return { period, replayed: false, settlement: await recordAndSettleIn(trx, period, rows, source, now) };
      }
      const recorded = await readResult(trx, period.id);
      if (sameRows(recorded, rows)) return { period, replayed: true, settlement: null };
      if (period.status === 'confirmed') {
        throw new AppError('CONFLICT', { value: { reason: 'CONFIRMED' } });
      }
      if (!correction) throw new AppError('CONFLICT', { value: { reason: 'OTHER_RESULT_RECORDED' } });
      const settlementPeriod = await forSettlement(period);
      await trx.deleteFrom('lottery_results').where('period_id', '=', period.id).execute();
      await trx
        .insertInto('lottery_results')
        .values(rows.map((r) => ({ period_id: period.id, ...r })))
        .execute();
      await trx.updateTable('lottery_periods').set({ result_source: source }).where('id', '=', period.id).execute();
      // The next round: the new payouts against the old, one batch of the differences.
      const settlement = await settlePeriodIn(trx, batch, settlementPeriod, now, correction.reason);
      return { period, replayed: false, settlement };
    })();
    const announce = () => {
      if (!outcome.replayed) event('result', outcome.period);
    };
    return { replayed: outcome.replayed, settlement: outcome.settlement, announce };
  }

  async function cancelPeriodIn(trx: Kysely<DB>, periodId: number, reason: string) {
    const outcome = await (async () => {
      const now = clock.now();
      const period = await lockPeriod(trx, periodId);
      if (!period) throw new AppError('NOT_FOUND');
      if (period.status === 'cancelled') return { period, refundedMinor: 0, replayed: true };
      if (period.status === 'confirmed') {
        throw new AppError('CONFLICT', { value: { reason: 'CONFIRMED' } });
      }
      const settlementPeriod = await forSettlement(period);
      const refund = await batch.postBatchIn(trx, {
        source: lotterySource(period.product),
        key: `period:${period.id}:refund`,
        kind: 'refund',
        reference: `lottery:${period.id}`,
        memo: { periodId: period.id, reason },
        lines: refundLines(period.id),
        counterpart: { code: LOTTERY_HOUSE, currency: settlementPeriod.currency },
      });
      if (period.status === 'settled') await takeBackPayoutsIn(trx, batch, settlementPeriod, reason, now);
      await sql`update bets b set status = 'cancelled' from lottery_bets l
        where l.bet_id = b.id and l.period_id = ${period.id} and b.status <> 'cancelled'`.execute(trx);
      await trx
        .updateTable('lottery_periods')
        .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason })
        .where('id', '=', period.id)
        .execute();
      return { period, refundedMinor: refund.totalMinor, replayed: false };
    })();
    const announce = () => {
      if (!outcome.replayed) event('cancel', outcome.period);
    };
    return { refundedMinor: outcome.refundedMinor, replayed: outcome.replayed, announce };
  }

  return {
    lockPeriod,

    /** One pass of the scheduler: open, close, draw and settle, confirm. */
    async tick(): Promise<TickReport> {
      const now = clock.now();
      const opened = await openDuePeriods(now);
      const closed = await closeDuePeriods(now);
      const drawn = await drawDuePeriods(now);
      const confirmed = await confirmDuePeriods(now);
      return { opened, closed, drawn, settled: drawn, confirmed };
    },

    /**
     * A result from the operator or the results feed. The same result again answers replayed;
     * another one before confirmation needs a `correction` with its reason (re-settle: a new round
     * paying the differences of each bet's payout, its ledger batch carrying the reason); after confirmation,
     * or on a period still open or cancelled, CONFLICT.
     */
    async recordResult(
      periodId: number,
      rows: ResultRow[],
      source: string,
      correction: Correction | null,
    ): Promise<{ replayed: boolean; settlement: SettlementReport | null }> {
      const outcome = await inTransaction(db, (trx) => recordResultIn(trx, periodId, rows, source, correction));
      outcome.announce();
      return { replayed: outcome.replayed, settlement: outcome.settlement };
    },

    /** recordResult in the caller's transaction (a four-eyes approval): call `announce` once it commits. */
    recordResultIn,

    /** A cancelled (void) period: every live bet refunded in one batch, winnings of a settled round taken back. */
    async cancelPeriod(periodId: number, reason: string): Promise<{ refundedMinor: number; replayed: boolean }> {
      const outcome = await inTransaction(db, (trx) => cancelPeriodIn(trx, periodId, reason));
      outcome.announce();
      return { refundedMinor: outcome.refundedMinor, replayed: outcome.replayed };
    },

    /** cancelPeriod in the caller's transaction (a four-eyes approval): call `announce` once it commits. */
    cancelPeriodIn,

    /** The operator confirms the payout: the result can no longer be corrected. */
    async confirmPeriod(periodId: number): Promise<void> {
      const { rows } = await sql<{ status: string }>`
        update lottery_periods set status = case when status = 'settled' then 'confirmed' else status end,
          confirmed_at = case when status = 'settled' then ${clock.now()}::timestamptz else confirmed_at end
        where id = ${periodId} returning status`.execute(db);
      if (!rows[0]) throw new AppError('NOT_FOUND');
      if (rows[0].status !== 'confirmed')
        throw new AppError('CONFLICT', { value: { reason: 'NOT_SETTLED', status: rows[0].status } });
    },
  };
}

export type LotteryEngine = ReturnType<typeof createLotteryEngine>;
