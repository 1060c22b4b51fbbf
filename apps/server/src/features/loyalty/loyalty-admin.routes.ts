import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goodsAdminSchema,
  goodsInputSchema,
  missionAdminSchema,
  missionInputSchema,
  pointsGrantPayloadSchema,
  pointsGrantValueSchema,
  REDEMPTION_STATUSES,
  redemptionAdminPageSchema,
  redemptionAdminSchema,
  redemptionDecisionSchema,
  vipLadderSchema,
  vipLevelInputSchema,
  type PointsGrantValue,
} from '@portal/shared/contracts/loyalty';
import { envelopeOf } from '@portal/shared/envelope';
import { approvalSchema } from '@portal/shared/contracts/operators';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { fourEyesFor, type MoneyAction } from '../operators/four-eyes.ts';
import { loyaltyModule } from './loyalty.module.ts';
import { idempotencyKey } from '../wallet/amounts.ts';

const BASE = '/admin/api/loyalty';
const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();
const queueQuery = z
  .object({
    status: z.enum(REDEMPTION_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/*
 * Roles: levels, missions and goods are what players read, written by the content team (as
 * promotions); finance reads them too, and approves the money terms of those that pay (a reward,
 * a cash value) before they take effect (decision 033). Redemptions are worked by finance and support (support
 * answers the member who asks); a cash good's approval pays money, like a promotion's approval.
 */
const WRITERS = ['content'] as const;
const READERS = ['content', 'finance'] as const;
const QUEUE = ['finance', 'support'] as const;
/** Who grants points: finance, and support for goodwill; capped per grant (POINTS_GRANT_MAX) and by four-eyes. */
const GRANTERS = ['finance', 'support'] as const;
/** A grant as it is filed and run: the request, never derived state. */
interface PointsGrant {
  memberId: number;
  points: number;
  reason: string;
  key: string;
  operator: string;
}
const memberParams = z.object({ memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();

/** The back office's loyalty calls: the VIP ladder, missions, the points mall and its redemptions. */
export async function loyaltyAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { vip, missions, points } = loyaltyModule(ctx);
  const fourEyes = fourEyesFor(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = <T extends object>(summary: string, rest: T) => ({
    tags: ['admin'],
    security: bearerSecurity,
    summary,
    ...rest,
  });
  const readers = { onRequest: requireOperator(ctx, [...READERS]) };
  const writers = { onRequest: requireOperator(ctx, [...WRITERS]) };
  const ladder = { 200: envelopeOf(z.object({ levels: z.array(vipLevelInputSchema) })) };

  r.get(
    `${BASE}/levels`,
    // Support reads the ladder too: it addresses messages to VIP levels by name.
    {
      onRequest: requireOperator(ctx, [...READERS, 'support']),
      schema: schema('The VIP ladder, rank 0 first', { response: ladder }),
    },
    async () => ok(await vip.ladder()),
  );

  r.put(
    `${BASE}/levels`,
    {
      ...writers,
      schema: schema(
        'Replace the VIP ladder (ranks 0..n in order; members above a removed level move to the new top)',
        { body: vipLadderSchema, response: ladder },
      ),
    },
    async (request) => {
      const before = await vip.ladder();
      const after = await vip.replaceLadder(request.body);
      auditChange(request, { subject: 'vip-levels', before, after });
      return ok(after);
    },
  );

  r.get(
    `${BASE}/missions`,
    {
      ...readers,
      schema: schema('Every mission, enabled or not, in display order', {
        response: { 200: envelopeOf(z.object({ list: z.array(missionAdminSchema) })) },
      }),
    },
    async () => ok({ list: await missions.all() }),
  );

  r.post(
    `${BASE}/missions`,
    {
      ...writers,
      schema: schema('Create a mission (one with a reward is off for members until finance approves its money terms)', {
        body: missionInputSchema,
        response: { 200: envelopeOf(missionAdminSchema) },
      }),
    },
    async (request) => {
      const after = await missions.save(null, request.body, request.operator!);
      auditChange(request, { subject: `mission:${after.id}`, after });
      return ok(after);
    },
  );

  r.put(
    `${BASE}/missions/:id`,
    {
      ...writers,
      schema: schema(
        'Change a mission (progress already made in this period stays); a change of the money terms (reward, wallet, wagering, what earns it) of an approved one waits for finance',
        {
          params: idParams,
          body: missionInputSchema,
          response: { 200: envelopeOf(missionAdminSchema) },
        },
      ),
    },
    async (request) => {
      const before = (await missions.all()).find((m) => m.id === request.params.id);
      const after = await missions.save(request.params.id, request.body, request.operator!);
      auditChange(request, { subject: `mission:${after.id}`, before, after });
      return ok(after);
    },
  );

  r.get(
    `${BASE}/goods`,
    {
      ...readers,
      schema: schema('Every good of the points mall, enabled or not, with its stock and redeemed count', {
        response: { 200: envelopeOf(z.object({ list: z.array(goodsAdminSchema) })) },
      }),
    },
    async () => ok({ list: await points.allGoods() }),
  );

  r.post(
    `${BASE}/goods`,
    {
      ...writers,
      schema: schema('Create a good (a cash good is off for members until finance approves its money terms)', {
        body: goodsInputSchema,
        response: { 200: envelopeOf(goodsAdminSchema) },
      }),
    },
    async (request) => {
      const after = await points.saveGoods(null, request.body, request.operator!);
      auditChange(request, { subject: `goods:${after.id}`, after });
      return ok(after);
    },
  );

  r.put(
    `${BASE}/goods/:id`,
    {
      ...writers,
      schema: schema(
        'Change a good (the stock cannot go below what was redeemed); a change of the money terms (kind, cash value, points, turnover, stock, limit) of an approved cash good waits for finance',
        {
          params: idParams,
          body: goodsInputSchema,
          response: { 200: envelopeOf(goodsAdminSchema) },
        },
      ),
    },
    async (request) => {
      const before = (await points.allGoods()).find((g) => g.id === request.params.id);
      const after = await points.saveGoods(request.params.id, request.body, request.operator!);
      auditChange(request, { subject: `goods:${after.id}`, before, after });
      return ok(after);
    },
  );

  r.get(
    `${BASE}/redemptions`,
    {
      onRequest: requireOperator(ctx, [...QUEUE]),
      schema: schema('Redemptions by status, newest first', {
        querystring: queueQuery,
        response: { 200: envelopeOf(redemptionAdminPageSchema) },
      }),
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return ok(await points.adminRedemptions(status, page, pageSize, request.language));
    },
  );

  r.post(
    `${BASE}/redemptions/:id/decision`,
    {
      onRequest: requireOperator(ctx, [...QUEUE]),
      schema: schema(
        'Approve (a cash good pays its money to the main wallet) or reject (the points and the stock come back) a redemption in process; 409 REDEMPTION_DECIDED after',
        { params: idParams, body: redemptionDecisionSchema, response: { 200: envelopeOf(redemptionAdminSchema) } },
      ),
    },
    async (request) => {
      const { decision, remark } = request.body;
      const after = await points.decide(
        request.params.id,
        decision,
        remark,
        request.operator!.username,
        request.language,
      );
      auditChange(request, { subject: `redemption:${after.id}`, before: { status: 'processing' }, after });
      return ok(after);
    },
  );

  /** A grant as four-eyes runs it, now or when a second finance operator approves. */
  const grantAction = async (grant: PointsGrant): Promise<MoneyAction<PointsGrantValue>> => ({
    auditKind: 'points_grant',
    approvalKind: 'points_grant',
    subject: `points:${grant.memberId}:${grant.key}`,
    payload: { ...grant },
    amountMinor: await points.valueMinor(grant.points),
    currency: (await ctx.settings.get()).currency.code,
    memberId: grant.memberId,
    async run(trx) {
      return { value: await points.grantIn(trx, grant) };
    },
  });
  fourEyes.register('points_grant', async (payload) => grantAction(payload as unknown as PointsGrant));

  r.post(
    '/admin/api/members/:memberId/points',
    {
      onRequest: requireOperator(ctx, [...GRANTERS]),
      schema: schema(
        "Grant a member points (Idempotency-Key; reason required; at most POINTS_GRANT_MAX a grant); counted at the money they can buy, above the four-eyes thresholds (one grant, or the operator's 24 hours): 202, a request a second finance operator approves",
        {
          params: memberParams,
          body: pointsGrantPayloadSchema,
          response: { 200: envelopeOf(pointsGrantValueSchema), 202: envelopeOf(approvalSchema) },
        },
      ),
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const { memberId } = request.params;
      const { points: granted, reason } = request.body;
      await points.checkGrantable(memberId);
      const grant = { memberId, points: granted, reason, key, operator: request.operator!.username };
      const outcome = await fourEyes.perform(await grantAction(grant), request.operator!);
      if (outcome.status === 'pending') {
        auditChange(request, {
          subject: `member:${memberId}`,
          after: { points: granted, approvalId: outcome.approval.id },
        });
        return reply.code(202).send(ok(outcome.approval));
      }
      const value = outcome.value;
      auditChange(request, { subject: `member:${memberId}`, after: { points: granted, balance: value.balance } });
      return ok(value);
    },
  );
}
