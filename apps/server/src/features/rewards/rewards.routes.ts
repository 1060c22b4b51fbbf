import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rewardListSchema } from '@portal/shared/contracts/promotions';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { loyaltyModule } from '../loyalty/loyalty.module.ts';
import { promotionsModule } from '../promotions/promotions.module.ts';
import { referralModule } from '../referral/referral.module.ts';

/**
 * The reward center: every reward the member can take now, from every source, in one list. Each
 * item names the source's own claim call, so a reward is taken (once) where its rule lives.
 */
export async function rewardsRoutes(app: FastifyInstance, ctx: AppContext) {
  const promotions = promotionsModule(ctx);
  const referral = referralModule(ctx);
  const { vip, missions } = loyaltyModule(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/rewards',
    {
      onRequest: requireMember(ctx),
      schema: {
        tags: ['promotions'],
        security: bearerSecurity,
        summary:
          'Reward center: every claimable reward (promotions, invite friends, VIP, missions), with the call that claims it',
        response: { 200: envelopeOf(rewardListSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const memberId = request.member!.id;
      const [fromPromotions, fromReferral, fromVip, fromMissions] = await Promise.all([
        promotions.claimable(memberId, request.language),
        referral.claimable(memberId),
        vip.claimable(memberId, request.language),
        missions.claimable(memberId, request.language),
      ]);
      return ok({ list: [...fromPromotions, ...fromReferral, ...fromVip, ...fromMissions] });
    },
  );
}
