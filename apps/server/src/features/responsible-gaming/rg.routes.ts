import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import {
  rgBlockSchema,
  rgMemberAdminSchema,
  rgMoneyLimitSchema,
  rgRealityCheckSchema,
  rgRealityChoiceSchema,
  rgReportQuerySchema,
  rgReportSchema,
  rgStateSchema,
  rgTimeLimitSchema,
} from '@portal/shared/contracts/responsible-gaming';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { guardedMemberRow, requireMember } from '../members/member-guard.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { rgModule } from './rg.module.ts';

const memberParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();

/** The member's responsible-gaming calls (/wps/rg) and the console's (/admin/api/responsible-gaming). */
export async function rgRoutes(app: FastifyInstance, ctx: AppContext) {
  const { rg, admin } = rgModule(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['responsible-gaming'];
  const security = bearerSecurity;
  // The member's own state stays readable in a cash-out session: it says why play is closed.
  const member = { onRequest: requireMember(ctx, { duringCashOut: true }) };
  const playing = { onRequest: requireMember(ctx) };

  r.get(
    '/wps/rg',
    {
      ...member,
      schema: {
        tags,
        security,
        summary:
          "The member's limits (what holds, what waits for its cooling-off), this period's figures, a running break",
        response: { 200: envelopeOf(rgStateSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await rg.state(request.member!.id));
    },
  );

  r.put(
    '/wps/rg/limits',
    {
      ...playing,
      schema: {
        tags,
        security,
        summary:
          'Set a deposit, loss or wager limit for a day, week or month (amount null: remove); lowering holds at once, raising or removing after the cooling-off',
        body: rgMoneyLimitSchema,
        response: { 200: envelopeOf(rgStateSchema) },
      },
    },
    async (request) => ok(await rg.setMoneyLimit(request.member!.id, request.body)),
  );

  r.put(
    '/wps/rg/time-limits',
    {
      ...playing,
      schema: {
        tags,
        security,
        summary:
          'Set the session limit (minutes; ends sessions at that age, cooling-off for a raise) or the reality check interval (minutes; null: off)',
        body: rgTimeLimitSchema,
        response: { 200: envelopeOf(rgStateSchema) },
      },
    },
    async (request) => ok(await rg.setTimeLimit(request.member!.id, request.body)),
  );

  r.post(
    '/wps/rg/block',
    {
      ...playing,
      schema: {
        tags,
        security,
        summary:
          'Take a break (24h, 7d, 30d) or self-exclude (6m, 1y, 5y, permanent), confirmed by the password: every session ends at once',
        body: rgBlockSchema,
        response: { 200: envelopeOf(rgStateSchema) },
      },
    },
    async (request) => ok(await rg.block(guardedMemberRow(request)!, request.body)),
  );

  r.get(
    '/wps/rg/reality-check',
    {
      ...playing,
      schema: {
        tags,
        security,
        summary:
          "This session's time played, net result and stakes, and when the next reminder and the session limit fall",
        response: { 200: envelopeOf(rgRealityCheckSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await rg.realityCheck(request.member!.id, request.member!.sessionId));
    },
  );

  r.post(
    '/wps/rg/reality-check',
    {
      ...playing,
      schema: {
        tags,
        security,
        summary: "The member's answer to a reminder (logged); 'stop' ends the session",
        body: rgRealityChoiceSchema,
        response: { 200: envelopeOf(rgRealityCheckSchema) },
      },
    },
    async (request) =>
      ok(await rg.answerRealityCheck(request.member!.id, request.member!.sessionId, request.body.choice)),
  );

  const officers = { onRequest: requireOperator(ctx, ['compliance', 'support']) };
  const adminTags = ['admin-responsible-gaming'];

  r.get(
    '/admin/api/members/:id/responsible-gaming',
    {
      ...officers,
      schema: {
        tags: adminTags,
        security,
        summary: "A member's responsible gaming: limits and their history, breaks and self-exclusions, reality checks",
        params: memberParams,
        response: { 200: envelopeOf(rgMemberAdminSchema) },
      },
    },
    async (request) => ok(await admin.member(request.params.id)),
  );

  r.get(
    '/admin/api/responsible-gaming',
    {
      ...officers,
      schema: {
        tags: adminTags,
        security,
        summary: 'Report: members with a limit (holding or waiting) or with a break or self-exclusion running',
        querystring: rgReportQuerySchema,
        response: { 200: envelopeOf(rgReportSchema) },
      },
    },
    async (request) => ok(await admin.report(request.query)),
  );
}
