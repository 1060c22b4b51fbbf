import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  birthdayPayloadSchema,
  convertPayloadSchema,
  convertResultSchema,
  goodsListSchema,
  leaderboardSchema,
  missionClaimResultSchema,
  missionListSchema,
  missionSummarySchema,
  pointsHistorySchema,
  pointsOverviewSchema,
  redeemPayloadSchema,
  redemptionPageSchema,
  redemptionViewSchema,
  VIP_REWARD_KINDS,
  vipClaimResultSchema,
  vipOverviewSchema,
} from '@portal/shared/contracts/loyalty';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { defineLoyaltyWorker } from './events/loyalty-worker.ts';
import { loyaltyModule } from './loyalty.module.ts';

const pageQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
const missionParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();
const vipRewardParams = z.object({ kind: z.enum(VIP_REWARD_KINDS), key: z.string().regex(/^[0-9-]{1,10}$/) }).strict();

/** The member's loyalty calls (flags.vip, flags.missions, flags.pointsMall), and the stream's worker. */
export async function loyaltyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { vip, missions, points, stream } = loyaltyModule(ctx);
  defineLoyaltyWorker(ctx.jobs, stream);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: requireMember(ctx) };
  const schema = <T extends object>(tag: string, summary: string, rest: T) => ({
    tags: [tag],
    security: bearerSecurity,
    summary,
    ...rest,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  r.get(
    '/wps/loyalty/vip',
    {
      ...member,
      schema: schema(
        'loyalty',
        "Player rank: the member's level, the running period's deposits and turnover, the next level and the ladder",
        {
          response: { 200: envelopeOf(vipOverviewSchema) },
        },
      ),
    },
    async (request) => ok(await vip.overview(request.member!.id, request.language)),
  );

  r.put(
    '/wps/loyalty/birthday',
    {
      ...member,
      schema: schema(
        'loyalty',
        "Set the member's birthday (for the VIP birthday bonus), once; 409 BIRTHDAY_ALREADY_SET after",
        {
          body: birthdayPayloadSchema,
          response: { 200: envelopeOf(z.object({ birthday: z.string() })) },
        },
      ),
    },
    async (request) => ok(await vip.setBirthday(request.member!.id, request.body.birthday)),
  );

  r.post(
    '/wps/loyalty/vip/rewards/:kind/:key/claim',
    {
      ...member,
      schema: schema(
        'loyalty',
        'Take a VIP reward (level-up, birthday, weekly cashback; Idempotency-Key) once; a second claim answers the first',
        { params: vipRewardParams, response: { 200: envelopeOf(vipClaimResultSchema) } },
      ),
    },
    async (request) => {
      idempotencyKey(request);
      return ok(await vip.claim(request.member!.id, request.params.kind, request.params.key));
    },
  );

  r.get(
    '/wps/missions',
    {
      ...member,
      schema: schema('loyalty', "This period's daily and weekly missions with the member's progress and state", {
        response: { 200: envelopeOf(missionListSchema) },
      }),
    },
    async (request) => ok(await missions.list(request.member!.id, request.language)),
  );

  r.get(
    '/wps/missions/summary',
    {
      ...member,
      schema: schema('loyalty', 'Mission summary: how many missions wait to be claimed (the menu badge)', {
        response: { 200: envelopeOf(missionSummarySchema) },
      }),
    },
    async (request) => ok(await missions.summary(request.member!.id)),
  );

  r.get(
    '/wps/missions/leaderboard',
    {
      ...member,
      schema: schema('loyalty', "This week's top 50 by mission points (names masked) and the member's own rank", {
        response: { 200: envelopeOf(leaderboardSchema) },
      }),
    },
    async (request) => ok(await missions.leaderboard(request.member!.id)),
  );

  r.post(
    '/wps/missions/:id/claim',
    {
      ...member,
      schema: schema('loyalty', "Claim a completed mission's reward for this period (Idempotency-Key), once", {
        params: missionParams,
        response: { 200: envelopeOf(missionClaimResultSchema) },
      }),
    },
    async (request) => {
      idempotencyKey(request);
      return ok(await missions.claim(request.member!.id, request.params.id));
    },
  );

  r.get(
    '/wps/points',
    {
      ...member,
      schema: schema('loyalty', "Points: the member's balance, the earn rates per product and the conversion ratio", {
        response: { 200: envelopeOf(pointsOverviewSchema) },
      }),
    },
    async (request) => ok(await points.overview(request.member!.id)),
  );

  r.get(
    '/wps/points/goods',
    {
      ...member,
      schema: schema('loyalty', 'The points mall: goods with their points, turnover requirement, stock and limits', {
        response: { 200: envelopeOf(goodsListSchema) },
      }),
    },
    async (request) => ok(await points.goods(request.member!.id, request.language)),
  );

  r.post(
    '/wps/points/redeem',
    {
      ...member,
      schema: schema(
        'loyalty',
        'Redeem a good with points (payment password, Idempotency-Key); the redemption waits for review',
        {
          body: redeemPayloadSchema,
          response: { 200: envelopeOf(redemptionViewSchema) },
        },
      ),
    },
    async (request) => {
      const key = idempotencyKey(request);
      const { goodsId, paymentPassword } = request.body;
      return ok(await points.redeem(request.member!.id, goodsId, paymentPassword, key, request.language));
    },
  );

  r.get(
    '/wps/points/redemptions',
    {
      ...member,
      schema: schema('loyalty', "The member's redemptions, newest first, with their status", {
        querystring: pageQuery,
        response: { 200: envelopeOf(redemptionPageSchema) },
      }),
    },
    async (request) =>
      ok(await points.redemptions(request.member!.id, request.query.page, request.query.pageSize, request.language)),
  );

  r.post(
    '/wps/points/convert',
    {
      ...member,
      schema: schema(
        'loyalty',
        'Convert points to main-wallet money at the brand ratio (payment password, Idempotency-Key)',
        {
          body: convertPayloadSchema,
          response: { 200: envelopeOf(convertResultSchema) },
        },
      ),
    },
    async (request) => {
      const key = idempotencyKey(request);
      return ok(await points.convert(request.member!.id, request.body.points, request.body.paymentPassword, key));
    },
  );

  r.get(
    '/wps/points/history',
    {
      ...member,
      schema: schema('loyalty', "The points wallet's movements (earned, redeemed, refunded, converted), newest first", {
        querystring: pageQuery,
        response: { 200: envelopeOf(pointsHistorySchema) },
      }),
    },
    async (request) => ok(await points.history(request.member!.id, request.query.page, request.query.pageSize)),
  );
}
