import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recallValueSchema,
  transferPayloadSchema,
  transferValueSchema,
  transferWalletsSchema,
  uplineTransferPayloadSchema,
  uplineTransferValueSchema,
} from '@portal/shared/contracts/transfers';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity, requireMember } from '../../platform/guards.ts';
import { idempotencyKey } from './amounts.ts';
import { createTransferService } from './transfers.service.ts';

/** The "my wallet" calls: wallets to move between, a transfer, recall-all (product-spec.md sections 2 and 7). */
export async function transferRoutes(app: FastifyInstance, ctx: AppContext) {
  const transfers = createTransferService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireMember(ctx);
  const base = { tags: ['wallet'], security: bearerSecurity };

  r.get(
    '/wps/wallet/wallets',
    {
      onRequest,
      schema: {
        ...base,
        summary: "The main wallet and each transfer vendor's wallet with its balance",
        response: { 200: envelopeOf(transferWalletsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await transfers.wallets(request.member!));
    },
  );

  r.post(
    '/wps/relay/GCS_walletTransfer',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Moves an amount between the main wallet and a vendor wallet (Idempotency-Key header)',
        body: transferPayloadSchema,
        response: { 200: envelopeOf(transferValueSchema) },
      },
    },
    async (request) => {
      const key = idempotencyKey(request);
      return ok(await transfers.transfer(request.member!, key, request.body));
    },
  );

  r.post(
    '/wps/wallet/recall-all',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Moves every vendor wallet back to the main wallet (Idempotency-Key header)',
        response: { 200: envelopeOf(recallValueSchema) },
      },
    },
    async (request) => {
      const key = idempotencyKey(request);
      return ok(await transfers.recallAll(request.member!, key));
    },
  );

  r.post(
    '/wps/wallet/transfer-upline',
    {
      onRequest,
      schema: {
        ...base,
        summary: "Sends an amount from the main wallet to the upline's, with the payment password (Idempotency-Key)",
        body: uplineTransferPayloadSchema,
        response: { 200: envelopeOf(uplineTransferValueSchema) },
      },
    },
    async (request) => {
      const key = idempotencyKey(request);
      return ok(await transfers.transferToUpline(request.member!, key, request.body));
    },
  );
}
