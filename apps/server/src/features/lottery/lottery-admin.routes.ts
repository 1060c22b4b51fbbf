import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelPeriodSchema,
  gameCodeParamsSchema,
  gamePatchSchema,
  periodIdParamsSchema,
  resultEntrySchema,
  resultImportSchema,
  resultRecordedSchema,
  tickSchema,
} from '@portal/shared/contracts/lottery';
import { consolePeriodQuerySchema } from '@portal/shared/contracts/lottery-admin';
import { approvalSchema } from '@portal/shared/contracts/operators';
import { envelopeOf } from '@portal/shared/envelope';
import { toMajor } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { fourEyesFor, type MoneyAction } from '../operators/four-eyes.ts';
import { createLotteryAdmin } from './lottery-admin.service.ts';
import { raisesRisk } from './game-risk.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { gamePatchSchema as GamePatchSchema } from '@portal/shared/contracts/lottery';
import { auditedGame, lotteryConsoleRoutes, periodsCsv } from './lottery-console.routes.ts';
import { createLotteryConsole } from './lottery-console.service.ts';
import { lotteryModule } from './lottery.module.ts';

type GamePatch = z.infer<typeof GamePatchSchema>;

/**
 * A result as four-eyes stores and runs it: a correction carries the operator's reason (so the
 * second operator reads it, and the executed action keeps it).
 */
type ResultPayload = {
  periodId: number;
  prizes: Record<string, string[]>;
  /** 'feed': imported from the results feed (recorded as the feed's), otherwise typed by the operator. */
  source?: 'feed';
} & CorrectionFields;
type CorrectionFields = { correct: false } | { correct: true; reason: string };

/** The request's `correct` and `reason` as the payload has them (the schema requires one with the other). */
function correctionOf(body: { correct: boolean; reason?: string }): CorrectionFields {
  if (!body.correct) return { correct: false };
  if (body.reason === undefined) throw new Error('a correction without a reason passed validation');
  return { correct: true, reason: body.reason };
}

/** The audit row's after of a result call: a correction's reason beside the period's state. */
const withReason = (after: object | null, payload: ResultPayload) =>
  payload.correct ? { ...after, correctionReason: payload.reason } : after;

/** The operator's lottery calls: games and bet menus, periods, results (entry and feed), cancel, confirm, tick. */

