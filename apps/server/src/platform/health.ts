import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { ok } from './envelope.ts';
import { AppError } from './app-error.ts';

/** Liveness says the process answers; readiness says its database answers too. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const quiet = { logLevel: 'warn' as const, config: { rateLimit: false as const }, schema: { hide: true } };
  app.get('/healthz', quiet, async () => ok({ status: 'ok' }));
  app.get('/readyz', quiet, async () => {
    try {
      await ctx.database.ping();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return ok({ status: 'ready', database: ctx.database.kind });
  });
}
