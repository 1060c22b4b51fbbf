import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Bonuses } from './bonuses.service.ts';

export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute, bonuses past their end go back to the house. Each expiry is one conditional
 * settle, so a retried or overlapping sweep expires a bonus once.
 */
export function defineBonusExpirySweep(jobs: Jobs, bonuses: Bonuses) {
  jobs.define({ name: 'bonus-expiry', everyMs: EXPIRY_SWEEP_INTERVAL_MS, run: () => bonuses.sweepExpired() });
}
