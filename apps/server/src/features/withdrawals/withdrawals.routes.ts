import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountSchema,
  bankAccountsValueSchema,
  bindBankAccountPayloadSchema,
  idParamsSchema,
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  proofParamsSchema,
  withdrawalCreatedSchema,
  withdrawalDetailSchema,
  withdrawalOptionsSchema,
  withdrawalPageSchema,
  withdrawalPayloadSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
} from '@portal/shared/contracts/withdrawals';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { readImageFiles } from '../../platform/image-files.ts';
import { buildWithdrawals } from './withdrawals.module.ts';
import { defineAutoReceiptSweep } from './withdrawals.sweep.ts';
import { withdrawalAdminRoutes } from './withdrawals.admin.routes.ts';
import { uploadQuotaOf } from '../members/upload-quota.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import { pixPayoutRoutes } from './pix-payout.routes.ts';

export async function withdrawalRoutes(app: FastifyInstance, ctx: AppContext) {
  const built = buildWithdrawals(ctx);
  const { bankAccounts, withdrawals } = built;
  // One more file than allowed is read so that a fourth file is refused by name, not cut off.
  await app.register(multipart, { limits: { fileSize: PROOF_MAX_BYTES, files: PROOF_MAX_FILES + 1, fields: 10 } });
  defineAutoReceiptSweep(ctx.jobs, withdrawals);
  await withdrawalAdminRoutes(app, ctx, built);
  await pixPayoutRoutes(app, ctx.jobs, built.payouts, () => publicOrigin(ctx.env, app.server));

  const r = app.withTypeProvider<ZodTypeProvider>();
  // A break or self-exclusion never traps money: its cash-out session reaches these calls.
  const onRequest = requireMember(ctx, { duringCashOut: true });
  const base = { tags: ['withdrawals'], security: bearerSecurity };
  const one = { 200: envelopeOf(withdrawalSchema) };

  r.get(
    '/wps/payment/withdrawals/options',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The withdraw page: balance, limits, what is left today, turnover owed, payment password set',
        response: { 200: envelopeOf(withdrawalOptionsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await withdrawals.options(request.member!));
    },
  );

  r.post(
    '/wps/payment/withdrawals',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Ask for a withdrawal (Idempotency-Key): the amount is held while in process',
        body: withdrawalPayloadSchema,
        response: { 200: envelopeOf(withdrawalCreatedSchema) },
      },
    },
    async (request) => ok(await withdrawals.request(request.member!, request.body, idempotencyKey(request))),
  );

  r.get(
    '/wps/payment/withdrawals',
    {
      onRequest,
      schema: {
        ...base,
        summary: "The member's withdrawals, newest first",
        querystring: withdrawalsQuerySchema,
        response: { 200: envelopeOf(withdrawalPageSchema) },
      },
    },
    async (request) => ok(await withdrawals.page(request.member!, request.query)),
  );

  r.get(
    '/wps/payment/withdrawals/:id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'One withdrawal of the member, with the proof files it may open (its detail)',
        params: idParamsSchema,
        response: { 200: envelopeOf(withdrawalDetailSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await withdrawals.get(request.member!, request.params.id));
    },
  );

  r.get(
    '/wps/payment/withdrawals/:id/proofs/:proofId',
    {
      onRequest,
      schema: {
        ...base,
        summary: "A proof image of the member's withdrawal: the operator's payout proof or the member's own",
        params: proofParamsSchema,
      },
    },
    async (request, reply) => {
      const { data, contentType } = await withdrawals.proof(request.member!, request.params.id, request.params.proofId);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );

  r.post(
    '/wps/payment/withdrawals/:id/received',
    {
      onRequest,
      schema: { ...base, summary: 'The player confirms the money arrived', params: idParamsSchema, response: one },
    },
    async (request) => ok(await withdrawals.confirmReceived(request.member!, request.params.id)),
  );

  r.post(
    '/wps/payment/withdrawals/:id/not-received',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The player says the money did not arrive: multipart with 1 to 3 PNG or JPG proofs, 5 MB each',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const files = await readImageFiles(request, { maxFiles: PROOF_MAX_FILES, maxBytes: PROOF_MAX_BYTES });
      await uploadQuotaOf(ctx).take(request.member!.id, files);
      return ok(await withdrawals.confirmNotReceived(request.member!, request.params.id, files));
    },
  );

  r.get(
    '/wps/payment/bank-accounts',
    {
      onRequest,
      schema: {
        ...base,
        summary: "The member's payee accounts, the brand's bank list and the payee name",
        response: { 200: envelopeOf(bankAccountsValueSchema) },
      },
    },
    async (request) => ok(await bankAccounts.list(request.member!.id)),
  );

  r.post(
    '/wps/payment/bank-accounts',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Bind a payee account: a bank account or a PIX key (pixKeyType, pixKey; BRL brands), at most 3; the holder is the payee name when set',
        body: bindBankAccountPayloadSchema,
        response: { 200: envelopeOf(bankAccountSchema) },
      },
    },
    async (request) => ok(await bankAccounts.bind(request.member!.id, request.body)),
  );

  r.delete(
    '/wps/payment/bank-accounts/:id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Remove a payee account',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await bankAccounts.remove(request.member!.id, request.params.id);
      return ok(null);
    },
  );
}
