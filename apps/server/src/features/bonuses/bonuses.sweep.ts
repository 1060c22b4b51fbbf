import type { FastifyInstance } from 'fastify';
import type { Bonuses } from './bonuses.service.ts';

export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute, bonuses past their end go back to the house. Each expiry is one conditional
 * settle, so several instances may sweep at once and a bonus expires once.
 */
export function startBonusExpirySweep(app: FastifyInstance, bonuses: Bonuses) {
  const timer = setInterval(() => {
    bonuses.sweepExpired().catch((error: unknown) => app.log.error({ err: error }, 'bonus expiry sweep failed'));
  }, EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
