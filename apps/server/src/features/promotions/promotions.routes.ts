import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bonusViewSchema,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGES_MAX,
  promotionApplySchema,
  promotionDetailSchema,
  promotionListQuerySchema,
  promotionListSchema,
  raffleDrawRecordSchema,
} from '@portal/shared/contracts/promotions';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../platform/app-error.ts';
import { readImageForm } from '../../platform/image-files.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { optionalMember, requireMember } from '../members/member-guard.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { promotionsModule, rafflesModule } from './promotions.module.ts';
import { defineRaffleDrawSweep } from './raffles.sweep.ts';
import { uploadQuotaOf } from '../members/upload-quota.ts';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

/** Promotions: the list and detail for anyone, join / claim / apply for a member. */
export async function promotionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const promotions = promotionsModule(ctx);
  const raffles = rafflesModule(ctx);
  defineRaffleDrawSweep(ctx.jobs, raffles);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(ctx);
  const base = { tags: ['promotions'] };
  await app.register(multipart, {
    limits: { fileSize: PROMOTION_IMAGE_MAX_BYTES, files: PROMOTION_IMAGES_MAX + 1, fields: 5 },
  });

  r.get(
    '/wps/promotions',
    {
      onRequest: optionalMember(ctx),
      schema: {
        ...base,
        summary: 'Promotions with the state each is in for the member (or a visitor), by category',
        querystring: promotionListQuerySchema,
        response: { 200: envelopeOf(promotionListSchema) },
      },
    },
    async (request, reply) => {
      if (request.member) reply.header('cache-control', 'no-store');
      return ok(await promotions.list(request.member?.id ?? null, request.query.category, request.language));
    },
  );

  r.get(
    '/wps/promotions/:id',
    {
      onRequest: optionalMember(ctx),
      schema: {
        ...base,
        summary: 'A promotion: texts, rules, state and the member’s claims of it',
        params: idParams,
        response: { 200: envelopeOf(promotionDetailSchema) },
      },
    },
    async (request, reply) => {
      if (request.member) reply.header('cache-control', 'no-store');
      return ok(await promotions.detail(request.params.id, request.member?.id ?? null, request.language));
    },
  );

  r.post(
    '/wps/promotions/:id/join',
    {
      onRequest: member,
      schema: {
        ...base,
        security: bearerSecurity,
        summary: 'Opt in to a promotion that asks for it (state join)',
        params: idParams,
        response: { 200: envelopeOf(promotionDetailSchema) },
      },
    },
    async (request) => ok(await promotions.join(request.params.id, request.member!.id, request.language)),
  );

  r.post(
    '/wps/promotions/:id/claim',
    {
      onRequest: member,
      schema: {
        ...base,
        security: bearerSecurity,
        summary: 'Take what the promotion offers now (state claim or issued) into the bonus wallet (Idempotency-Key)',
        params: idParams,
        response: { 200: envelopeOf(z.object({ promotion: promotionDetailSchema, bonus: bonusViewSchema })) },
      },
    },
    async (request) =>
      ok(await promotions.claim(request.params.id, request.member!.id, idempotencyKey(request), request.language)),
  );

  r.post(
    '/wps/promotions/:id/raffle/claim',
    {
      onRequest: member,
      schema: {
        ...base,
        security: bearerSecurity,
        summary: 'Raffle promotion claim: a winner takes the prize the draw issued (Idempotency-Key)',
        params: idParams,
        response: { 200: envelopeOf(z.object({ promotion: promotionDetailSchema, bonus: bonusViewSchema })) },
      },
    },
    async (request) =>
      ok(
        await promotions.claimRaffle(request.params.id, request.member!.id, idempotencyKey(request), request.language),
      ),
  );

  r.get(
    '/wps/promotions/:id/raffle/draw',
    {
      schema: {
        ...base,
        summary:
          'A drawn raffle’s whole pool: seed, every entry’s ticket range (masked) and the winners, to check the draw',
        params: idParams,
        response: { 200: envelopeOf(raffleDrawRecordSchema) },
      },
    },
    async (request) => ok(await raffles.record(request.params.id)),
  );

  r.post(
    '/wps/promotions/:id/apply',
    {
      onRequest: member,
      schema: {
        ...base,
        security: bearerSecurity,
        summary: 'Apply to a manual-review promotion: multipart with remark (≤ 140) and 0–3 PNG/JPG images of 5 MB',
        params: idParams,
        response: { 200: envelopeOf(promotionDetailSchema) },
      },
    },
    async (request) => {
      const { files, fields } = await readImageForm(request, {
        maxFiles: PROMOTION_IMAGES_MAX,
        maxBytes: PROMOTION_IMAGE_MAX_BYTES,
        minFiles: 0,
        field: 'images',
      });
      const parsed = promotionApplySchema.safeParse({ remark: fields.remark ?? '' });
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', { value: { fields: { remark: FieldIssue.TOO_LONG } } });
      const { remark } = parsed.data;
      await uploadQuotaOf(ctx).take(request.member!.id, files);
      return ok(await promotions.apply(request.params.id, request.member!.id, remark, files, request.language));
    },
  );
}
