import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChannelSchema,
  adminDepositPageSchema,
  adminDepositQuerySchema,
  adminDepositSchema,
  channelCreateSchema,
  channelIdParamsSchema,
  channelUpdateSchema,
  orderIdParamsSchema,
  reviewPayloadSchema,
} from '@portal/shared/contracts/deposits';
import { envelopeOf } from '@portal/shared/envelope';
import { CSV_MAX_ROWS } from '@portal/shared/contracts/money-queues';
import { approvalSchema } from '@portal/shared/contracts/operators';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { auditChange } from '../operators/audit-log.ts';
import { fourEyesFor, type MoneyAction } from '../operators/four-eyes.ts';
import { sendCsv } from '../../platform/csv.ts';
import { depositsCsv } from './deposits.csv.ts';
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
  const adminOne = { 200: envelopeOf(adminDepositSchema) };
  const fourEyes = fourEyesFor(ctx);

  /** An approval as four-eyes runs it: now, or once a second finance operator approves. */
  async function approveAction(payload: { orderId: string; note: string | null }) {
    const prepared = await deposits.prepareApproval(payload.orderId);
    const action: MoneyAction<{ orderId: string; transactionId: number }> = {
      auditKind: 'deposit_approval',
      approvalKind: 'deposit_approval',
      subject: `deposit:${payload.orderId}`,
      payload,
      memberId: prepared.order.member_id,
      amountMinor: prepared.order.amount_minor,
      currency: prepared.order.currency,
      run: async (trx, by) => ({ value: await deposits.approveIn(trx, prepared, by.requestedBy, payload.note) }),
    };
    return action;
  }
  fourEyes.register('deposit_approval', (payload) =>
    approveAction(payload as { orderId: string; note: string | null }),
  );

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
        summary:
          'Deposit orders, newest first, by status, channel type, member (username or id) and time range ' +
          '(status=pending&channelType=bank_transfer: the review queue); format=csv: every matching row as CSV',
        querystring: adminDepositQuerySchema,
        response: { 200: envelopeOf(adminDepositPageSchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...filter } = request.query;
      if (format === 'csv') {
        const { rows, decimals } = await deposits.exportRows(filter, CSV_MAX_ROWS);
        return sendCsv(reply, `deposits-${new Date().toISOString().slice(0, 10)}.csv`, depositsCsv(rows, decimals));
      }
      return ok(await deposits.adminPage(filter, page, pageSize));
    },
  );

  r.get(
    '/admin/api/deposits/:orderId',
    {
      ...finance,
      schema: { ...guarded.schema, summary: 'One deposit order', params: orderIdParamsSchema, response: adminOne },
    },
    async (request) => ok(await deposits.adminOne(request.params.orderId)),
  );

  r.get(
    '/admin/api/deposits/:orderId/proof',
    {
      ...finance,
      schema: { ...guarded.schema, summary: "A bank transfer's proof image", params: orderIdParamsSchema },
    },
    async (request, reply) => {
      const { data, contentType } = await deposits.proof(request.params.orderId);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );

  r.post(
    '/admin/api/deposits/:orderId/approve',
    {
      ...finance,
      schema: {
        ...guarded.schema,
        summary:
          'Approve a pending bank transfer: credits the main wallet once (above FOUR_EYES_THRESHOLD_MINOR: 202, a request for a second operator)',
        params: orderIdParamsSchema,
        body: reviewPayloadSchema.nullish(),
        response: { ...adminOne, 202: envelopeOf(approvalSchema) },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const action = await approveAction({ orderId, note: request.body?.note || null });
      const outcome = await fourEyes.perform(action, request.operator!);
      if (outcome.status === 'pending') {
        auditChange(request, {
          subject: `deposit:${orderId}`,
          before: { status: 'pending' },
          after: { status: 'pending', approvalId: outcome.approval.id },
        });
        return reply.code(202).send(ok(outcome.approval));
      }
      auditChange(request, { subject: `deposit:${orderId}`, before: { status: 'pending' }, after: { status: 'paid' } });
      return ok(await deposits.adminOne(orderId));
    },
  );

  r.post(
    '/admin/api/deposits/:orderId/reject',
    {
      ...finance,
      schema: {
        ...guarded.schema,
        summary: 'Reject a pending bank transfer: nothing moves (a waiting four-eyes request closes with it)',
        params: orderIdParamsSchema,
        body: reviewPayloadSchema.nullish(),
        response: adminOne,
      },
    },
    async (request) => {
      const { orderId } = request.params;
      await deposits.reject(orderId, request.operator!.subjectId, request.body?.note || null);
      auditChange(request, {
        subject: `deposit:${orderId}`,
        before: { status: 'pending' },
        after: { status: 'rejected' },
      });
      return ok(await deposits.adminOne(orderId));
    },
  );
}
