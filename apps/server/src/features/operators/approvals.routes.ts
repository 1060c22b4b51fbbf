import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalRejectSchema,
  approvalSchema,
  approvalsQuerySchema,
  operatorIdParamsSchema,
} from '@portal/shared/contracts/operators';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from './operator-guard.ts';
import { fourEyesFor } from './four-eyes.ts';

/**
 * The four-eyes queue: money actions above FOUR_EYES_THRESHOLD_MINOR waiting for a second
 * operator. Finance and lottery see it; approve and reject check the kind's own role.
 */
export async function approvalRoutes(app: FastifyInstance, ctx: AppContext) {
  const fourEyes = fourEyesFor(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: requireOperator(ctx, ['finance', 'lottery']) };
  const base = { tags: ['admin'], security: bearerSecurity };
  const one = { 200: envelopeOf(approvalSchema) };

  r.get(
    '/admin/api/approvals',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'Four-eyes requests, newest first (status=pending: the queue)',
        querystring: approvalsQuerySchema,
        response: {
          200: envelopeOf(
            z.object({
              items: z.array(approvalSchema),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
              totalPages: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await fourEyes.page(request.query.status, request.query.page, request.query.pageSize)),
  );

  r.get(
    '/admin/api/approvals/:id',
    {
      ...guarded,
      schema: { ...base, summary: 'One four-eyes request', params: operatorIdParamsSchema, response: one },
    },
    async (request) => ok(await fourEyes.get(request.params.id)),
  );

  r.post(
    '/admin/api/approvals/:id/approve',
    {
      ...guarded,
      schema: {
        ...base,
        summary: "Approve another operator's request: the action runs now, once (`result` is its answer)",
        params: operatorIdParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await fourEyes.approve(request.params.id, request.operator!)),
  );

  r.post(
    '/admin/api/approvals/:id/reject',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'Reject a request (or withdraw your own): nothing runs',
        params: operatorIdParamsSchema,
        body: approvalRejectSchema.nullish(),
        response: one,
      },
    },
    async (request) => ok(await fourEyes.reject(request.params.id, request.operator!, request.body?.reason || null)),
  );
}
