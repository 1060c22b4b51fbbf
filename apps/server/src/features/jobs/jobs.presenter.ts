import type { JobsOverview } from '@portal/shared/contracts/jobs';
import type { FailedJob, JobStatus } from '../../platform/jobs/jobs.ts';

/** The fields the console shows, times as ISO strings. */
export function presentJobsOverview(jobs: JobStatus[], failed: FailedJob[]): JobsOverview {
  return {
    jobs: jobs.map((j) => ({
      name: j.name,
      everyMs: j.everyMs,
      retryLimit: j.retryLimit,
      state: j.state,
      lastRun: j.lastRun
        ? { at: j.lastRun.at.toISOString(), ok: j.lastRun.ok, ms: j.lastRun.ms, error: j.lastRun.error }
        : null,
      nextRunAt: j.nextRunAt?.toISOString() ?? null,
    })),
    failed: failed.map((f) => ({
      id: f.id,
      name: f.name,
      failedAt: f.failedAt.toISOString(),
      attempts: f.attempts,
      error: f.error,
    })),
  };
}