export async function lotteryAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const module = lotteryModule(ctx);
  const admin = createLotteryAdmin(ctx, module);
  const lotteryConsole = createLotteryConsole(ctx, module, admin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = {
    onRequest: requireOperator(ctx, ['lottery']),
    schema: { tags: ['admin'], security: bearerSecurity },
  };
  const recorded = { 200: envelopeOf(resultRecordedSchema) };
  const pending = { 202: envelopeOf(approvalSchema) };
  const fourEyes = fourEyesFor(ctx);
  const currency = async () => (await ctx.settings.get()).currency.code;

  /**
   * A result as four-eyes runs it, typed by an operator or imported from the feed: a correction of
   * a settled period waits above the threshold.
   */
  async function resultAction(payload: ResultPayload) {
    const { periodId } = payload;
    const { rows, status } = await admin.prepareResult(periodId, payload.prizes);
    const correcting = payload.correct && status === 'settled';
    const action: MoneyAction<Awaited<ReturnType<typeof module.engine.recordResult>>> = {
      auditKind: correcting ? 'lottery_correction' : 'lottery_result',
      approvalKind: correcting ? 'lottery_correction' : null,
      subject: `lottery-period:${periodId}`,
      payload,
      amountMinor: (await admin.amountAtStake(periodId)).amountMinor,
      currency: await currency(),
      run: async (trx, by) => {
        const { announce, ...value } = await module.engine.recordResultIn(
          trx,
          periodId,
          rows,
          payload.source === 'feed' ? 'feed' : `operator:${by.requestedBy}`,
          payload.correct ? { reason: payload.reason } : null,
        );
        return { value, announce };
      },
    };
    return action;
  }

  /** A cancel as four-eyes runs it: a settled period's waits above the threshold. */
  async function cancelAction(payload: { periodId: number; reason: string }) {
    const { status, amountMinor } = await admin.amountAtStake(payload.periodId);
    const action: MoneyAction<{ refundedMinor: number; replayed: boolean }> = {
      auditKind: 'lottery_cancel',
      approvalKind: status === 'settled' ? 'lottery_cancel' : null,
      subject: `lottery-period:${payload.periodId}`,
      payload,
      amountMinor,
      currency: await currency(),
      run: async (trx) => {
        const { announce, ...value } = await module.engine.cancelPeriodIn(trx, payload.periodId, payload.reason);
        return { value, announce };
      },
    };
    return action;
  }

  /** A game's change as four-eyes runs it: prepared again from the stored request when approved. */
  async function gameAction(payload: { gameCode: string; patch: GamePatch }) {
    const prepared = await admin.preparePatch(payload.gameCode, payload.patch);
    const action: MoneyAction<{ gameCode: string }> = {
      auditKind: 'lottery_game_risk',
      approvalKind: 'lottery_game_risk',
      subject: `lottery-game:${payload.gameCode}`,
      payload,
      amountMinor: 0,
      currency: null,
      run: async (trx) => {
        await admin.applyPatchIn(trx, prepared);
        return { value: { gameCode: payload.gameCode } };
      },
    };
    return action;
  }

  fourEyes.register('lottery_correction', (payload) => resultAction(payload as ResultPayload));
  fourEyes.register('lottery_game_risk', (payload) => gameAction(payload as { gameCode: string; patch: GamePatch }));
  fourEyes.register('lottery_cancel', (payload) => cancelAction(payload as { periodId: number; reason: string }));

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
        summary:
          'Change a game: enabled, close / confirm delays, liability limit, bet types (odds, limits); raising odds, a unit or multiplier cap or the liability limit answers 202 with the request a second lottery operator approves',
        params: gameCodeParamsSchema,
        body: gamePatchSchema,
      },
    },
    async (request, reply) => {
      const { gameCode } = request.params;
      const before = await admin.game(gameCode);
      // Raising what the house can lose (odds, a unit or multiplier cap, the liability limit) waits
      // for a second lottery operator (review N4); lowering it, or anything else, runs at once.
      if (raisesRisk(before, request.body)) {
        const action = await gameAction({ gameCode, patch: request.body });
        const approval = await inTransaction(ctx.db, (trx) => fourEyes.fileIn(trx, action, request.operator!));
        auditChange(request, {
          subject: `lottery-game:${gameCode}`,
          before: auditedGame(before),
          after: { pendingApproval: approval.id },
        });
        return reply.code(202).send(ok(await fourEyes.get(approval.id)));
      }
      const action = await gameAction({ gameCode, patch: request.body });
      await inTransaction(ctx.db, (trx) =>
        action.run(trx, { requestedBy: request.operator!.subjectId, approvedBy: null }),
      );
      const after = await admin.game(gameCode);
      auditChange(request, {
        subject: `lottery-game:${after.gameCode}`,
        before: auditedGame(before),
        after: auditedGame(after),
      });
      return ok(after);
    },
  );

  r.get(
    '/admin/api/lottery/periods',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Periods, newest draw first; filters game, status, issue (or its start), draw time; format=csv: all',
        querystring: consolePeriodQuerySchema,
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv')
        return periodsCsv(reply, await lotteryConsole.periodsForExport(request.query));
      return ok(await admin.periods(request.query));
    },
  );

  r.post(
    '/admin/api/lottery/periods/:periodId/result',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary:
          "Enter a Vietnamese period's result (validated exactly); settles at once; correct: true re-settles (a settled period's above FOUR_EYES_THRESHOLD_MINOR: 202, a request for a second operator)",
        params: periodIdParamsSchema,
        body: resultEntrySchema,
        response: { ...recorded, ...pending },
      },
    },
    async (request, reply) => {
      const { periodId } = request.params;
      const payload: ResultPayload = { periodId, prizes: request.body.prizes, ...correctionOf(request.body) };
      const action = await resultAction(payload);
      const before = await lotteryConsole.snapshot(periodId);
      const outcome = await fourEyes.perform(action, request.operator!);
      const subject = `lottery-period:${periodId}`;
      if (outcome.status === 'pending') {
        const after = withReason({ ...before, pendingApproval: outcome.approval.id }, payload);
        auditChange(request, { subject, before, after });
        return reply.code(202).send(ok(outcome.approval));
      }
      auditChange(request, { subject, before, after: withReason(await lotteryConsole.snapshot(periodId), payload) });
      return ok(await admin.recorded(periodId, outcome.value));
    },
  );

  r.post(
    '/admin/api/lottery/results/import',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary:
          'The results feed: one result per market, station and day (idempotent); correct: true re-settles (a settled period above FOUR_EYES_THRESHOLD_MINOR: 202, a request for a second operator)',
        body: resultImportSchema,
        response: { ...recorded, ...pending },
      },
    },
    async (request, reply) => {
      const periodId = await admin.importPeriod(request.body);
      const { prizes } = request.body;
      const payload: ResultPayload = { periodId, prizes, ...correctionOf(request.body), source: 'feed' };
      const action = await resultAction(payload);
      const before = await lotteryConsole.snapshot(periodId);
      const outcome = await fourEyes.perform(action, request.operator!);
      const subject = `lottery-period:${periodId}`;
      if (outcome.status === 'pending') {
        const after = withReason({ ...before, pendingApproval: outcome.approval.id }, payload);
        auditChange(request, { subject, before, after });
        return reply.code(202).send(ok(outcome.approval));
      }
      auditChange(request, { subject, before, after: withReason(await lotteryConsole.snapshot(periodId), payload) });
      return ok(await admin.recorded(periodId, outcome.value));
    },
  );

  r.post(
    '/admin/api/lottery/periods/:periodId/cancel',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary:
          'Cancel (void) a period: every bet refunded, a settled round reversed (a settled one above FOUR_EYES_THRESHOLD_MINOR: 202, a request for a second operator)',
        params: periodIdParamsSchema,
        body: cancelPeriodSchema,
        response: { 200: envelopeOf(z.object({ refunded: z.number(), replayed: z.boolean() })), ...pending },
      },
    },
    async (request, reply) => {
      const { periodId } = request.params;
      const action = await cancelAction({ periodId, reason: request.body.reason });
      const before = await lotteryConsole.snapshot(periodId);
      const outcome = await fourEyes.perform(action, request.operator!);
      const subject = `lottery-period:${periodId}`;
      if (outcome.status === 'pending') {
        auditChange(request, { subject, before, after: { ...before, pendingApproval: outcome.approval.id } });
        return reply.code(202).send(ok(outcome.approval));
      }
      auditChange(request, { subject, before, after: await lotteryConsole.snapshot(periodId) });
      const { decimals } = (await ctx.settings.get()).currency;
      return ok({ refunded: toMajor(outcome.value.refundedMinor, decimals), replayed: outcome.value.replayed });
    },
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
      const { periodId } = request.params;
      const before = await lotteryConsole.snapshot(periodId);
      await module.engine.confirmPeriod(periodId);
      auditChange(request, {
        subject: `lottery-period:${periodId}`,
        before,
        after: await lotteryConsole.snapshot(periodId),
      });
      return ok(null);
    },
  );

  lotteryConsoleRoutes(app, ctx, lotteryConsole);

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
