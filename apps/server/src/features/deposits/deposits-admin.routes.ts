import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChannelSchema,
  adminDepositPageSchema,
  adminDepositQuerySchema,
  channelCreateSchema,
  channelIdParamsSchema,
  channelUpdateSchema,
  depositSchema,
  orderIdParamsSchema,
  reviewPayloadSchema,
} from '@portal/shared/contracts/deposits';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import type { depositsModule } from './deposits.module.ts';
import { presentAdminChannel } from './deposits.presenter.ts';

const CHANNELS = '/admin/api/payment-channels';

/** The operator's payment channels (the webhook secret is write-only) and the review of bank transfers. */
export async function depositsAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  module: ReturnType<typeof depositsModule>,
) {
  const { channels, deposits, decimals } = module;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: the token is checked before the body is read, so no token is 401 whatever the body.
  // Channels hold gateway secrets: admins only; the deposit queue is finance's.
  const guarded = { onRequest: requireOperator(ctx, []), schema: { tags: ['admin'], security: bearerSecurity } };
  const finance = { ...guarded, onRequest: requireOperator(ctx, ['finance']) };
  const one = { 200: envelopeOf(adminChannelSchema) };

  r.get(
    CHANNELS,
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Payment channels in display order (never the webhook secret)',
        response: { 200: envelopeOf(z.array(adminChannelSchema)) },
      },
    },
    async () => {
      const d = await decimals();
      return ok((await channels.list()).map((row) => presentAdminChannel(row, d)));
    },
  );

  r.post(
    CHANNELS,
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'A gateway or bank-transfer channel; limits and the fixed fee in major units',
        body: channelCreateSchema,
        response: one,
      },
    },
    async (request) => ok(presentAdminChannel(await channels.create(request.body), await decimals())),
  );

  r.patch(
    `${CHANNELS}/:id`,
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Change a channel (any subset; no webhookSecret keeps the stored one)',
        params: channelIdParamsSchema,
        body: channelUpdateSchema,
        response: one,
      },
    },
    async (request) =>
      ok(presentAdminChannel(await channels.update(request.params.id, request.body), await decimals())),
  );

  r.delete(
    `${CHANNELS}/:id`,
    {
      ...guarded,
      schema: {
        ...guarded.schema,
        summary: 'Disable a channel (its orders keep it: channels are never removed)',
        params: channelIdParamsSchema,
        response: one,
      },
    },
    async (request) =>
      ok(presentAdminChannel(await channels.update(request.params.id, { enabled: false }), await decimals())),
  );

  r.get(
    '/admin/api/deposits',
    {
      ...finance,
      schema: {
        ...guarded.schema,
        summary: 'Deposit orders, newest first (status=pending&channelType=bank_transfer: the review queue)',
        querystring: adminDepositQuerySchema,
        response: { 200: envelopeOf(adminDepositPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, status, channelType } = request.query;
      return ok(await deposits.adminPage({ status, channelType }, page, pageSize));
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/admin/api/deposits/:orderId/${decision}`,
      {
        ...finance,
        schema: {
          ...guarded.schema,
          summary:
            decision === 'approve'
              ? 'Approve a pending bank transfer: credits the main wallet once'
              : 'Reject a pending bank transfer: nothing moves',
          params: orderIdParamsSchema,
          body: reviewPayloadSchema.nullish(),
          response: { 200: envelopeOf(depositSchema) },
        },
      },
      async (request) =>
        ok(
          await deposits.review(
            request.params.orderId,
            decision,
            `operator:${request.operator!.subjectId}`,
            request.body?.note ?? null,
          ),
        ),
    );
  }
}
