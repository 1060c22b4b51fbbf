import type { FastifyInstance } from 'fastify';
import type { Raffles } from './raffles.service.ts';

export const RAFFLE_DRAW_SWEEP_MS = 60_000;

/**
 * Every minute, raffles past their end are drawn. A draw locks its promotion's row and checks it
 * was not drawn, so several instances may sweep at once and each raffle is drawn once.
 */
export function startRaffleDrawSweep(app: FastifyInstance, raffles: Raffles) {
  const timer = setInterval(() => {
    raffles.drawDue().catch((error: unknown) => app.log.error({ err: error }, 'raffle draw sweep failed'));
  }, RAFFLE_DRAW_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
