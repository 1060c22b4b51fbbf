import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bonusListQuerySchema, bonusPageSchema } from '@portal/shared/contracts/promotions';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { bonusesModule } from './bonuses.module.ts';
import { defineBonusExpirySweep } from './bonuses.sweep.ts';

/** Bonus details: the member's bonuses with their wagering progress. */
export async function bonusesRoutes(app: FastifyInstance, ctx: AppContext) {
  const bonuses = bonusesModule(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  defineBonusExpirySweep(ctx.jobs, bonuses);

  r.get(
    '/wps/bonuses',
    {
      onRequest: requireMember(ctx),
      schema: {
        tags: ['promotions'],
        security: bearerSecurity,
        summary: 'Bonus details: each bonus with its wagering progress, newest first (status filter)',
        querystring: bonusListQuerySchema,
        response: { 200: envelopeOf(bonusPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await bonuses.page(request.member!.id, request.query, request.language));
    },
  );
}
