import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  betIdParamsSchema,
  betGamesQuerySchema,
  betGamesValueSchema,
  betRecordPageSchema,
  betsQuerySchema,
  ledgerRecordPageSchema,
  profitQuerySchema,
  profitValueSchema,
  roundDetailValueSchema,
  transactionsQuerySchema,
} from '@portal/shared/contracts/records';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import { requireMember } from '../members/member-guard.ts';
import { createRecordsService } from './records.service.ts';

/** The member center's records: paged, over a date range, the member's own only. */
export async function recordsRoutes(app: FastifyInstance, ctx: AppContext) {
  const records = createRecordsService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireMember(ctx);
  const base = { tags: ['records'], security: bearerSecurity };
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    '/wps/records/transactions',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Account record: every movement of the member’s wallets, newest first (kind filter)',
        querystring: transactionsQuerySchema,
        response: { 200: envelopeOf(ledgerRecordPageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await records.transactions(request.member!, request.query));
    },
  );

  r.get(
    '/wps/records/bonus',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Bonus details: the movements of the bonus wallet',
        querystring: transactionsQuerySchema,
        response: { 200: envelopeOf(ledgerRecordPageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await records.bonus(request.member!, request.query));
    },
  );

  r.get(
    '/wps/records/bets/:id/round-detail',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'The provider’s own page of one of the member’s settled rounds (what it drew): a fresh short-lived link',
        params: betIdParamsSchema,
        response: { 200: envelopeOf(roundDetailValueSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(
        await records.roundDetail(
          request.member!,
          request.params.id,
          request.language,
          publicOrigin(ctx.env, app.server),
        ),
      );
    },
  );

  r.get(
    '/wps/records/bets',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Betting record: the member’s bets with the wallet balance before and after each round (product and game filters)',
        querystring: betsQuerySchema,
        response: { 200: envelopeOf(betRecordPageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await records.bets(request.member!, request.query, request.language));
    },
  );

  r.get(
    '/wps/records/bets/games',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The games the member bet on in the range (product filter), for the betting record’s game filter',
        querystring: betGamesQuerySchema,
        response: { 200: envelopeOf(betGamesValueSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await records.betGames(request.member!, request.query, request.language));
    },
  );

  r.get(
    '/wps/records/profit',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Personal profit and loss: bets, wins and refunds by day and product',
        querystring: profitQuerySchema,
        response: { 200: envelopeOf(profitValueSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await records.profit(request.member!, request.query));
    },
  );
}
