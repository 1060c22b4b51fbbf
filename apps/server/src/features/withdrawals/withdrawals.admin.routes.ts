import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentPayloadSchema,
  adjustmentValueSchema,
  adminWithdrawalPageSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  idParamsSchema,
  proofParamsSchema,
  rejectWithdrawalPayloadSchema,
  turnoverParamsSchema,
  turnoverPayloadSchema,
  turnoverValueSchema,
} from '@portal/shared/contracts/withdrawals';
import { envelopeOf } from '@portal/shared/envelope';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor, toMinor } from '@portal/shared/money';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity, requireOperator } from '../../platform/guards.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { setTurnoverRequirement, turnoverRemaining } from './turnover.ts';
import type { buildWithdrawals } from './withdrawals.module.ts';

const operatorOf = (request: FastifyRequest) => `operator:${request.operator!.subjectId}`;

/** Operator calls: the withdrawal queue, approve / reject / forced receipt, adjustments, turnover. */
export async function withdrawalAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { review, adjustments }: ReturnType<typeof buildWithdrawals>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
        summary: 'Withdrawals, newest first, filtered by status, confirmation or member',
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: envelopeOf(adminWithdrawalPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
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
        summary: 'Approve: the held amount leaves for payouts:bank',
        params: idParamsSchema,
        response: settled,
      },
    },
    async (request) => ok(await review.approve(request.params.id, operatorOf(request))),
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
    async (request) => ok(await review.reject(request.params.id, operatorOf(request), request.body?.reason || null)),
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
    async (request) => ok(await review.forceReceipt(request.params.id)),
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
        summary: "Adjust a member's main wallet by a signed amount (Idempotency-Key)",
        body: adjustmentPayloadSchema,
        response: { 200: envelopeOf(adjustmentValueSchema) },
      },
    },
    async (request) => ok(await adjustments.adjust(request.body, idempotencyKey(request), operatorOf(request))),
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

  r.put(
    '/admin/api/turnover-requirements/:memberId',
    {
      onRequest,
      schema: {
        ...base,
        summary: "Set a member's remaining turnover requirement (0 clears it)",
        params: turnoverParamsSchema,
        body: turnoverPayloadSchema,
        response: { 200: envelopeOf(turnoverValueSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.params;
      const { decimals } = (await ctx.settings.get()).currency;
      const parsed = toMinor(request.body.remaining, decimals);
      if (!parsed.ok) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { remaining: FieldIssue.TOO_MANY_DECIMALS } } });
      }
      const member = await ctx.db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
      if (!member) throw new AppError('NOT_FOUND');
      await setTurnoverRequirement(ctx.db, memberId, parsed.minor, ctx.clock.now());
      return ok({ memberId, remaining: toMajor(parsed.minor, decimals) });
    },
  );
}
