import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  referralClaimParamsSchema,
  referralClaimResultSchema,
  referralOverviewSchema,
  referralPageQuerySchema,
} from '@portal/shared/contracts/promotions';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import { requireMember } from '../members/member-guard.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { referralModule } from './referral.module.ts';

/** Invite friends (flags.referral): the member's code, link, invitees and their rewards. */
export async function referralRoutes(app: FastifyInstance, ctx: AppContext) {
  const referral = referralModule(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/referral',
    {
      onRequest: requireMember(ctx),
      schema: {
        tags: ['promotions'],
        security: bearerSecurity,
        summary:
          "Invite friends: the member's code and register link, the rules, and a page of invitees (newest first) with each rule's state",
        querystring: referralPageQuerySchema,
        response: { 200: envelopeOf(referralOverviewSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await referral.overview(request.member!.id, request.query, publicOrigin(ctx.env, app.server)));
    },
  );

  r.post(
    '/wps/referral/rewards/:inviteeId/:ruleId/claim',
    {
      onRequest: requireMember(ctx),
      schema: {
        tags: ['promotions'],
        security: bearerSecurity,
        summary:
          "Take an invitee's reward into the bonus wallet (Idempotency-Key): once per invitee and rule; a trial invitee or a shared device or address refuses it for good",
        params: referralClaimParamsSchema,
        response: { 200: envelopeOf(referralClaimResultSchema) },
      },
    },
    async (request) => {
      idempotencyKey(request);
      const { inviteeId, ruleId } = request.params;
      return ok(await referral.claim(request.member!.id, inviteeId, ruleId));
    },
  );
}
