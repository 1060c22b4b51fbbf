import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePaymentPasswordPayloadSchema,
  paymentPasswordStatusSchema,
  setPaymentPasswordPayloadSchema,
  verifyPaymentPasswordPayloadSchema,
} from '@portal/shared/contracts/withdrawals';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { decryptBody, ENCRYPTED_BODY_NOTE } from '../../platform/encrypted-body.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { paymentPasswordModule } from './payment-password.module.ts';
import { authModule } from '../auth/auth.module.ts';
import type { SecurityEventKind } from '../../db/column-types.ts';

/**
 * Password calls of one account are also limited per member (the lock counts wrong payment
 * passwords; this bounds the login-password checks of the set call and the hashing work).
 */
const perMember = {
  rateLimit: {
    max: 20,
    timeWindow: 600_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `payment-password:${request.member?.id ?? request.ip}`,
  },
};

export async function paymentPasswordRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = paymentPasswordModule(ctx);
  const { log } = authModule(ctx);
  const audit = (kind: SecurityEventKind, request: FastifyRequest) =>
    log.record({
      kind,
      memberId: request.member!.id,
      username: request.member!.username,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Genuine accounts only: a trial account has no money to protect.
  const onRequest = requireMember(ctx, { duringCashOut: true });
  const base = { tags: ['payment-password'], security: bearerSecurity };
  const done = { 200: envelopeOf(z.null()) };

  r.get(
    '/wps/member/payment-password',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Whether a payment password is set, and how long it stays locked',
        response: { 200: envelopeOf(paymentPasswordStatusSchema) },
      },
    },
    async (request) => ok(await service.status(request.member!.id)),
  );

  r.put(
    '/wps/member/payment-password',
    {
      onRequest,
      preValidation: decryptBody(ctx),
      config: perMember,
      schema: {
        ...base,
        summary: 'Set the first payment password (six digits), proven by the login password (encrypted)',
        description: ENCRYPTED_BODY_NOTE,
        body: setPaymentPasswordPayloadSchema,
        response: done,
      },
    },
    async (request) => {
      await service.set(request.member!.id, request.body);
      await audit('payment_password_set', request);
      return ok(null);
    },
  );

  r.post(
    '/wps/member/payment-password/change',
    {
      onRequest,
      preValidation: decryptBody(ctx),
      config: perMember,
      schema: {
        ...base,
        summary: 'Change the payment password with the old one (encrypted)',
        description: ENCRYPTED_BODY_NOTE,
        body: changePaymentPasswordPayloadSchema,
        response: done,
      },
    },
    async (request) => {
      await service.change(request.member!.id, request.body);
      await audit('payment_password_change', request);
      return ok(null);
    },
  );

  r.post(
    '/wps/member/payment-password/verify',
    {
      onRequest,
      config: perMember,
      schema: {
        ...base,
        summary: 'Check the payment password (wrong tries count towards the lock)',
        body: verifyPaymentPasswordPayloadSchema,
        response: done,
      },
    },
    async (request) => {
      await service.verify(request.member!.id, request.body.paymentPassword);
      return ok(null);
    },
  );
}
