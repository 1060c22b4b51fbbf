import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { lotteryModule } from './lottery.module.ts';
import { openConnections } from '../../platform/metrics.ts';

const KEEP_ALIVE_MS = 15_000;

/** How long a client refused for too many streams should wait (the web shares one stream a tab). */
const RETRY_AFTER_SECONDS = 30;

/**
 * GET /lgw/lottery/events: server-sent events of period opens, closes, results and cancellations
 * (`games=A,B` narrows them), so pages update countdowns and results without polling. Open
 * streams are capped per client IP (SSE_MAX_PER_IP) and in all (SSE_MAX_TOTAL): a stream holds a
 * socket for as long as the client likes, so past either cap the answer is 429 RATE_LIMITED
 * (docs/security.md). A slot is taken before anything is awaited, so a burst cannot pass the
 * cap together, and given back when the stream closes.
 */
export async function lotteryEventRoutes(app: FastifyInstance, ctx: AppContext) {
  const { events } = lotteryModule(ctx);
  const open = new Set<ServerResponse>();
  const unobserve = openConnections.add({ kind: 'lottery_stream' }, () => open.size);
  app.addHook('onClose', async () => unobserve());
  const perIp = new Map<string, number>();
  let taken = 0;
  const release = (ip: string) => {
    taken -= 1;
    const left = (perIp.get(ip) ?? 1) - 1;
    if (left > 0) perIp.set(ip, left);
    else perIp.delete(ip);
  };
  // Before the server stops listening: it waits for open connections, and a stream never ends by itself.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/lgw/lottery/events',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Server-sent events: open, close, result, cancel (data: lotteryEventSchema JSON)',
        querystring: z.object({ games: z.string().max(400).optional() }),
      },
    },
    async (request, reply) => {
      const ip = request.ip;
      const mine = perIp.get(ip) ?? 0;
      if (mine >= ctx.env.SSE_MAX_PER_IP || taken >= ctx.env.SSE_MAX_TOTAL) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError('RATE_LIMITED', { value: { retryAfterSeconds: RETRY_AFTER_SECONDS } });
      }
      perIp.set(ip, mine + 1);
      taken += 1;
      try {
        await events.ready();
      } catch (error) {
        release(ip);
        throw error;
      }
      // Gone while waiting: no 'close' would come to give the slot back.
      if (request.raw.socket.destroyed) {
        release(ip);
        return reply;
      }
      const games = request.query.games ? new Set(request.query.games.split(',')) : null;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(': connected\n\n');
      open.add(res);
      const off = events.on((event) => {
        if (games && !games.has(event.gameCode)) return;
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const ping = setInterval(() => res.write(': ping\n\n'), KEEP_ALIVE_MS);
      ping.unref();
      res.on('close', () => {
        off();
        clearInterval(ping);
        open.delete(res);
        release(ip);
      });
    },
  );
}
