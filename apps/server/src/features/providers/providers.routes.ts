import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { envelopeOf } from '@portal/shared/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { presentAdminProvider } from './providers.presenter.ts';
import { PROVIDER_ADAPTERS, providersModule } from './providers.registry.ts';
import {
  adminProviderSchema,
  providerConfigPutSchema,
  vendorCodeParamsSchema,
} from '@portal/shared/contracts/providers';
import { seamlessRoutes } from './seamless/seamless.routes.ts';
import { heldWinsAdminRoutes } from './held-wins.admin.ts';
import { vendorBetSyncRoutes } from './transfer/vendor-bet-sync.routes.ts';
import { demoTableRoutes } from './demo/demo-table.routes.ts';
import { demoVendorRoutes } from './demo/transfer/demo-vendor.routes.ts';
import { listeningOrigin, publicOrigin } from '../../platform/public-url.ts';

const ADMIN = '/admin/api/providers';

/** The operator's provider configuration and the seamless wallet endpoints providers call. */
export async function providerRoutes(app: FastifyInstance, ctx: AppContext) {
  const module = providersModule(ctx);
  app.addHook('onReady', () => module.refresh());
  await app.register(async (scope) =>
    seamlessRoutes(scope, ctx, {
      configs: module.configs,
      seamless: module.seamless,
      isSeamless: (vendor) => module.isSeamless(vendor),
    }),
  );
  await app.register(async (scope) => vendorBetSyncRoutes(scope, ctx, module));
  await app.register(async (scope) => heldWinsAdminRoutes(scope, ctx));
  await app.register(async (scope) => demoTableRoutes(scope, ctx, { config: (vendor) => module.configs.get(vendor) }));
  await app.register(async (scope) => demoVendorRoutes(scope, ctx, { config: (vendor) => module.configs.get(vendor) }));
  // The demo vendor shares the process: its address is the listening one (loopback), else PUBLIC_URL.
  module.serveAt(() => listeningOrigin(app.server) ?? (ctx.env.PUBLIC_URL ? publicOrigin(ctx.env) : null));

  const codes = () => [...new Set([INHOUSE_VENDOR, ...Object.keys(PROVIDER_ADAPTERS)])].sort();
  async function present(code: string) {
    const adapter = await module.adapterOf(code);
    return presentAdminProvider(
      code,
      adapter?.walletModel ?? 'seamless',
      adapter,
      await module.configs.find(code),
      code === INHOUSE_VENDOR,
    );
  }

  const r = app.withTypeProvider<ZodTypeProvider>();
  // Provider credentials and addresses: admins only.
  const guarded = { onRequest: requireOperator(ctx, []), schema: { tags: ['admin'], security: bearerSecurity } };
  const one = { 200: envelopeOf(adminProviderSchema) };

  r.get(
    ADMIN,
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Game providers with their configuration (never the secret)',
        response: { 200: envelopeOf(z.array(adminProviderSchema)) },
      },
    },
    async () => ok(await Promise.all(codes().map(present))),
  );

  r.get(
    `${ADMIN}/:code`,
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: "One provider's configuration",
        params: vendorCodeParamsSchema,
        response: one,
      },
    },
    async (request) => {
      if (!codes().includes(request.params.code)) throw new AppError('NOT_FOUND');
      return ok(await present(request.params.code));
    },
  );

  r.put(
    `${ADMIN}/:code`,
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Configure a provider (any subset; no secret keeps the stored one); the vendor must be in the catalog',
        params: vendorCodeParamsSchema,
        body: providerConfigPutSchema,
        response: one,
      },
    },
    async (request) => {
      const { code } = request.params;
      if (!codes().includes(code)) throw new AppError('NOT_FOUND');
      await module.configs.put(code, request.body);
      await module.refresh();
      return ok(await present(code));
    },
  );

  r.post(
    `${ADMIN}/transfers/resolve`,
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Ask the vendors about transfers whose answer was lost, and settle those they answer',
        response: { 200: envelopeOf(z.object({ resolved: z.number() })) },
      },
    },
    async () => ok({ resolved: await module.transfers.resolvePending() }),
  );
}
