import type { FastifyInstance } from 'fastify';
import type { WithdrawalService } from './withdrawals.service.ts';

export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute, awaiting confirmations past their window become auto_received. One conditional
 * update, so it is idempotent and several instances may sweep at once; reads apply the same rule
 * first, so a late sweep changes nothing a player sees.
 */
export function startAutoReceiptSweep(app: FastifyInstance, withdrawals: WithdrawalService) {
  const timer = setInterval(() => {
    withdrawals
      .sweepAutoReceipts()
      .catch((error: unknown) => app.log.error({ err: error }, 'auto-receipt sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
