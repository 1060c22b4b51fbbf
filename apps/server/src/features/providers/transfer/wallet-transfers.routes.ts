import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  merchantWalletSchema,
  recallValueSchema,
  transferPayloadSchema,
  transferValueSchema,
  transferWalletsSchema,
} from '@portal/shared/contracts/transfers';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { bearerSecurity } from '../../../platform/openapi.ts';
import { requireMember } from '../../members/member-guard.ts';
import { idempotencyKey } from '../../wallet/amounts.ts';
import { createTransferService } from './wallet-transfers.service.ts';

/** The member center's "my wallet" calls: wallets to move between, a transfer, recall-all. */
export async function transferRoutes(app: FastifyInstance, ctx: AppContext) {
  const transfers = createTransferService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireMember(ctx);
  // A cash-out session (break or self-exclusion) may see its vendor wallets and bring them home.
  const cashOut = requireMember(ctx, { duringCashOut: true });
  const base = { tags: ['wallet'], security: bearerSecurity };

  r.get(
    '/wps/wallet/wallets',
    {
      onRequest: cashOut,
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

  r.get(
    '/wps/wallet/merchant',
    {
      onRequest: cashOut,
      schema: {
        ...base,
        summary:
          "The merchant wallet (decision 053): the brand's merchant code, its wallet model (single or transfer), every wallet of the member and their sum",
        response: { 200: envelopeOf(merchantWalletSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await transfers.merchantWallet(request.member!));
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
      onRequest: cashOut,
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
}
