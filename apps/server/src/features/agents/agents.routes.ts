import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentTransactionPageSchema,
  consolidatedSchema,
  contractAcceptSchema,
  contractKindDataSchema,
  contractListSchema,
  contractOfferSchema,
  contractViewSchema,
  downlinePageSchema,
  downlineQuerySchema,
  downlineSchema,
  downlineTransferResultSchema,
  downlineTransferSchema,
  incomePageSchema,
  incomeQuerySchema,
  profitLossSchema,
  registerDownlineSchema,
  reportQuerySchema,
  TEAM_RANGES,
  teamBetsSchema,
  teamOverviewSchema,
} from '@portal/shared/contracts/agents';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { requireAgent } from './agent-guard.ts';
import { agentsModule } from './agents.module.ts';
import { defineAgentSettlementJob } from './settlement/settlement-job.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();
const pageQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** The agent center's calls (agent types only) and the consolidated contract data of any member. */
export async function agentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const agents = agentsModule(ctx);
  defineAgentSettlementJob(ctx.jobs, agents.settlement);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const agent = { onRequest: requireAgent(ctx) };
  const doc = (summary: string) => ({ tags: ['agents'], security: bearerSecurity, summary });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  r.get(
    '/wps/member/info/funds/consolidated',
    {
      onRequest: requireMember(ctx),
      schema: {
        ...doc('Consolidated contract data: per kind 0 none, 1 an offer waits, 2 active; and those contracts'),
        response: { 200: envelopeOf(consolidatedSchema) },
      },
    },
    async (request) => ok(await agents.contracts.consolidated(request.member!.id)),
  );

  // The spec's hourly and real-time salary calls are POSTs that read the member's contract data.
  for (const [path, kind] of [
    ['hourly-salary', 'hourly_salary'],
    ['realtime-salary', 'realtime_salary'],
  ] as const) {
    r.post(
      `/wps/member/info/funds/${path}`,
      {
        onRequest: requireMember(ctx),
        schema: {
          ...doc(`The member's ${kind.replace('_', ' ')} contract data: state 0 none, 1 an offer waits, 2 active`),
          response: { 200: envelopeOf(contractKindDataSchema) },
        },
      },
      async (request) => ok(await agents.contracts.ofKind(request.member!.id, kind)),
    );
  }

  r.get(
    '/wps/agent/overview',
    {
      ...agent,
      schema: {
        ...doc(
          "Team overview: the team's members, new, active, deposits, bets and P&L for a range, and this month by day",
        ),
        querystring: z.object({ range: z.enum(TEAM_RANGES).default('today') }).strict(),
        response: { 200: envelopeOf(teamOverviewSchema) },
      },
    },
    async (request) => ok(await agents.team.overview(request.member!.id, request.query.range, ctx.clock.now())),
  );

  r.get(
    '/wps/agent/downlines',
    {
      ...agent,
      schema: {
        ...doc('Team management: the team at any depth (or direct downlines only), searchable, paged'),
        querystring: downlineQuerySchema,
        response: { 200: envelopeOf(downlinePageSchema) },
      },
    },
    async (request) => ok(await agents.team.downlines(request.member!.id, request.query, ctx.clock.now())),
  );

  r.post(
    '/wps/agent/downlines',
    {
      ...agent,
      schema: {
        ...doc(
          "Register an account (a player or an agent) under the agent, by the brand's username and password rules",
        ),
        body: registerDownlineSchema,
        response: { 200: envelopeOf(downlineSchema) },
      },
    },
    async (request) => {
      const id = await agents.downlines.register(request.member!.id, request.body, request.ip);
      const page = await agents.team.downlines(
        request.member!.id,
        { q: request.body.username, directOnly: true, page: 1, pageSize: 1 },
        ctx.clock.now(),
      );
      return ok(page.list.find((d) => d.id === id)!);
    },
  );

  r.post(
    '/wps/agent/downlines/:id/transfer',
    {
      ...agent,
      schema: {
        ...doc("Transfer from the agent's main wallet to a team member's, with the payment password (Idempotency-Key)"),
        params: idParams,
        body: downlineTransferSchema,
        response: { 200: envelopeOf(downlineTransferResultSchema) },
      },
    },
    async (request) =>
      ok(
        await agents.downlines.transfer(
          request.member!.id,
          request.params.id,
          idempotencyKey(request),
          request.body.amount,
          request.body.paymentPassword,
        ),
      ),
  );

  r.get(
    '/wps/agent/reports/bets',
    {
      ...agent,
      schema: {
        ...doc("Team betting: the team's settled bets per member and product over UTC dates (≤ 92 days), with totals"),
        querystring: reportQuerySchema,
        response: { 200: envelopeOf(teamBetsSchema) },
      },
    },
    async (request) => ok(await agents.team.bets(request.member!.id, request.query)),
  );

  r.get(
    '/wps/agent/reports/profit-loss',
    {
      ...agent,
      schema: {
        ...doc("User P&L: the agent's own play and each direct downline's whole team over UTC dates"),
        querystring: reportQuerySchema.pick({ from: true, to: true }),
        response: { 200: envelopeOf(profitLossSchema) },
      },
    },
    async (request) => ok(await agents.team.profitLoss(request.member!.id, request.query)),
  );

  r.get(
    '/wps/agent/income',
    {
      ...agent,
      schema: {
        ...doc("My income: the agent's settlement bills (all kinds or one), newest period first, with paid totals"),
        querystring: incomeQuerySchema,
        response: { 200: envelopeOf(incomePageSchema) },
      },
    },
    async (request) => ok(await agents.income.income(request.member!.id, request.query)),
  );

  r.get(
    '/wps/agent/transactions',
    {
      ...agent,
      schema: {
        ...doc("Transaction details: the agent's commissions and transfers to its team and upline"),
        querystring: pageQuery,
        response: { 200: envelopeOf(agentTransactionPageSchema) },
      },
    },
    async (request) => ok(await agents.income.transactions(request.member!.id, request.query)),
  );

  r.get(
    '/wps/agent/contracts',
    {
      ...agent,
      schema: {
        ...doc('Contracts offered to or held by the agent, and those it offered its downlines'),
        response: { 200: envelopeOf(contractListSchema) },
      },
    },
    async (request) => ok(await agents.contracts.list(request.member!.id)),
  );

  r.post(
    '/wps/agent/contracts',
    {
      ...agent,
      schema: {
        ...doc(
          "Offer a contract to a direct downline agent, within the agent's own contract of the kind (409 CONTRACT_RATE_ABOVE_OWN)",
        ),
        body: contractOfferSchema,
        response: { 200: envelopeOf(contractViewSchema) },
      },
    },
    async (request) => {
      const { memberId, ...terms } = request.body;
      return ok(await agents.contracts.offer(request.member!.id, memberId, terms));
    },
  );

  r.post(
    '/wps/agent/contracts/:id/accept',
    {
      ...agent,
      schema: {
        ...doc(
          'Accept an offer; if it ends contracts the agent gives its downlines above the new rates: 409 CONTRACT_CONFIRM_REQUIRED with value.terminates, then again with confirm',
        ),
        params: idParams,
        body: contractAcceptSchema,
        response: { 200: envelopeOf(contractViewSchema) },
      },
    },
    async (request) => ok(await agents.contracts.accept(request.member!.id, request.params.id, request.body.confirm)),
  );

  r.post(
    '/wps/agent/contracts/:id/reject',
    {
      ...agent,
      schema: { ...doc('Reject an offer'), params: idParams, response: { 200: envelopeOf(contractViewSchema) } },
    },
    async (request) => ok(await agents.contracts.reject(request.member!.id, request.params.id)),
  );

  r.post(
    '/wps/agent/contracts/:id/terminate',
    {
      ...agent,
      schema: {
        ...doc('End an active contract (either side) or withdraw an offer (the offerer)'),
        params: idParams,
        response: { 200: envelopeOf(contractViewSchema) },
      },
    },
    async (request) => ok(await agents.contracts.terminate(request.member!.id, request.params.id)),
  );
}
