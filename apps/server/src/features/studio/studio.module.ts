import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { providersModule } from '../providers/providers.registry.ts';
import { listeningOrigin, publicOrigin } from '../../platform/public-url.ts';
import { createPortalClient } from './portal-client.ts';
import { createInProcessPortal } from './in-process-portal.ts';
import { createStudioRepo } from './studio.repo.ts';
import { createSeedBox } from './seed-box.ts';
import { createStudioService } from './studio.service.ts';

/** How long the studio waits for the portal's answer before it counts as lost. */
const PORTAL_TIMEOUT_MS = 5_000;

/**
 * The portal the studio calls over HTTP (STUDIO_PORTAL=http): PUBLIC_URL, else the address this
 * process listens on.
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
  // In-process by default (decision 061); 'http' when the studio must reach the portal as an outside provider does.
  const portal =
    ctx.env.STUDIO_PORTAL === 'http'
      ? createPortalClient({
          baseUrl: () => portalBaseUrl(ctx, app),
          secret,
          clock: ctx.clock,
          timeoutMs: PORTAL_TIMEOUT_MS,
        })
      : createInProcessPortal(providersModule(ctx));
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
