import { sql, type Kysely, type Updateable } from 'kysely';
import type { DB, LotteryGames } from '../../db/schema.ts';
import type { z } from 'zod';
import type { gamePatchSchema, resultImportSchema } from '@portal/shared/contracts/lottery';
import type { consolePeriodQuerySchema } from '@portal/shared/contracts/lottery-admin';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor } from '@portal/shared/money';
import type { LotteryMarket } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseAmount } from '../wallet/amounts.ts';
import { betTypesOf, type BetSettingsOverrides } from './bet-menu.ts';
import { mergeBetSettings } from './lottery-bet-settings.ts';
import { oddsRange, returnOf } from './lottery-odds-rules.ts';
import type { lotteryModule } from './lottery.module.ts';
import { presentBetType } from './lottery.presenter.ts';
import { stationsOf, vnInstant } from './markets.ts';
import { resultRowsOf } from './results.ts';
import { vnIssue } from './schedule.ts';

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

/** The operator's side of the lottery: settings, results in, cancel. */
export function createLotteryAdmin(ctx: AppContext, module: ReturnType<typeof lotteryModule>) {
  const { engine, queries } = module;
  const db = ctx.db;

  async function presentGames(code?: string) {
    const decimals = await module.decimals();
    let query = db.selectFrom('lottery_games').selectAll().orderBy('position').orderBy('id');
    if (code) query = query.where('code', '=', code);
    const rows = await query.execute();
    return rows.map((g) => ({
      gameCode: g.code,
      name: g.name,
      market: g.market,
      product: g.product,
      intervalSeconds: g.interval_seconds,
      drawTime: g.draw_time,
      closeBeforeSeconds: g.close_before_seconds,
      confirmAfterSeconds: g.confirm_after_seconds,
      resultSource: g.result_source,
      liabilityLimit: toMajor(g.liability_limit_minor, decimals),
      enabled: g.enabled,
      names: g.names as Record<string, string>,
      betTypes: betTypesOf(g.market, g.bet_settings as BetSettingsOverrides, decimals).map((t) => {
        const range = oddsRange(g.market, t);
        return {
          ...presentBetType(t, decimals),
          enabled: t.enabled,
          // The market's rules for these odds (the console's hints) and what they return to players.
          minOdds: range ? range.minMilli / 1000 : null,
          maxOdds: range ? range.maxMilli / 1000 : null,
          return: returnOf(g.market, t, t.oddsMilli),
        };
      }),
    }));
  }

  /** Periods matching the console's filters (the CSV export takes them all, up to its cap). */
  function periodQuery(query: Omit<z.infer<typeof consolePeriodQuerySchema>, 'page' | 'pageSize' | 'format'>) {
    let q = db.selectFrom('lottery_periods as p').innerJoin('lottery_games as g', 'g.id', 'p.game_id');
    if (query.gameCode) q = q.where('g.code', '=', query.gameCode);
    if (query.status) q = q.where('p.status', '=', query.status);
    if (query.issue) q = q.where('p.issue', 'like', `${query.issue}%`);
    if (query.from) q = q.where('p.draw_at', '>=', new Date(query.from));
    if (query.to) q = q.where('p.draw_at', '<', new Date(query.to));
    return q;
  }

  async function recorded(periodId: number, outcome: Awaited<ReturnType<typeof engine.recordResult>>) {
    const decimals = await module.decimals();
    const [period] = await queries.withResults(await queries.periodRows().where('p.id', '=', periodId).execute());
    const s = outcome.settlement;
    return {
      period: period!,
      replayed: outcome.replayed,
      settlement: s
        ? { round: s.round, bets: s.bets, winners: s.winners, payout: toMajor(s.payoutMinor, decimals) }
        : null,
    };
  }

  return {
    games: () => presentGames(),
    /** One game as the console shows it (NOT_FOUND when unknown). */
    async game(code: string) {
      const [game] = await presentGames(code);
      if (!game) throw new AppError('NOT_FOUND');
      return game;
    },
    periodQuery,
    /** A period's answer after a result went in (a four-eyes approval runs it elsewhere). */
    recorded,

    /** An operator's result checked against the period's market, and the period's status now. */
    async prepareResult(periodId: number, prizes: Record<string, string[]>) {
      const period = await db
        .selectFrom('lottery_periods as p')
        .innerJoin('lottery_games as g', 'g.id', 'p.game_id')
        .select(['g.market', 'p.status'])
        .where('p.id', '=', periodId)
        .executeTakeFirst();
      if (!period) throw new AppError('NOT_FOUND');
      return { rows: resultRowsOf(period.market, prizes), status: period.status };
    },

    /**
     * What a correction or cancel of a period puts at stake (minor units): the larger of its live
     * stakes and its settled round's payouts. Four-eyes compares it with the threshold.
     */
    async amountAtStake(periodId: number): Promise<{ status: string; amountMinor: number }> {
      const period = await db
        .selectFrom('lottery_periods')
        .select('status')
        .where('id', '=', periodId)
        .executeTakeFirst();
      if (!period) throw new AppError('NOT_FOUND');
      const stakes = await db
        .selectFrom('lottery_bets as l')
        .innerJoin('bets as b', 'b.id', 'l.bet_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('b.stake_minor'), eb.lit(0)).as('total'))
        .where('l.period_id', '=', periodId)
        .where('b.status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      const round = await db
        .selectFrom('lottery_settlements')
        .select('payout_minor')
        .where('period_id', '=', periodId)
        .where('reversal_transaction_id', 'is', null)
        .orderBy('round', 'desc')
        .executeTakeFirst();
      return { status: period.status, amountMinor: Math.max(Number(stakes.total), round?.payout_minor ?? 0) };
    },

    /**
     * A game's change checked and turned into the row's new values, outside any transaction (the
     * currency is a settings read): written now, or by a second lottery operator's approval.
     */
    async preparePatch(
      code: string,
      patch: z.infer<typeof gamePatchSchema>,
    ): Promise<{ gameId: number; values: Updateable<LotteryGames> }> {
      const game = await db.selectFrom('lottery_games').selectAll().where('code', '=', code).executeTakeFirst();
      if (!game) throw new AppError('NOT_FOUND');
      const decimals = await module.decimals();
      // A fast game that closed as soon as it opened would take no bets.
      if (game.interval_seconds && (patch.closeBeforeSeconds ?? 0) >= game.interval_seconds)
        throw invalid('closeBeforeSeconds', FieldIssue.TOO_BIG);
      const overrides = mergeBetSettings(
        game.market,
        game.bet_settings as BetSettingsOverrides,
        patch.betTypes ?? {},
        decimals,
      );
      return {
        gameId: game.id,
        values: {
          bet_settings: JSON.stringify(overrides),
          ...(patch.enabled !== undefined && { enabled: patch.enabled }),
          ...(patch.closeBeforeSeconds !== undefined && { close_before_seconds: patch.closeBeforeSeconds }),
          ...(patch.confirmAfterSeconds !== undefined && { confirm_after_seconds: patch.confirmAfterSeconds }),
          ...(patch.liabilityLimit !== undefined && {
            liability_limit_minor: parseAmount(patch.liabilityLimit, decimals, { field: 'liabilityLimit' }),
          }),
        },
      };
    },

    /** Writes a prepared change in the caller's transaction. */
    async applyPatchIn(trx: Kysely<DB>, prepared: { gameId: number; values: Updateable<LotteryGames> }) {
      await trx.updateTable('lottery_games').set(prepared.values).where('id', '=', prepared.gameId).execute();
    },

    async periods(query: z.infer<typeof consolePeriodQuerySchema>) {
      const q = periodQuery(query);
      const total = Number((await q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);
      const rows = await q
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
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const items = await queries.withResults(rows);
      return {
        items: items.map((item, i) => ({ ...item, round: rows[i]!.round })),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** The feed's period of a market, station and day, made closed if it does not exist yet; its id. */
    async importPeriod(input: z.infer<typeof resultImportSchema>): Promise<number> {
      const market: LotteryMarket = input.market;
      const game = await db
        .selectFrom('lottery_games')
        .select(['id', 'draw_time', 'close_before_seconds'])
        .where('market', '=', market)
        // The feed is for the markets whose results come from outside (the demo feed makes its own).
        .where('result_source', '=', 'operator')
        .orderBy('id')
        .executeTakeFirst();
      if (!game) throw new AppError('NOT_FOUND');
      const weekday = new Date(`${input.date}T00:00:00Z`).getUTCDay();
      if (Number.isNaN(weekday)) throw invalid('date', FieldIssue.INVALID_VALUE);
      if (!stationsOf(market, weekday).some((s) => s.code === input.station))
        throw invalid('station', FieldIssue.INVALID_VALUE);
      resultRowsOf(market, input.prizes); // the result is checked before a period is made for it
      const issue = vnIssue(market, input.date, input.station);
      const drawAt = vnInstant(input.date, game.draw_time!);
      if (drawAt > ctx.clock.now()) throw new AppError('CONFLICT', { value: { reason: 'NOT_DRAWN_YET' } });
      await db
        .insertInto('lottery_periods')
        .values({
          game_id: game.id,
          issue,
          station_code: input.station,
          open_at: new Date(drawAt.getTime() - 86_400_000),
          close_at: new Date(drawAt.getTime() - game.close_before_seconds * 1000),
          draw_at: drawAt,
          status: 'closed',
        })
        .onConflict((oc) => oc.columns(['game_id', 'issue']).doNothing())
        .execute();
      const period = await db
        .selectFrom('lottery_periods')
        .select('id')
        .where('game_id', '=', game.id)
        .where('issue', '=', issue)
        .executeTakeFirstOrThrow();
      return period.id;
    },

    async cancel(periodId: number, reason: string) {
      const decimals = await module.decimals();
      const outcome = await engine.cancelPeriod(periodId, reason);
      return { refunded: toMajor(outcome.refundedMinor, decimals), replayed: outcome.replayed };
    },
  };
}
