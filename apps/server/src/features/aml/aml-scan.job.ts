import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { AmlScan } from './aml-scan.ts';

/** How often the rules run; each run reads aml.lookbackHours back. */
export const AML_SCAN_INTERVAL_MS = 5 * 60_000;

/**
 * The AML scan as a job: one run at a time across the brand (the queue's policy), and the scan's
 * own advisory lock, tried, still keeps an operator's scan from overlapping it.
 */
export function defineAmlScanJob(jobs: Jobs, scan: AmlScan) {
  jobs.define({ name: 'aml-scan', everyMs: AML_SCAN_INTERVAL_MS, run: () => scan.run({ wait: false }) });
}
