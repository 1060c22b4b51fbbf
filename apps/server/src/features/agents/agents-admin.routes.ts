import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  contractOfferSchema,
  contractViewSchema,
  type ContractOffer,
} from '@portal/shared/contracts/agents';
import { approvalSchema } from '@portal/shared/contracts/operators';
import { envelopeOf } from '@portal/shared/envelope';
import { toMajor } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { fourEyesFor, type MoneyAction } from '../operators/four-eyes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { agentsModule } from './agents.module.ts';

const BASE = '/admin/api/agents';
const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();
const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** The platform's side of the programme: its contracts with agents, and the settlements. */
export async function agentsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { contracts, settlement } = agentsModule(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const finance = { onRequest: requireOperator(ctx, ['finance']) };
  const readers = { onRequest: requireOperator(ctx, ['finance', 'support']) };
  const doc = (summary: string) => ({ tags: ['admin-agents'], security: bearerSecurity, summary });
  const fourEyes = fourEyesFor(ctx);

  /** A platform offer as the approval runs it: checked again then (the builder prepares it anew). */
  const offerAction = (
    offer: ContractOffer,
    row: Awaited<ReturnType<typeof contracts.preparePlatformOffer>>,
  ): MoneyAction<{ contractId: number }> => ({
    auditKind: 'agent_contract_offer',
    approvalKind: 'agent_contract_offer',
    subject: `agent-offer:${offer.memberId}:${offer.kind}`,
    payload: { ...offer },
    amountMinor: 0,
    currency: null,
    async run(trx) {
      return { value: { contractId: await contracts.insertPlatformOfferIn(trx, row) } };
    },
  });
  fourEyes.register('agent_contract_offer', async (payload) => {
    const { memberId, ...terms } = payload as unknown as ContractOffer;
    return offerAction(payload as unknown as ContractOffer, await contracts.preparePlatformOffer(memberId, terms));
  });

  r.get(
    `${BASE}/contracts`,
    {
      ...readers,
      schema: {
        ...doc('Contracts, newest first, by status and kind'),
        querystring: z
          .object({ status: z.enum(CONTRACT_STATUSES).optional(), kind: z.enum(CONTRACT_KINDS).optional(), ...page })
          .strict(),
        response: {
          200: envelopeOf(z.object({ list: z.array(contractViewSchema), page: z.number(), hasMore: z.boolean() })),
        },
      },
    },
    async (request) => ok(await contracts.adminList(request.query)),
  );

  r.post(
    `${BASE}/contracts`,
    {
      ...finance,
      schema: {
        ...doc(
          'The platform offers an agent a contract (paid by the platform); the agent accepts it in the agent center. A tier rate above AGENT_CONTRACT_FOUR_EYES_PERCENT answers 202 with the request a second finance operator approves',
        ),
        body: contractOfferSchema,
        response: { 200: envelopeOf(contractViewSchema), 202: envelopeOf(approvalSchema) },
      },
    },
    async (request, reply) => {
      const { memberId, ...terms } = request.body;
      // A rate above the brand's limit pays the agent a large share of its team: a second finance
      // operator approves the offer before the agent sees it (review N4).
      if (Math.max(...terms.tiers.map((tier) => tier.ratePercent)) > ctx.env.AGENT_CONTRACT_FOUR_EYES_PERCENT) {
        const row = await contracts.preparePlatformOffer(memberId, terms);
        const approval = await inTransaction(ctx.db, (trx) =>
          fourEyes.fileIn(trx, offerAction(request.body, row), request.operator!),
        );
        auditChange(request, {
          subject: `agent contract offer for member ${memberId}`,
          after: { approvalId: approval.id },
        });
        return reply.code(202).send(ok(await fourEyes.get(approval.id)));
      }
      const offered = await contracts.platformOffer(memberId, terms);
      auditChange(request, { subject: `agent contract ${offered.id}`, after: offered });
      return ok(offered);
    },
  );

  r.post(
    `${BASE}/contracts/:id/terminate`,
    {
      ...finance,
      schema: {
        ...doc('End an active contract or withdraw an offer'),
        params: idParams,
        response: { 200: envelopeOf(contractViewSchema) },
      },
    },
    async (request) => {
      const ended = await contracts.terminate(null, request.params.id);
      auditChange(request, { subject: `agent contract ${ended.id}`, after: { status: ended.status } });
      return ok(ended);
    },
  );

  r.get(
    `${BASE}/settlements`,
    {
      ...readers,
      schema: {
        ...doc('Settlements, newest period first, with their bills paid, waiting and the amounts'),
        querystring: z.object({ kind: z.enum(CONTRACT_KINDS).optional(), ...page }).strict(),
        response: {
          200: envelopeOf(
            z.object({
              list: z.array(
                z.object({
                  id: z.number(),
                  kind: z.string(),
                  cycle: z.string(),
                  periodStart: z.string(),
                  periodEnd: z.string(),
                  bills: z.number(),
                  paid: z.number(),
                  waiting: z.number(),
                  waitingBills: z.number(),
                }),
              ),
              page: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { currency } = await ctx.settings.get();
      let q = ctx.db.selectFrom('agent_settlements as s');
      if (request.query.kind) q = q.where('s.kind', '=', request.query.kind);
      const rows = await q
        .select((eb) => [
          's.id',
          's.kind',
          's.cycle',
          's.period_start',
          's.period_end',
          's.bills',
          eb
            .selectFrom('agent_bills as b')
            .whereRef('b.settlement_id', '=', 's.id')
            .select([sql<string>`coalesce(sum(b.amount_minor) filter (where b.status = 'paid'), 0)`.as('x')])
            .as('paid'),
          eb
            .selectFrom('agent_bills as b')
            .whereRef('b.settlement_id', '=', 's.id')
            .select([sql<string>`coalesce(sum(b.amount_minor) filter (where b.status = 'waiting'), 0)`.as('x')])
            .as('waiting'),
          eb
            .selectFrom('agent_bills as b')
            .whereRef('b.settlement_id', '=', 's.id')
            .where('b.status', '=', 'waiting')
            .select(sql<number>`count(*)::int`.as('x'))
            .as('waiting_bills'),
        ])
        .orderBy('s.period_start', 'desc')
        .orderBy('s.id', 'desc')
        .limit(request.query.pageSize)
        .offset((request.query.page - 1) * request.query.pageSize)
        .execute();
      return ok({
        list: rows.map((s) => ({
          id: s.id,
          kind: s.kind,
          cycle: s.cycle,
          periodStart: new Date(s.period_start).toISOString(),
          periodEnd: new Date(s.period_end).toISOString(),
          bills: s.bills,
          paid: toMajor(Number(s.paid ?? 0), currency.decimals),
          waiting: toMajor(Number(s.waiting ?? 0), currency.decimals),
          waitingBills: s.waiting_bills ?? 0,
        })),
        page: request.query.page,
      });
    },
  );

  r.post(
    `${BASE}/settlements/run`,
    {
      ...finance,
      schema: {
        ...doc('Settle every period ended since the last run now and pay what waits (the job does this every minute)'),
        response: { 200: envelopeOf(z.object({ done: z.literal(true) })) },
      },
    },
    async () => {
      await settlement.runDue();
      return ok({ done: true as const });
    },
  );
}
