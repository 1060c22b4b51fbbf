import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { sendError } from './error-handler.ts';
import { collectProcessMetrics, dbPool, httpDuration, httpRequests, registry, replicaLag } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus (decision 058), served only when METRICS_TOKEN is set and only to a
 * scraper that presents it: the series name routes, error codes and queue depths, which a visitor
 * has no business reading. Also times every request by its route pattern (an unmatched path counts
 * as one route, so a scanner cannot grow the series without bound).
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  const token = ctx.env.METRICS_TOKEN;
  if (!token) return;
  collectProcessMetrics();

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  const { poolCounts, replicaLagMs } = ctx.database;
  const stops = [
    ...(poolCounts
      ? (['total', 'idle', 'waiting'] as const).map((state) => dbPool.add({ state }, () => poolCounts()[state]))
      : []),
    ...(replicaLagMs ? [replicaLag.add({}, () => replicaLagMs() / 1000)] : []),
  ];
  app.addHook('onClose', async () => stops.forEach((stop) => stop()));

  const expected = digest(`Bearer ${token}`);
  app.get(
    '/metrics',
    { logLevel: 'warn', config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      // Compared as digests: equal lengths, so the comparison says nothing of the token's length.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return sendError(request, reply, 'UNAUTHORIZED');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
