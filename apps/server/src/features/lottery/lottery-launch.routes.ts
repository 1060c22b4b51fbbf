import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lotteryLaunchPayloadSchema, lotteryLaunchValueSchema } from '@portal/shared/contracts/lottery-launch';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { createLotteryLaunchService } from './lottery-launch.service.ts';

/** POST /lgw/lottery/launch/v2: the lottery page address of a game. */
export async function lotteryLaunchRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createLotteryLaunchService({
    db: ctx.db,
    decimals: async () => (await ctx.settings.get()).currency.decimals,
  });
  // Trial accounts launch games (GET /wps/game/launchGame allows them), lottery games included.
  const memberOrTrial = { onRequest: requireMember(ctx, { allowTrial: true }) };

  app.withTypeProvider<ZodTypeProvider>().post(
    '/lgw/lottery/launch/v2',
    {
      ...memberOrTrial,
      schema: {
        tags: ['lottery'],
        summary:
          'The lottery page address of a game (launch address v2): url, gameCode, playType, language; ' +
          'NOT_FOUND, GAME_UNAVAILABLE, GAME_MAINTENANCE',
        security: bearerSecurity,
        body: lotteryLaunchPayloadSchema,
        response: { 200: envelopeOf(lotteryLaunchValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.address(request.body, request.language));
    },
  );
}
