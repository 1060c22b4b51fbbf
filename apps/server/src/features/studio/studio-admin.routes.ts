import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import {
  studioGameParamSchema,
  studioGameSettingsSchema,
  studioSettingsPayloadSchema,
} from '@portal/shared/contracts/studio';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { GAME_VARIANTS } from './games/game-engines.ts';
import { toBps, toDecimal } from './rtp/exact-fraction.ts';
import { variantRtps } from './rtp/rtp-table.ts';
import type { StudioService } from './studio.service.ts';

/** Every variant of a game with its exact RTP per bet. */
export function variantsOf(game: InhouseGame) {
  const rtps = variantRtps[game] as (variant: string) => ReturnType<(typeof variantRtps)['dice']>;
  return GAME_VARIANTS[game].map((variant) => ({
    variant,
    rtps: rtps(variant).map((line) => ({ bet: line.bet, rtp: toDecimal(line.rtp), rtpBps: toBps(line.rtp) })),
  }));
}

/** The operator's choice of RTP variant per studio game. */
export async function studioAdminRoutes(app: FastifyInstance, ctx: AppContext, service: StudioService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // RTP is the house's edge: changing it is an admin's; content may look.
  const guarded = { onRequest: requireOperator(ctx, []), schema: { tags: ['admin'], security: bearerSecurity } };
  const viewer = { ...guarded, onRequest: requireOperator(ctx, ['content']) };

  r.get(
    '/admin/api/studio/settings',
    {
      ...viewer,
      schema: {
        ...guarded.schema,
        summary: "The studio games' RTP variants (exact RTP of each) and the one in use",
        response: { 200: envelopeOf(z.array(studioGameSettingsSchema)) },
      },
    },
    async () => ok((await service.settings()).map((s) => ({ ...s, variants: variantsOf(s.game) }))),
  );

  r.put(
    '/admin/api/studio/settings/:game',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Chooses the RTP variant of a studio game (rounds already started keep theirs)',
        params: studioGameParamSchema,
        body: studioSettingsPayloadSchema,
        response: { 200: envelopeOf(studioGameSettingsSchema) },
      },
    },
    async (request) => {
      const { game } = request.params;
      await service.setVariant(game, request.body.variant);
      return ok({ game, variant: await service.variantOf(game), variants: variantsOf(game) });
    },
  );

  r.post(
    '/admin/api/studio/sweep',
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Retries now the money calls the studio has not finished (wins to pay, bets to refund)',
        response: { 200: envelopeOf(z.object({ finished: z.number().int() })) },
      },
    },
    async () => ok({ finished: await service.sweep(0) }),
  );
}
