import type { FastifyInstance } from 'fastify';
import type { AgentSettlement } from './settlement.service.ts';

/** Real-time salaries settle every 5 minutes: a run each minute settles every period ended since. */
const INTERVAL_MS = 60_000;

/** Runs the due settlements and payments on every instance; each period is claimed once. */
export function startAgentSettlementJob(app: FastifyInstance, settlement: AgentSettlement) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = settlement
      .runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'agent settlement failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
