import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { popularQuerySchema, popularValueSchema } from '@portal/shared/contracts/lottery-popular';
import { envelopeOf } from '@portal/shared/envelope';
import { matchLanguage } from '@portal/shared/languages';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { lotteryModule } from './lottery.module.ts';
import { createPopularGames } from './popular.ts';

/** GET /lgw/games/popular: the home page's popular lottery games (public). */
export async function popularRoutes(app: FastifyInstance, ctx: AppContext) {
  const { queries, decimals } = lotteryModule(ctx);
  const popular = createPopularGames({ db: ctx.db, clock: ctx.clock, queries, decimals });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/lgw/games/popular',
    {
      schema: {
        tags: ['lottery'],
        summary:
          "The brand's lottery games by stake over the last 24 hours (count, default 20), with open period and last result",
        description:
          'prizeMode filters (Elott: fast draws, SEA: the Vietnamese markets); device does not change the list.',
        querystring: popularQuerySchema,
        response: { 200: envelopeOf(popularValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { count, prizeMode, language } = request.query;
      // Only the modes the brand offers (brand config prize modes); one asked for narrows them.
      const offered = (await ctx.settings.get()).brand.prizeModes;
      const modes = prizeMode ? offered.filter((m) => m === prizeMode) : offered;
      return ok(await popular({ count, modes, language: matchLanguage(language) ?? request.language }));
    },
  );
}
