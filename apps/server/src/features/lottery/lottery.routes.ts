import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameCodeParamsSchema,
  gameDetailSchema,
  lobbyGameSchema,
  openedQuerySchema,
  periodPageSchema,
  periodSchema,
  placeSlipPayloadSchema,
  resultsQuerySchema,
  slipIdParamsSchema,
  slipListQuerySchema,
  slipPageSchema,
  slipSchema,
  trendQuerySchema,
  trendSchema,
} from '@portal/shared/contracts/lottery';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { lotteryAdminRoutes } from './lottery-admin.routes.ts';
import { lotteryEventRoutes } from './lottery-events.routes.ts';
import { lotteryLaunchRoutes } from './lottery-launch.routes.ts';
import { lotteryModule } from './lottery.module.ts';
import { popularRoutes } from './popular.routes.ts';

/** How often the in-process scheduler runs (every instance runs it; the row locks keep it single). */
const TICK_MS = 1000;

/** The lottery's player calls, its event stream, the operator calls, and the scheduler's timer. */
export async function lotteryRoutes(app: FastifyInstance, ctx: AppContext) {
  const module = lotteryModule(ctx);
  const { queries, slips } = module;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: requireMember(ctx) };
  const tags = ['lottery'];

  r.get(
    '/lgw/lottery/lobby',
    {
      schema: {
        tags,
        summary: 'Lottery games with their open periods, countdowns and last result',
        querystring: z.object({ product: z.enum(['LOTT', 'ELOTT']).optional() }),
        response: { 200: envelopeOf(z.array(lobbyGameSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await queries.lobby(request.language, request.query.product));
    },
  );

  r.get(
    '/lgw/lottery/games/:gameCode',
    {
      schema: {
        tags,
        summary: 'One game: the lobby entry and its bet menu (odds, stake factors, unit limits)',
        params: gameCodeParamsSchema,
        response: { 200: envelopeOf(gameDetailSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await queries.detail(await queries.oneGame(request.params.gameCode), request.language));
    },
  );

  r.get(
    '/lgw/lottery/games/:gameCode/results',
    {
      schema: {
        tags,
        summary:
          'Results history, newest first, of one station or one Vietnamese day when asked (fast games publish their seeds)',
        params: gameCodeParamsSchema,
        querystring: resultsQuerySchema,
        response: { 200: envelopeOf(periodPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, stationCode, date } = request.query;
      return ok(await queries.results(request.params.gameCode, page, pageSize, { stationCode, date }));
    },
  );

  r.get(
    '/lgw/lottery/games/:gameCode/trend',
    {
      schema: {
        tags,
        summary: 'Frequency and missing count of each number over the last N drawn periods',
        params: gameCodeParamsSchema,
        querystring: trendQuerySchema,
        response: { 200: envelopeOf(trendSchema) },
      },
    },
    async (request) => ok(await queries.trend(request.params.gameCode, request.query.periods)),
  );

  r.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: 'The latest drawn periods of XSMB / XSMN / XSMT with their results (count, default 100)',
        querystring: openedQuerySchema,
        response: { 200: envelopeOf(z.array(periodSchema)) },
      },
    },
    async (request) => ok(await queries.openedVn(request.query.count)),
  );

  r.get(
    '/lgw/vn/games/game_menu',
    {
      ...member,
      schema: {
        tags,
        summary: 'The Vietnamese lottery menu: XSMB, XSMN, XSMT with their open periods and bet menus',
        security: bearerSecurity,
        response: { 200: envelopeOf(z.array(gameDetailSchema)) },
      },
    },
    async (request) => ok(await queries.vnMenu(request.language)),
  );

  r.get(
    '/lgw/vn/games/recent',
    {
      ...member,
      schema: {
        tags,
        summary: 'The Vietnamese games the member bet on lately',
        security: bearerSecurity,
        response: {
          200: envelopeOf(
            z.array(z.object({ gameCode: z.string(), name: z.string(), market: z.string(), lastBetAt: z.string() })),
          ),
        },
      },
    },
    async (request) => ok(await queries.recentVn(request.member!.id, request.language)),
  );

  r.get(
    '/lotto/lgw/games/opened/numero',
    {
      ...member,
      schema: {
        tags,
        summary: 'The last drawn period of every lottery game',
        security: bearerSecurity,
        response: { 200: envelopeOf(z.array(periodSchema)) },
      },
    },
    async () => ok(await queries.openedLatest()),
  );

  r.post(
    '/lgw/lottery/bets',
    {
      ...member,
      schema: {
        tags,
        summary: 'A bet slip (Idempotency-Key): several lines placed at once, one stake posting',
        security: bearerSecurity,
        body: placeSlipPayloadSchema,
        response: { 200: envelopeOf(slipSchema) },
      },
    },
    async (request) => ok(await slips.place(request.member!.id, idempotencyKey(request), request.body)),
  );

  r.get(
    '/lgw/lottery/bets',
    {
      ...member,
      schema: {
        tags,
        summary: "The member's slips, newest first",
        security: bearerSecurity,
        querystring: slipListQuerySchema,
        response: { 200: envelopeOf(slipPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { gameCode, page, pageSize } = request.query;
      return ok(await queries.mySlips(request.member!.id, gameCode, page, pageSize));
    },
  );

  r.post(
    '/lgw/lottery/bets/:slipId/cancel',
    {
      ...member,
      schema: {
        tags,
        summary: 'Cancel a slip before its period closes: the stake comes back',
        security: bearerSecurity,
        params: slipIdParamsSchema,
        response: { 200: envelopeOf(slipSchema) },
      },
    },
    async (request) => ok(await slips.cancel(request.member!.id, request.params.slipId)),
  );

  await app.register(async (scope) => lotteryEventRoutes(scope, ctx));
  await app.register(async (scope) => lotteryAdminRoutes(scope, ctx));
  await app.register(async (scope) => popularRoutes(scope, ctx));
  await app.register(async (scope) => lotteryLaunchRoutes(scope, ctx));

  // Draws open, close and settle on this tick. Tests drive it themselves (POST
  // /admin/api/lottery/scheduler/tick with a test clock), with the job runner off.
  ctx.jobs.define({ name: 'lottery-scheduler', everyMs: TICK_MS, run: () => module.engine.tick() });
}
