import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { LoyaltyStream } from './loyalty-stream.ts';

/** Events wait at most about this long before their points and missions show. */
export const STREAM_INTERVAL_MS = 1_000;

/**
 * The loyalty stream as a job: one pass at a time across the brand (the queue's policy, and the
 * stream's own advisory lock behind it).
 */
export function defineLoyaltyWorker(jobs: Jobs, stream: LoyaltyStream) {
  jobs.define({ name: 'loyalty-stream', everyMs: STREAM_INTERVAL_MS, run: () => stream.drain() });
}
