import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uplineTransferPayloadSchema, uplineTransferValueSchema } from '@portal/shared/contracts/transfers';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { idempotencyKey } from './amounts.ts';
import { createUplineTransferService } from './upline-transfers.service.ts';

/** POST /wps/wallet/transfer-upline: a member's transfer from the main wallet to the upline's. */
export async function uplineTransferRoutes(app: FastifyInstance, ctx: AppContext) {
  const transfers = createUplineTransferService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireMember(ctx);
  const base = { tags: ['wallet'], security: bearerSecurity };

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
