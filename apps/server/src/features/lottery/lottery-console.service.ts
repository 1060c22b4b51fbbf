import type { z } from 'zod';
import { LOTTERY_MARKETS } from '@portal/shared/contracts/lottery';
import {
  FAST_TEMPLATES,
  type GameCreate,
  type consolePeriodQuerySchema,
  type liabilityQuerySchema,
} from '@portal/shared/contracts/lottery-admin';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor } from '@portal/shared/money';
import type { LotteryMarket } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseAmount } from '../wallet/amounts.ts';
import { betTypesOf } from './bet-menu.ts';
import type { createLotteryAdmin } from './lottery-admin.service.ts';
import { mergeBetSettings } from './lottery-bet-settings.ts';
import { oddsRange, returnOf } from './lottery-odds-rules.ts';
import type { lotteryModule } from './lottery.module.ts';
import { presentBetType } from './lottery.presenter.ts';
import { shapeOf, stationsOf } from './markets.ts';

/** A CSV export holds at most this many rows. */
export const CSV_MAX_ROWS = 100_000;

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

const isFast = (market: LotteryMarket) => (FAST_TEMPLATES as readonly string[]).includes(market);

/**
 * The lottery console's reads and its one new write: a fast game made from a template, the
 * markets' rules (prize shapes, stations, odds ranges), a period in detail, liability per outcome,
 * and the periods list as rows for CSV.
 */
