import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { periodIdParamsSchema, type Period } from '@portal/shared/contracts/lottery';
import {
  gameCreateSchema,
  liabilityQuerySchema,
  liabilitySchema,
  marketRulesSchema,
  periodDetailSchema,
} from '@portal/shared/contracts/lottery-admin';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { resultText, type createLotteryConsole } from './lottery-console.service.ts';

/** The periods list as CSV (every matching period, up to the cap), the result as one cell. */
export function periodsCsv(reply: FastifyReply, periods: (Period & { round: number })[]) {
  const csv = toCsv<Period & { round: number }>(
    [
      { header: 'periodId', value: (p) => p.periodId },
      { header: 'gameCode', value: (p) => p.gameCode },
      { header: 'issue', value: (p) => p.issue },
      { header: 'station', value: (p) => p.stationCode },
      { header: 'status', value: (p) => p.status },
      { header: 'openAt', value: (p) => p.openAt },
      { header: 'closeAt', value: (p) => p.closeAt },
      { header: 'drawAt', value: (p) => p.drawAt },
      { header: 'round', value: (p) => p.round },
      { header: 'resultSource', value: (p) => p.resultSource },
      { header: 'result', value: (p) => resultText(p.result) },
    ],
    periods,
  );
  return sendCsv(reply, 'lottery-periods.csv', csv);
}

type PresentedGame = Awaited<ReturnType<ReturnType<typeof createLotteryConsole>['createGame']>>;

/**
 * A game as the audit log keeps it: the log blanks every key that says "code" (sign-in codes), so
 * the game is `game` and its bet types are keyed by their codes.
 */
export function auditedGame(game: PresentedGame | null) {
  if (!game) return null;
  const { gameCode, betTypes, ...settings } = game;
  return {
    game: gameCode,
    ...settings,
    betTypes: Object.fromEntries(
      betTypes.map(({ code, enabled, odds, stakeFactor, minUnit, maxUnit, maxMultiplier }) => [
        code,
        { enabled, odds, stakeFactor, minUnit, maxUnit, maxMultiplier },
      ]),
    ),
  };
}

/** The console's lottery calls beside the engine's: markets' rules, a new fast game, a period, its liability. */
export function lotteryConsoleRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  lotteryConsole: ReturnType<typeof createLotteryConsole>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    onRequest: requireOperator(ctx, ['lottery']),
    schema: { tags: ['admin'], security: bearerSecurity },
  };

  r.get(
    '/admin/api/lottery/markets',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary:
          "Each market's rules: prize shape (count × digits), stations per weekday, default bet menu with the odds range allowed",
        response: { 200: envelopeOf(z.array(marketRulesSchema)) },
      },
    },
    async () => ok(await lotteryConsole.markets()),
  );

  r.post(
    '/admin/api/lottery/games',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary:
          'A fast-draw game from a template (FAST_NORTH, KENO, DIGIT5): interval, close, liability limit, play types and odds within the market rules; drawn by the fair RNG',
        body: gameCreateSchema,
      },
    },
    async (request) => {
      const game = await lotteryConsole.createGame(request.body);
      auditChange(request, { subject: `lottery-game:${game.gameCode}`, before: null, after: auditedGame(game) });
      return ok(game);
    },
  );

  r.get(
    '/admin/api/lottery/periods/:periodId',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'One period: result, rounds (settlements, reversed ones), bets, stakes and payouts',
        params: periodIdParamsSchema,
        response: { 200: envelopeOf(periodDetailSchema) },
      },
    },
    async (request) => ok(await lotteryConsole.period(request.params.periodId)),
  );

  r.get(
    '/admin/api/lottery/periods/:periodId/liability',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary:
          "A period's liability per outcome (potential payout accepted), largest first, with the game's limit; kind filters (L2, DE…); format=csv: all",
        params: periodIdParamsSchema,
        querystring: liabilityQuerySchema,
      },
    },
    async (request, reply) => {
      const value = await lotteryConsole.liability(request.params.periodId, request.query);
      if (request.query.format !== 'csv') return ok(liabilitySchema.parse(value));
      const csv = toCsv<(typeof value.items)[number]>(
        [
          { header: 'outcome', value: (i) => i.outcome },
          { header: 'kind', value: (i) => i.kind },
          { header: 'pick', value: (i) => i.pick },
          { header: 'amount', value: (i) => i.amount },
          { header: 'limit', value: () => value.limit },
          { header: 'share', value: (i) => Number(i.share.toFixed(4)) },
        ],
        value.items,
      );
      return sendCsv(reply, `lottery-liability-${value.gameCode}-${value.issue}.csv`, csv);
    },
  );
}
