import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Raffles } from './raffles.service.ts';

export const RAFFLE_DRAW_SWEEP_MS = 60_000;

/**
 * Every minute, raffles past their end are drawn. A draw locks its promotion's row and checks it
 * was not drawn, so a retried sweep draws each raffle once.
 */
export function defineRaffleDrawSweep(jobs: Jobs, raffles: Raffles) {
  jobs.define({ name: 'raffle-draws', everyMs: RAFFLE_DRAW_SWEEP_MS, run: () => raffles.drawDue() });
}
