import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { providersModule } from '../providers/providers.registry.ts';
import { listeningOrigin, publicOrigin } from '../../platform/public-url.ts';
import { createPortalClient } from './portal-client.ts';
import { createStudioRepo } from './studio.repo.ts';
import { createSeedBox } from './seed-box.ts';
import { createStudioService } from './studio.service.ts';

/** How long the studio waits for the portal's answer before it counts as lost. */
const PORTAL_TIMEOUT_MS = 5_000;

/**
 * The portal the studio calls: PUBLIC_URL, else the address this process listens on (the
 * studio is a separate party that happens to share the process; it goes over HTTP all the same).
 */
export function portalBaseUrl(ctx: AppContext, app: FastifyInstance): string {
  if (ctx.env.PUBLIC_URL) return publicOrigin(ctx.env);
  const listening = listeningOrigin(app.server);
  if (!listening) throw new Error('the studio needs PUBLIC_URL or a listening app');
  return listening;
}

/** The studio's parts for one app. The INHOUSE secret comes from the providers module (both sides sign with it). */
export function studioModule(ctx: AppContext, app: FastifyInstance, options: { retryDelayMs?: number } = {}) {
  const secret = () => providersModule(ctx).inhouseSecret();
  const repo = createStudioRepo(ctx.db);
  const portal = createPortalClient({
    baseUrl: () => portalBaseUrl(ctx, app),
    secret,
    clock: ctx.clock,
    timeoutMs: PORTAL_TIMEOUT_MS,
  });
  return {
    repo,
    service: createStudioService({
      db: ctx.db,
      repo,
      portal,
      secret,
      seeds: createSeedBox(ctx),
      clock: ctx.clock,
      log: app.log,
      ...options,
    }),
  };
}
