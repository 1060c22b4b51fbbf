import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { lotteryModule } from './lottery.module.ts';

const KEEP_ALIVE_MS = 15_000;

/**
 * GET /lgw/lottery/events: server-sent events of period opens, closes, results and cancellations
 * (`games=A,B` narrows them), so pages update countdowns and results without polling.
 */
export async function lotteryEventRoutes(app: FastifyInstance, ctx: AppContext) {
  const { events } = lotteryModule(ctx);
  const open = new Set<ServerResponse>();
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
      await events.ready();
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
      });
    },
  );
}
