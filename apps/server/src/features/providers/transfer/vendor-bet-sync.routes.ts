import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import { AppError } from '../../../platform/app-error.ts';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { bearerSecurity } from '../../../platform/openapi.ts';
import { requireOperator } from '../../operators/operator-guard.ts';
import type { ProvidersModule } from '../providers.registry.ts';
import { vendorCodeParamsSchema } from '@portal/shared/contracts/providers';
import { createVendorBetSync, MAX_PAGES_PER_RUN } from './vendor-bet-sync.service.ts';

/** How often this process pulls every configured transfer vendor's bet history. */
const SYNC_EVERY_MS = 60_000;

const syncBodySchema = z
  .object({ maxPages: z.number().int().min(1).max(MAX_PAGES_PER_RUN).optional() })
  .strict()
  .nullish();

const syncResultSchema = z.object({
  vendorCode: z.string(),
  pages: z.number(),
  added: z.number(),
  skipped: z.number(),
  complete: z.boolean(),
  error: z.string().nullable(),
});

/**
 * The transfer vendors' bet history: a periodic pull (only while the server listens, so tests
 * drive it through the operator call) and `POST /admin/api/providers/:code/sync-bets`.
 */
export async function vendorBetSyncRoutes(app: FastifyInstance, ctx: AppContext, module: ProvidersModule) {
  const sync = createVendorBetSync({ ctx, transferApi: module.transferApi });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/admin/api/providers/:code/sync-bets',
    {
      onRequest: requireOperator(ctx, []),
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: "Pull a transfer vendor's finished bets into the betting record, from the stored cursor",
        params: vendorCodeParamsSchema,
        body: syncBodySchema,
        response: { 200: envelopeOf(syncResultSchema) },
      },
    },
    async (request) => {
      const adapter = await module.adapterOf(request.params.code);
      if (!adapter) throw new AppError('NOT_FOUND');
      const result = await sync.syncVendor(request.params.code, { maxPages: request.body?.maxPages });
      // A seamless vendor, or a transfer vendor with no credentials or no bet history.
      if (!result) throw new AppError('GAME_UNAVAILABLE');
      return ok(result);
    },
  );

  // Only a listening server pulls (a test app answering inject() has no vendor to reach); one
  // vendor failing leaves its cursor where it was and the others still sync.
  ctx.jobs.define({
    name: 'vendor-bet-sync',
    everyMs: SYNC_EVERY_MS,
    run: async () => {
      if (!app.server.listening) return;
      for (const adapter of module.adapters()) {
        if (adapter.walletModel !== 'transfer' || !adapter.isConfigured()) continue;
        const result = await sync.syncVendor(adapter.code).catch((error: unknown) => ({ error: String(error) }));
        if (result?.error) app.log.warn({ vendor: adapter.code, error: result.error }, 'vendor bet sync stopped early');
      }
    },
  });
}
