import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentPayloadSchema,
  adjustmentValueSchema,
  adminWithdrawalPageSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  idParamsSchema,
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  proofParamsSchema,
  rejectWithdrawalPayloadSchema,
  turnoverParamsSchema,
  turnoverPayloadSchema,
  turnoverValueSchema,
} from '@portal/shared/contracts/withdrawals';
import { approvalSchema } from '@portal/shared/contracts/operators';
import { CSV_MAX_ROWS } from '@portal/shared/contracts/money-queues';
import { envelopeOf } from '@portal/shared/envelope';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor, toMinor } from '@portal/shared/money';
import { AppError } from '../../platform/app-error.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { auditChange } from '../operators/audit-log.ts';
import { sendCsv } from '../../platform/csv.ts';
import { readImageFiles } from '../../platform/image-files.ts';
import { withdrawalsCsv } from './withdrawals.csv.ts';
import { fourEyesFor, type MoneyAction } from '../operators/four-eyes.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { setTurnoverRequirement, turnoverRemaining } from '../wallet/turnover.ts';
import type { buildWithdrawals } from './withdrawals.module.ts';

const operatorTag = (id: number) => `operator:${id}`;

/** Operator calls: the withdrawal queue, approve / reject / forced receipt, adjustments, turnover. */
export async function withdrawalAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { review, adjustments, payouts }: ReturnType<typeof buildWithdrawals>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fourEyes = fourEyesFor(ctx);
  const pending = { 202: envelopeOf(approvalSchema) };

  /** An adjustment as four-eyes runs it: now, or once a second operator approves. */
  async function adjustmentAction(payload: { memberId: number; amount: number; reason: string; key: string }) {
    const prepared = await adjustments.prepare(payload);
    const action: MoneyAction<Awaited<ReturnType<typeof adjustments.postIn>>> = {
      auditKind: 'adjustment',
      approvalKind: 'adjustment',
      subject: `adjustment:${payload.key}`,
      payload,
      memberId: prepared.memberId,
      amountMinor: Math.abs(prepared.amountMinor),
      currency: prepared.currency,
      run: async (trx, by) => ({
        value: await adjustments.postIn(trx, prepared, payload.key, {
          operator: operatorTag(by.requestedBy),
          ...(by.approvedBy ? { approvedBy: operatorTag(by.approvedBy) } : {}),
        }),
      }),
    };
    return action;
  }

  /** Approve or reject as four-eyes runs it; only an approval of a withdrawal still in process waits. */
  async function settleAction(
    withdrawalId: number,
    settle: { status: 'approved' } | { status: 'rejected'; reason: string | null },
  ) {
    const prepared = await review.prepareSettle(withdrawalId, settle);
    const approving = settle.status === 'approved';
    const action: MoneyAction<{ withdrawalId: number; replayed: boolean }> = {
      auditKind: approving ? 'withdrawal_approval' : 'withdrawal_rejection',
      // Approving again a PIX payout already asked of the gateway moves no money: no second operator.
      approvalKind:
        approving && prepared.status === 'in_process' && prepared.payoutState === null ? 'withdrawal_approval' : null,
      subject: `withdrawal:${withdrawalId}`,
      payload: { withdrawalId },
      memberId: prepared.memberId,
      amountMinor: prepared.amountMinor,
      currency: prepared.currency,
      run: async (trx, by) => ({
        value: { withdrawalId, replayed: await review.settleIn(trx, prepared, by.requestedBy) },
      }),
    };
    return action;
  }

  fourEyes.register('adjustment', (payload) =>
    adjustmentAction(payload as { memberId: number; amount: number; reason: string; key: string }),
  );
  fourEyes.register('withdrawal_approval', (payload) =>
    settleAction((payload as { withdrawalId: number }).withdrawalId, { status: 'approved' }),
  );
  // The queue and a member's turnover: finance and support read; moving money is finance's.
  const onRequest = requireOperator(ctx, ['finance']);
  const viewer = { onRequest: requireOperator(ctx, ['finance', 'support']) };
  const base = { tags: ['withdrawals'], security: bearerSecurity };
  const one = { 200: envelopeOf(adminWithdrawalSchema) };
  const settled = { 200: envelopeOf(adminWithdrawalSchema.extend({ replayed: z.boolean() })) };

  r.get(
    '/admin/api/withdrawals',
    {
      ...viewer,
      schema: {
        ...base,
        summary:
          'Withdrawals, newest first, filtered by status, confirmation, member (username or id) and time range; format=csv: every matching row as CSV',
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: envelopeOf(adminWithdrawalPageSchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...filter } = request.query;
      if (format === 'csv') {
        const { rows, decimals } = await review.exportRows(filter, CSV_MAX_ROWS);
        return sendCsv(
          reply,
          `withdrawals-${new Date().toISOString().slice(0, 10)}.csv`,
          withdrawalsCsv(rows, decimals),
        );
      }
      return ok(await review.page(filter, page, pageSize));
    },
  );

  r.get(
    '/admin/api/withdrawals/:id',
    { ...viewer, schema: { ...base, summary: 'One withdrawal', params: idParamsSchema, response: one } },
    async (request) => ok(await review.get(request.params.id)),
  );

  r.post(
    '/admin/api/withdrawals/:id/approve',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Approve: the held amount leaves for payouts:bank (above FOUR_EYES_THRESHOLD_MINOR: 202, a request for a second operator)',
        params: idParamsSchema,
        response: { ...settled, ...pending },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const before = await review.present(id);
      const outcome = await fourEyes.perform(await settleAction(id, { status: 'approved' }), request.operator!);
      if (outcome.status === 'pending') {
        auditChange(request, {
          subject: `withdrawal:${id}`,
          before: { status: before.status },
          after: { status: before.status, approvalId: outcome.approval.id },
        });
        return reply.code(202).send(ok(outcome.approval));
      }
      // A PIX payout is asked of the gateway now, after the approval committed; a gateway that
      // does not take it leaves it requested, for the sweep or this call again.
      await payouts.send(id, publicOrigin(ctx.env, app.server)).catch((error: unknown) => {
        request.log.warn({ err: error, withdrawal: id }, 'PIX payout not taken by the gateway yet');
      });
      const after = await review.present(id);
      auditChange(request, {
        subject: `withdrawal:${id}`,
        before: { status: before.status },
        after: { status: after.status, ...(after.payoutState ? { payoutState: after.payoutState } : {}) },
      });
      return ok({ ...after, replayed: outcome.value.replayed });
    },
  );

  r.post(
    '/admin/api/withdrawals/:id/reject',
    {
      onRequest,
      schema: {
        ...base,
        summary: "Reject: the held amount goes back to the player's wallet",
        params: idParamsSchema,
        body: rejectWithdrawalPayloadSchema.nullish(),
        response: settled,
      },
    },
    async (request) => {
      const id = request.params.id;
      const before = await review.present(id);
      const reject = { status: 'rejected' as const, reason: request.body?.reason || null };
      const outcome = await fourEyes.perform(await settleAction(id, reject), request.operator!);
      if (outcome.status === 'pending') throw new Error('a rejection never waits for a second operator');
      const after = await review.present(id);
      auditChange(request, {
        subject: `withdrawal:${id}`,
        before: { status: before.status },
        after: { status: after.status, rejectReason: after.rejectReason },
      });
      return ok({ ...after, replayed: outcome.value.replayed });
    },
  );

  r.post(
    '/admin/api/withdrawals/:id/force-receipt',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Close a "not received" as received (forced receipt: nothing is refunded)',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const id = request.params.id;
      const before = await review.present(id);
      const after = await review.forceReceipt(id);
      auditChange(request, {
        subject: `withdrawal:${id}`,
        before: { confirmation: before.confirmation },
        after: { confirmation: after.confirmation },
      });
      return ok(after);
    },
  );

  r.post(
    '/admin/api/withdrawals/:id/payout-proofs',
    {
      onRequest,
      schema: {
        ...base,
        summary: `The operator's proof of the payout on an approved withdrawal: multipart with 1 to ${PROOF_MAX_FILES} PNG or JPG files, 5 MB each`,
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const id = request.params.id;
      const files = await readImageFiles(request, { maxFiles: PROOF_MAX_FILES, maxBytes: PROOF_MAX_BYTES });
      const before = await review.present(id);
      const after = await review.addPayoutProofs(id, request.operator!.subjectId, files);
      auditChange(request, {
        subject: `withdrawal:${id}`,
        before: { payoutProofs: before.proofs.filter((p) => p.kind === 'payout').length },
        after: { payoutProofs: after.proofs.filter((p) => p.kind === 'payout').length },
      });
      return ok(after);
    },
  );

  r.get(
    '/admin/api/withdrawals/:id/proofs/:proofId',
    { ...viewer, schema: { ...base, summary: 'A proof image of a "not received"', params: proofParamsSchema } },
    async (request, reply) => {
      const { data, contentType } = await review.proof(request.params.id, request.params.proofId);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );

  r.post(
    '/admin/api/wallet/adjustments',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          "Adjust a member's main wallet by a signed amount (Idempotency-Key); above FOUR_EYES_THRESHOLD_MINOR: 202, a request for a second operator",
        body: adjustmentPayloadSchema,
        response: { 200: envelopeOf(adjustmentValueSchema), ...pending },
      },
    },
    async (request, reply) => {
      const action = await adjustmentAction({ ...request.body, key: idempotencyKey(request) });
      const outcome = await fourEyes.perform(action, request.operator!);
      if (outcome.status === 'pending') return reply.code(202).send(ok(outcome.approval));
      return ok(outcome.value);
    },
  );

  r.get(
    '/admin/api/turnover-requirements/:memberId',
    {
      ...viewer,
      schema: {
        ...base,
        summary: 'What a member still has to wager before withdrawing',
        params: turnoverParamsSchema,
        response: { 200: envelopeOf(turnoverValueSchema) },
      },
    },
    async (request) => {
      const { decimals } = (await ctx.settings.get()).currency;
      const remaining = await turnoverRemaining(ctx.db, request.params.memberId);
      return ok({ memberId: request.params.memberId, remaining: toMajor(remaining, decimals) });
    },
  );

  /**
   * A turnover requirement set to `remainingMinor`: lowering it waives wagering, which lets that
   * much be withdrawn unplayed (review N4), so the waived amount goes through four-eyes like money.
   */
  async function turnoverAction(payload: { memberId: number; remainingMinor: number }) {
    const { memberId, remainingMinor } = payload;
    const member = await ctx.db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND');
    const { code, decimals } = (await ctx.settings.get()).currency;
    const waived = Math.max(0, (await turnoverRemaining(ctx.db, memberId)) - remainingMinor);
    const action: MoneyAction<{ memberId: number; remaining: number }> = {
      auditKind: 'turnover_reset',
      approvalKind: waived > 0 ? 'turnover_reset' : null,
      subject: `turnover:${memberId}`,
      payload,
      memberId,
      amountMinor: waived,
      currency: code,
      run: async (trx) => {
        await setTurnoverRequirement(trx, memberId, remainingMinor, ctx.clock.now());
        return { value: { memberId, remaining: toMajor(remainingMinor, decimals) } };
      },
    };
    return action;
  }
  fourEyes.register('turnover_reset', (payload) =>
    turnoverAction(payload as { memberId: number; remainingMinor: number }),
  );

  r.put(
    '/admin/api/turnover-requirements/:memberId',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          "Set a member's remaining turnover requirement (0 clears it); lowering it waives wagering, so above the four-eyes threshold (or with the operator's 24 hours for the member) it answers 202 with the request a second finance operator approves",
        params: turnoverParamsSchema,
        body: turnoverPayloadSchema,
        response: { 200: envelopeOf(turnoverValueSchema), ...pending },
      },
    },
    async (request, reply) => {
      const { memberId } = request.params;
      const { decimals } = (await ctx.settings.get()).currency;
      const parsed = toMinor(request.body.remaining, decimals);
      if (!parsed.ok) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { remaining: FieldIssue.TOO_MANY_DECIMALS } } });
      }
      const outcome = await fourEyes.perform(
        await turnoverAction({ memberId, remainingMinor: parsed.minor }),
        request.operator!,
      );
      if (outcome.status === 'pending') return reply.code(202).send(ok(outcome.approval));
      return ok(outcome.value);
    },
  );
}
