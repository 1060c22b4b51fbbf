import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { AppContext } from '../../platform/context.ts';
import { providersModule } from '../providers/providers.registry.ts';
import { createPortalClient } from './portal-client.ts';
import { createStudioRepo } from './studio.repo.ts';
import { createStudioService } from './studio.service.ts';

/** How long the studio waits for the portal's answer before it counts as lost. */
const PORTAL_TIMEOUT_MS = 5_000;

/**
 * The portal the studio calls: PORTAL_BASE_URL, else the address this process listens on (the
 * studio is a separate party that happens to share the process; it goes over HTTP all the same).
 */
export function portalBaseUrl(ctx: AppContext, app: FastifyInstance): string {
  if (ctx.env.PORTAL_BASE_URL) return ctx.env.PORTAL_BASE_URL.replace(/\/+$/, '');
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the studio needs PORTAL_BASE_URL or a listening app');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
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
    service: createStudioService({ db: ctx.db, repo, portal, secret, clock: ctx.clock, log: app.log, ...options }),
  };
}
