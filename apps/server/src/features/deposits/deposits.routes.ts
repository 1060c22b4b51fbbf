import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEPOSIT_PROOF_MAX_BYTES,
  createDepositPayloadSchema,
  createDepositValueSchema,
  depositListQuerySchema,
  depositPageSchema,
  depositSchema,
  orderIdParamsSchema,
  playerChannelsValueSchema,
} from '@portal/shared/contracts/deposits';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { idempotencyKey } from '../wallet/amounts.ts';
import { depositsAdminRoutes } from './deposits-admin.routes.ts';
import { depositsModule } from './deposits.module.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import { readImageFiles } from '../../platform/image-files.ts';
import { presentPlayerChannel } from './deposits.presenter.ts';
import { webhookRoutes } from './webhook.routes.ts';
import { uploadQuotaOf } from '../members/upload-quota.ts';

/** The player's deposit calls, the gateways' webhooks and the operator's channel and review calls. */
export async function depositRoutes(app: FastifyInstance, ctx: AppContext) {
  const module = depositsModule(ctx);
  const { deposits } = module;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: requireMember(ctx) };
  // One file more than allowed is read, so a second proof is refused by name rather than cut off.
  await app.register(multipart, { limits: { fileSize: DEPOSIT_PROOF_MAX_BYTES, files: 2, fields: 10 } });

  r.get(
    '/wps/payment/channels',
    {
      ...member,
      schema: {
        tags: ['deposits'],
        summary: 'Enabled payment channels in display order: limits, fee, bank account (no gateway secrets)',
        security: bearerSecurity,
        response: { 200: envelopeOf(playerChannelsValueSchema) },
      },
    },
    async (request) => {
      const { currency, decimals, rows } = await deposits.channels();
      const channels = rows.map((row) => presentPlayerChannel(row, decimals, request.language));
      return ok({ currency, decimals, channels });
    },
  );

  r.post(
    '/wps/payment/deposits',
    {
      ...member,
      schema: {
        tags: ['deposits'],
        summary:
          'A deposit order (Idempotency-Key required): a gateway order answers the pay page to redirect to; ' +
          'a bank transfer needs the reference and waits for the operator',
        security: bearerSecurity,
        body: createDepositPayloadSchema,
        response: { 200: envelopeOf(createDepositValueSchema) },
      },
    },
    async (request) =>
      ok(
        await deposits.create(
          request.member!.id,
          idempotencyKey(request),
          request.body,
          publicOrigin(ctx.env, app.server),
        ),
      ),
  );

  r.get(
    '/wps/payment/deposits',
    {
      ...member,
      schema: {
        tags: ['deposits'],
        summary: "The member's deposits, newest first",
        security: bearerSecurity,
        querystring: depositListQuerySchema,
        response: { 200: envelopeOf(depositPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await deposits.history(request.member!.id, request.query.page, request.query.pageSize, request.language),
      );
    },
  );

  r.get(
    '/wps/payment/deposits/:orderId',
    {
      ...member,
      schema: {
        tags: ['deposits'],
        summary: "One of the member's deposits (another player's is 404)",
        security: bearerSecurity,
        params: orderIdParamsSchema,
        response: { 200: envelopeOf(depositSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await deposits.one(request.member!.id, request.params.orderId, request.language));
    },
  );

  r.post(
    '/wps/payment/deposits/:orderId/proof',
    {
      ...member,
      schema: {
        tags: ['deposits'],
        summary:
          "A pending bank transfer's proof (the bank's receipt): multipart with one PNG or JPG of at most 5 MB; a new one replaces it",
        security: bearerSecurity,
        params: orderIdParamsSchema,
        response: { 200: envelopeOf(depositSchema) },
      },
    },
    async (request) => {
      const [file] = await readImageFiles(request, { maxFiles: 1, maxBytes: DEPOSIT_PROOF_MAX_BYTES });
      await uploadQuotaOf(ctx).take(request.member!.id, [file!]);
      return ok(await deposits.attachProof(request.member!.id, request.params.orderId, file!));
    },
  );

  // Own scopes: the webhook reads its body raw; the operator calls are grouped apart.
  await app.register(async (scope) => webhookRoutes(scope, deposits));
  await app.register(async (scope) => depositsAdminRoutes(scope, ctx, module));
}
