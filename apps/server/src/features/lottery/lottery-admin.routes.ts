import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPeriodQuerySchema,
  cancelPeriodSchema,
  gameCodeParamsSchema,
  gamePatchSchema,
  periodIdParamsSchema,
  resultEntrySchema,
  resultImportSchema,
  resultRecordedSchema,
  tickSchema,
} from '@portal/shared/contracts/lottery';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity, requireOperator } from '../../platform/guards.ts';
import { createLotteryAdmin } from './lottery-admin.service.ts';
import { lotteryModule } from './lottery.module.ts';

/** The operator's lottery calls: games and bet menus, periods, results (entry and feed), cancel, confirm, tick. */
export async function lotteryAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const module = lotteryModule(ctx);
  const admin = createLotteryAdmin(ctx, module);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    onRequest: requireOperator(ctx, ['lottery']),
    schema: { tags: ['admin'], security: bearerSecurity },
  };
  const recorded = { 200: envelopeOf(resultRecordedSchema) };

  r.get(
    '/admin/api/lottery/games',
    { ...guarded, schema: { ...guarded.schema, summary: 'Lottery games with their settings and bet menus' } },
    async () => ok(await admin.games()),
  );

  r.patch(
    '/admin/api/lottery/games/:gameCode',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Change a game: enabled, close / confirm delays, liability limit, bet types (odds, limits)',
        params: gameCodeParamsSchema,
        body: gamePatchSchema,
      },
    },
    async (request) => ok(await admin.patchGame(request.params.gameCode, request.body)),
  );

  r.get(
    '/admin/api/lottery/periods',
    {
      ...guarded,
      schema: { ...guarded.schema, summary: 'Periods, newest draw first', querystring: adminPeriodQuerySchema },
    },
    async (request) => ok(await admin.periods(request.query)),
  );

  r.post(
    '/admin/api/lottery/periods/:periodId/result',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: "Enter a Vietnamese period's result (validated exactly); settles at once; correct: true re-settles",
        params: periodIdParamsSchema,
        body: resultEntrySchema,
        response: recorded,
      },
    },
    async (request) =>
      ok(await admin.enterResult(request.params.periodId, request.body.prizes, request.body.correct, 'operator')),
  );

  r.post(
    '/admin/api/lottery/results/import',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'The results feed: one result per market, station and day (idempotent)',
        body: resultImportSchema,
        response: recorded,
      },
    },
    async (request) => ok(await admin.importResult(request.body)),
  );

  r.post(
    '/admin/api/lottery/periods/:periodId/cancel',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Cancel (void) a period: every bet refunded, a settled round reversed',
        params: periodIdParamsSchema,
        body: cancelPeriodSchema,
        response: { 200: envelopeOf(z.object({ refunded: z.number(), replayed: z.boolean() })) },
      },
    },
    async (request) => ok(await admin.cancel(request.params.periodId, request.body.reason)),
  );

  r.post(
    '/admin/api/lottery/periods/:periodId/confirm',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Confirm a settled period: its result can no longer be corrected',
        params: periodIdParamsSchema,
      },
    },
    async (request) => {
      await module.engine.confirmPeriod(request.params.periodId);
      return ok(null);
    },
  );

  r.post(
    '/admin/api/lottery/scheduler/tick',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Run the scheduler once now: open, close, draw and settle, confirm',
        response: { 200: envelopeOf(tickSchema) },
      },
    },
    async () => ok(await module.engine.tick()),
  );
}
