import type { FastifyInstance } from 'fastify';
import type { LoyaltyStream } from './loyalty-stream.ts';

/** Events wait at most about this long before their points and missions show. */
export const STREAM_INTERVAL_MS = 1_000;

/**
 * Runs the loyalty stream on a timer: one pass at a time in this instance (a slow pass is never
 * overlapped by the next), one instance at a time across the brand (the stream's advisory lock).
 */
export function startLoyaltyWorker(app: FastifyInstance, stream: LoyaltyStream) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = stream
      .drain()
      .catch((error: unknown) => app.log.error({ err: error }, 'loyalty stream failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, STREAM_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
