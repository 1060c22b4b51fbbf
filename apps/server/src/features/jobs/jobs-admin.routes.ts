import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failedJobParamsSchema, jobRetrySchema, jobsOverviewSchema } from '@portal/shared/contracts/jobs';
import { envelopeOf } from '@portal/shared/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { presentJobsOverview } from './jobs.presenter.ts';

/** The console's Jobs view: admins only, since a retry runs money jobs (settlement, draws) again. */
export async function jobsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOperator(ctx, []);
  const base = { tags: ['admin'], security: bearerSecurity };

  r.get(
    '/admin/api/jobs',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Every periodic job with its last and next run, and the runs that spent their retries (newest first)',
        response: { 200: envelopeOf(jobsOverviewSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(presentJobsOverview(await ctx.jobs.list(), await ctx.jobs.failed()));
    },
  );

  r.post(
    '/admin/api/jobs/failed/:id/retry',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Run a failed job again now; the failed entry leaves the list',
        params: failedJobParamsSchema,
        response: { 200: envelopeOf(jobRetrySchema) },
      },
    },
    async (request) => {
      const retried = await ctx.jobs.retry(request.params.id);
      if (!retried) throw new AppError('NOT_FOUND');
      auditChange(request, {
        subject: `job:${retried.name}`,
        before: { failedRun: request.params.id },
        after: retried,
      });
      return ok(retried);
    },
  );
}
