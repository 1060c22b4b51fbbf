import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Every minute, awaiting confirmations past their window become auto_received. One conditional
 * update, so it is idempotent; reads apply the same rule first, so a late sweep changes nothing a
 * player sees.
 */
export function defineAutoReceiptSweep(jobs: Jobs, withdrawals: WithdrawalService) {
  jobs.define({
    name: 'withdrawal-auto-receipts',
    everyMs: SWEEP_INTERVAL_MS,
    run: () => withdrawals.sweepAutoReceipts(),
  });
}