export function createLotteryConsole(
  ctx: AppContext,
  module: ReturnType<typeof lotteryModule>,
  admin: ReturnType<typeof createLotteryAdmin>,
) {
  const db = ctx.db;

  return {
    /** Every market's rules: what the result form, the import and the game form check against. */
    async markets() {
      const decimals = await module.decimals();
      return LOTTERY_MARKETS.map((market) => ({
        market,
        kind: isFast(market) ? ('fast' as const) : ('daily' as const),
        product: isFast(market) ? ('ELOTT' as const) : ('LOTT' as const),
        prizes: shapeOf(market)?.map((s) => ({ ...s })) ?? null,
        stations: isFast(market) ? [] : [0, 1, 2, 3, 4, 5, 6].map((weekday) => stationsOf(market, weekday)),
        betTypes: betTypesOf(market, {}, decimals).map((t) => {
          const range = oddsRange(market, t);
          const shown = presentBetType(t, decimals);
          return {
            code: t.code,
            rule: t.rule,
            stakeFactor: t.stakeFactor,
            odds: shown.odds,
            minUnit: shown.minUnit,
            maxUnit: shown.maxUnit,
            maxMultiplier: t.maxMultiplier,
            minOdds: range ? range.minMilli / 1000 : null,
            maxOdds: range ? range.maxMilli / 1000 : null,
            return: returnOf(market, t, t.oddsMilli),
          };
        }),
      }));
    },

    /**
     * A fast game from a template market: drawn by the provably fair RNG every `intervalSeconds`,
     * the template's bet menu with the operator's changes (checked against the market's rules).
     */
    async createGame(input: GameCreate) {
      const decimals = await module.decimals();
      if (input.closeBeforeSeconds >= input.intervalSeconds) throw invalid('closeBeforeSeconds', FieldIssue.TOO_BIG);
      const limitMinor = parseAmount(input.liabilityLimit, decimals, { field: 'liabilityLimit' });
      const overrides = mergeBetSettings(input.template, {}, input.betTypes ?? {}, decimals, { checkAll: true });
      const { last } = await db
        .selectFrom('lottery_games')
        .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('last'))
        .executeTakeFirstOrThrow();
      const created = await db
        .insertInto('lottery_games')
        .values({
          code: input.code,
          name: input.name,
          names: JSON.stringify(Object.fromEntries(Object.entries(input.names ?? {}).filter(([, v]) => v))),
          market: input.template,
          product: 'ELOTT',
          interval_seconds: input.intervalSeconds,
          close_before_seconds: input.closeBeforeSeconds,
          result_source: 'rng',
          liability_limit_minor: limitMinor,
          bet_settings: JSON.stringify(overrides),
          enabled: input.enabled,
          position: Number(last) + 1,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) {
        throw new AppError('CONFLICT', { value: { fields: { code: FieldIssue.ALREADY_TAKEN } } });
      }
      return admin.game(input.code);
    },

    /** One period with its game, round history and the bets on it. */
    async period(periodId: number) {
      const decimals = await module.decimals();
      const row = await module.queries
        .periodRows()
        .select([
          'g.name',
          'g.result_source as game_source',
          'p.round',
          'p.cancel_reason',
          'p.settled_at',
          'p.confirmed_at',
        ])
        .where('p.id', '=', periodId)
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      const [period] = await module.queries.withResults([row]);
      const bets = await db
        .selectFrom('lottery_bets as l')
        .innerJoin('bet_records as b', 'b.id', 'l.bet_id')
        .select((eb) => [
          eb.fn.countAll<string>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('b.stake_minor'), eb.lit(0)).as('stake'),
          eb.fn.coalesce(eb.fn.sum<number>('b.payout_minor'), eb.lit(0)).as('payout'),
        ])
        .where('l.period_id', '=', periodId)
        .where('b.status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      const rounds = await db
        .selectFrom('lottery_settlements')
        .select(['round', 'bets', 'winners', 'payout_minor', 'settled_at', 'reversal_transaction_id'])
        .where('period_id', '=', periodId)
        .orderBy('round')
        .execute();
      return {
        ...period!,
        gameName: row.name,
        market: row.market,
        resultSourceOfGame: row.game_source,
        round: row.round,
        cancelReason: row.cancel_reason,
        settledAt: row.settled_at?.toISOString() ?? null,
        confirmedAt: row.confirmed_at?.toISOString() ?? null,
        bets: Number(bets.n),
        stake: toMajor(Number(bets.stake), decimals),
        payout: toMajor(Number(bets.payout), decimals),
        rounds: rounds.map((r) => ({
          round: r.round,
          bets: r.bets,
          winners: r.winners,
          payout: toMajor(r.payout_minor, decimals),
          settledAt: r.settled_at.toISOString(),
          reversed: r.reversal_transaction_id !== null,
        })),
      };
    },

    /** What the audit log keeps of a period before and after an action. */
    async snapshot(periodId: number) {
      const row = await module.queries
        .periodRows()
        .select(['p.round', 'p.cancel_reason'])
        .where('p.id', '=', periodId)
        .executeTakeFirst();
      if (!row) return null;
      const [period] = await module.queries.withResults([row]);
      return {
        status: row.status,
        round: row.round,
        result: period!.result,
        resultSource: row.result_source,
        cancelReason: row.cancel_reason,
      };
    },

    /**
     * What the house would owe on each outcome of a period (the potential payout the slips
     * accepted, lottery_liability), largest first, against the game's limit.
     */
    async liability(periodId: number, query: z.infer<typeof liabilityQuerySchema>) {
      const decimals = await module.decimals();
      const period = await db
        .selectFrom('lottery_periods as p')
        .innerJoin('lottery_games as g', 'g.id', 'p.game_id')
        .select(['p.id', 'g.code', 'p.issue', 'p.status', 'g.liability_limit_minor'])
        .where('p.id', '=', periodId)
        .executeTakeFirst();
      if (!period) throw new AppError('NOT_FOUND');
      let q = db.selectFrom('lottery_liability').where('period_id', '=', periodId).where('amount_minor', '>', 0);
      if (query.kind) q = q.where('outcome', 'like', `${query.kind}:%`);
      const summary = await q
        .select((eb) => [
          eb.fn.countAll<string>().as('n'),
          eb.fn.coalesce(eb.fn.max('amount_minor'), eb.lit(0)).as('highest'),
        ])
        .executeTakeFirstOrThrow();
      const csv = query.format === 'csv';
      const rows = await q
        .select(['outcome', 'amount_minor'])
        .orderBy('amount_minor', 'desc')
        .orderBy('outcome')
        .limit(csv ? CSV_MAX_ROWS : query.pageSize)
        .offset(csv ? 0 : (query.page - 1) * query.pageSize)
        .execute();
      const limit = period.liability_limit_minor;
      const total = Number(summary.n);
      return {
        periodId: period.id,
        gameCode: period.code,
        issue: period.issue,
        status: period.status,
        limit: toMajor(limit, decimals),
        outcomes: total,
        highest: toMajor(Number(summary.highest), decimals),
        items: rows.map((r) => {
          const at = r.outcome.indexOf(':');
          return {
            outcome: r.outcome,
            kind: r.outcome.slice(0, at),
            pick: r.outcome.slice(at + 1),
            amount: toMajor(r.amount_minor, decimals),
            share: Math.min(1, r.amount_minor / limit),
          };
        }),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** The periods list for CSV: every matching period (up to the cap) with its result as text. */
    async periodsForExport(query: z.infer<typeof consolePeriodQuerySchema>) {
      const rows = await admin
        .periodQuery(query)
        .select([
          'p.id',
          'g.code',
          'g.market',
          'p.issue',
          'p.station_code',
          'p.status',
          'p.open_at',
          'p.close_at',
          'p.draw_at',
          'p.seed',
          'p.seed_hash',
          'p.result_source',
          'p.round',
        ])
        .orderBy('p.draw_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(CSV_MAX_ROWS)
        .execute();
      // In slices: one statement takes at most 65,535 parameters.
      const periods = [];
      for (let at = 0; at < rows.length; at += 5000)
        periods.push(...(await module.queries.withResults(rows.slice(at, at + 5000))));
      return periods.map((p, i) => ({ ...p, round: rows[i]!.round }));
    },
  };
}

/** A result as one CSV cell: prizes in order, numbers of a prize joined by spaces. */
export const resultText = (result: Record<string, string[]> | null) =>
  result
    ? Object.entries(result)
        .map(([prize, numbers]) => `${prize}: ${numbers.join(' ')}`)
        .join('; ')
    : '';
