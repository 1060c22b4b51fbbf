import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentApplicationApproveSchema,
  agentApplicationPageSchema,
  agentApplicationQuerySchema,
  agentApplicationRejectSchema,
  agentApplicationRequestSchema,
  agentApplicationSchema,
  myAgentApplicationSchema,
} from '@portal/shared/contracts/agents';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { bearerSecurity } from '../../../platform/openapi.ts';
import { requireMember } from '../../members/member-guard.ts';
import { auditChange } from '../../operators/audit-log.ts';
import { requireOperator } from '../../operators/operator-guard.ts';
import { createAgentApplications } from './applications.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();

/** Asking to become an agent (the member) and the operator's queue of those asks (decision 051). */
export async function agentApplicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const applications = createAgentApplications({ db: ctx.db });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: requireMember(ctx) };
  // Support runs the agent programme's people side (it also sets types on the member page).
  const staff = { onRequest: requireOperator(ctx, ['support', 'finance']) };
  const playerDoc = (summary: string) => ({ tags: ['agents'], security: bearerSecurity, summary });
  const adminDoc = (summary: string) => ({ tags: ['admin-agents'], security: bearerSecurity, summary });

  r.get(
    '/wps/agent/application',
    {
      ...member,
      schema: {
        ...playerDoc("The member's latest application to become an agent, or null before the first"),
        response: { 200: envelopeOf(myAgentApplicationSchema) },
      },
    },
    async (request) => ok(await applications.latest(request.member!.id)),
  );

  r.post(
    '/wps/agent/application',
    {
      ...member,
      schema: {
        ...playerDoc('Ask to become an agent, with a few words on how you mean to bring players; one waits at a time'),
        body: agentApplicationRequestSchema,
        response: { 200: envelopeOf(agentApplicationSchema) },
      },
    },
    async (request) => ok(await applications.apply(request.member!.id, request.body.message)),
  );

  r.get(
    '/admin/api/agents/applications',
    {
      ...staff,
      schema: {
        ...adminDoc('Applications to become an agent, newest first, by status'),
        querystring: agentApplicationQuerySchema,
        response: { 200: envelopeOf(agentApplicationPageSchema) },
      },
    },
    async (request) => ok(await applications.list(request.query)),
  );

  r.post(
    '/admin/api/agents/applications/:id/approve',
    {
      ...staff,
      schema: {
        ...adminDoc(
          'Approve: the member becomes an agent of the type chosen, at once; the member is told in the inbox',
        ),
        params: idParams,
        body: agentApplicationApproveSchema,
        response: { 200: envelopeOf(agentApplicationSchema) },
      },
    },
    async (request) => {
      const decided = await applications.approve(
        request.params.id,
        request.body.agentType,
        request.operator!.subjectId,
      );
      auditChange(request, { subject: `agent application ${decided.id}`, after: { agentType: decided.agentType } });
      return ok(decided);
    },
  );

  r.post(
    '/admin/api/agents/applications/:id/reject',
    {
      ...staff,
      schema: {
        ...adminDoc('Refuse with a reason the member reads in the inbox'),
        params: idParams,
        body: agentApplicationRejectSchema,
        response: { 200: envelopeOf(agentApplicationSchema) },
      },
    },
    async (request) => {
      const decided = await applications.reject(request.params.id, request.body.reason, request.operator!.subjectId);
      auditChange(request, { subject: `agent application ${decided.id}`, after: { reason: decided.rejectReason } });
      return ok(decided);
    },
  );
}
