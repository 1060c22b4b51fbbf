import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { winnersQuerySchema, winnersValueSchema } from '@portal/shared/contracts/winners';
import { envelopeOf } from '@portal/shared/envelope';
import { matchLanguage } from '@portal/shared/languages';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { createWinnersQuery } from './winners.query.ts';

/** GET /lgw/winners: the home page's winners board (public; the spec's "winner rank list"). */
export async function winnersRoutes(app: FastifyInstance, ctx: AppContext) {
  const winners = createWinnersQuery({ db: ctx.db, clock: ctx.clock });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/lgw/winners',
    {
      schema: {
        tags: ['winners'],
        summary: 'The biggest settled wins of the last 7 days across lottery and games (count, default 20)',
        querystring: winnersQuerySchema,
        response: { 200: envelopeOf(winnersValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { count, language } = request.query;
      const { code, decimals } = (await ctx.settings.get()).currency;
      return ok(
        await winners({ count, language: matchLanguage(language) ?? request.language, currency: { code, decimals } }),
      );
    },
  );
}
