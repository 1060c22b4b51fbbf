import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalRejectSchema,
  approvalsQuerySchema,
  approvalViewPageSchema,
  approvalViewSchema,
  operatorIdParamsSchema,
} from '@portal/shared/contracts/operators';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from './operator-guard.ts';
import { fourEyesFor } from './four-eyes.ts';
import { auditChange } from './audit-log.ts';

type Approval = Awaited<ReturnType<ReturnType<typeof fourEyesFor>['get']>>;

/**
 * The four-eyes queue: money actions above FOUR_EYES_THRESHOLD_MINOR waiting for a second
 * operator. Finance, lottery and support see it; approve and reject check the kind's own role.
 */
export async function approvalRoutes(app: FastifyInstance, ctx: AppContext) {
  const fourEyes = fourEyesFor(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: requireOperator(ctx, ['finance', 'lottery', 'support']) };
  const base = { tags: ['admin'], security: bearerSecurity };
  const one = { 200: envelopeOf(approvalViewSchema) };

  /** Who asked and who decided, by name; `mine`: the caller asked, so someone else decides. */
  async function view(approvals: Approval[], callerId: number) {
    const ids = [...new Set(approvals.flatMap((a) => [a.requestedBy, a.decidedBy ?? a.requestedBy]))];
    const names = new Map(
      ids.length === 0
        ? []
        : (await ctx.db.selectFrom('operators').select(['id', 'username']).where('id', 'in', ids).execute()).map(
            (o) => [o.id, o.username],
          ),
    );
    return approvals.map((a) => ({
      ...a,
      requestedByName: names.get(a.requestedBy) ?? '',
      decidedByName: a.decidedBy === null ? null : (names.get(a.decidedBy) ?? ''),
      mine: a.requestedBy === callerId,
    }));
  }
  const viewOne = async (approval: Approval, callerId: number) => (await view([approval], callerId))[0]!;

  r.get(
    '/admin/api/approvals',
    {
      ...guarded,
      schema: {
        ...base,
        summary: 'Four-eyes requests, newest first (status=pending: the queue)',
        querystring: approvalsQuerySchema,
        response: { 200: envelopeOf(approvalViewPageSchema) },
      },
    },
    async (request) => {
      const page = await fourEyes.page(request.query.status, request.query.page, request.query.pageSize);
      return ok({ ...page, items: await view(page.items, request.operator!.subjectId) });
    },
  );

  r.get(
    '/admin/api/approvals/:id',
    {
      ...guarded,
      schema: { ...base, summary: 'One four-eyes request', params: operatorIdParamsSchema, response: one },
    },
    async (request) => ok(await viewOne(await fourEyes.get(request.params.id), request.operator!.subjectId)),
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
    async (request) => {
      const approved = await fourEyes.approve(request.params.id, request.operator!);
      auditChange(request, {
        subject: `approval:${approved.id}`,
        before: { status: 'pending', subject: approved.subject },
        after: { status: approved.status, subject: approved.subject },
      });
      return ok(await viewOne(approved, request.operator!.subjectId));
    },
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
    async (request) => {
      const rejected = await fourEyes.reject(request.params.id, request.operator!, request.body?.reason || null);
      auditChange(request, {
        subject: `approval:${rejected.id}`,
        before: { status: 'pending', subject: rejected.subject },
        after: { status: rejected.status, subject: rejected.subject, reason: rejected.rejectReason },
      });
      return ok(await viewOne(rejected, request.operator!.subjectId));
    },
  );
}
