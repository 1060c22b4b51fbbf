import { z } from 'zod';

/** The console's Jobs view (GET /admin/api/jobs): each periodic job and the runs that failed. */
export const JOB_STATES = ['running', 'retrying', 'scheduled', 'idle'] as const;

export const jobStatusSchema = z.object({
  name: z.string(),
  everyMs: z.number(),
  retryLimit: z.number(),
  state: z.enum(JOB_STATES),
  lastRun: z
    .object({ at: z.string(), ok: z.boolean(), ms: z.number().nullable(), error: z.string().nullable() })
    .nullable(),
  nextRunAt: z.string().nullable(),
});

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  failedAt: z.string(),
  attempts: z.number(),
  error: z.string(),
});

export const jobsOverviewSchema = z.object({
  jobs: z.array(jobStatusSchema),
  failed: z.array(failedJobSchema),
});

export const failedJobParamsSchema = z.object({ id: z.uuid() }).strict();

export const jobRetrySchema = z.object({ name: z.string() });

export type JobStatus = z.infer<typeof jobStatusSchema>;
export type FailedJob = z.infer<typeof failedJobSchema>;
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
