import type { FastifyInstance } from 'fastify';
import type { AmlScan } from './aml-scan.ts';

/** How often the rules run; each run reads aml.lookbackHours back. */
export const AML_SCAN_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the AML scan on a timer: one run at a time in this instance (a slow run is never
 * overlapped by the next), one instance at a time across the brand (the scan's advisory lock,
 * tried: an instance that finds it held skips its turn).
 */
export function startAmlScanJob(app: FastifyInstance, scan: AmlScan) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = scan
      .run({ wait: false })
      .catch((error: unknown) => app.log.error({ err: error }, 'AML scan failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, AML_SCAN_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
