import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import {
  audienceCountSchema,
  messageAudienceSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageParamsIdSchema,
  messageSendSchema,
  sentMessagePageSchema,
  unreadCountSchema,
} from '@portal/shared/contracts/messages';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { appInstallModule } from '../app-install/app-install.module.ts';
import { messagesModule } from './messages.module.ts';
import { createPushRelay, definePushRelay } from './push-relay.ts';

const sentQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** The member's inbox (messageV2) and the support team's sending of notices. */
export async function messagesRoutes(app: FastifyInstance, ctx: AppContext) {
  const messages = messagesModule(ctx);
  definePushRelay(
    ctx.jobs,
    createPushRelay({
      db: ctx.db,
      currency: async () => (await ctx.settings.get()).currency,
      sendPush: (memberId, message) => appInstallModule(ctx).sendPush(memberId, message),
    }),
    ctx.env.MESSAGE_PUSH_INTERVAL_MS,
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: requireMember(ctx) };
  const player = (summary: string) => ({ tags: ['messages'], security: bearerSecurity, summary });
  const done = envelopeOf(z.object({ done: z.literal(true) }));

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  r.get(
    '/wps/messages',
    {
      ...member,
      schema: {
        ...player("The member's platform messages, newest first, with the unread count"),
        querystring: messagePageQuerySchema,
        response: { 200: envelopeOf(messagePageSchema) },
      },
    },
    async (request) => ok(await messages.page(request.member!.id, request.query, request.language)),
  );

  r.get(
    '/wps/messages/unread-count',
    {
      ...member,
      schema: {
        ...player('Unread platform messages (the header badge)'),
        response: { 200: envelopeOf(unreadCountSchema) },
      },
    },
    async (request) => ok({ count: await messages.unreadCount(request.member!.id) }),
  );

  r.post(
    '/wps/messages/:id/read',
    {
      ...member,
      schema: { ...player('Mark one message read'), params: messageParamsIdSchema, response: { 200: done } },
    },
    async (request) => {
      await messages.markRead(request.member!.id, request.params.id);
      return ok({ done: true as const });
    },
  );

  r.post(
    '/wps/messages/read-all',
    {
      ...member,
      schema: {
        ...player('Mark every message read'),
        response: { 200: envelopeOf(z.object({ read: z.number().int() })) },
      },
    },
    async (request) => ok({ read: await messages.markAllRead(request.member!.id) }),
  );

  r.delete(
    '/wps/messages/:id',
    {
      ...member,
      schema: {
        ...player('Delete one message from the inbox'),
        params: messageParamsIdSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await messages.remove(request.member!.id, request.params.id);
      return ok({ done: true as const });
    },
  );

  const support = { onRequest: requireOperator(ctx, ['support']) };
  const admin = (summary: string) => ({ tags: ['admin-messages'], security: bearerSecurity, summary });

  r.post(
    '/admin/api/messages/audience',
    {
      ...support,
      schema: {
        ...admin(
          "How many members an audience reaches now (one member, VIP levels, an agent's team, countries, everyone)",
        ),
        body: z.object({ audience: messageAudienceSchema }).strict(),
        response: { 200: envelopeOf(audienceCountSchema) },
      },
    },
    async (request) => ok({ recipients: await messages.countAudience(request.body.audience) }),
  );

  r.post(
    '/admin/api/messages',
    {
      ...support,
      schema: {
        ...admin('Send a notice (texts by language) to an audience: one insert of every recipient'),
        body: messageSendSchema,
        response: { 200: envelopeOf(z.object({ id: z.number().int(), recipients: z.number().int() })) },
      },
    },
    async (request) => {
      // Every reader gets at least the brand's default language.
      const { defaultLanguage } = (await ctx.settings.get()).locale;
      const missing = Object.fromEntries(
        (['title', 'content'] as const)
          .filter((field) => !request.body[field][defaultLanguage]?.trim())
          .map((field) => [`${field}.${defaultLanguage}`, FieldIssue.REQUIRED]),
      );
      if (Object.keys(missing).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields: missing } });
      const sent = await messages.send(request.body, request.operator!.username);
      auditChange(request, { subject: `message ${sent.id}`, after: { ...request.body, recipients: sent.recipients } });
      return ok(sent);
    },
  );

  r.get(
    '/admin/api/messages',
    {
      ...support,
      schema: {
        ...admin('Notices sent, newest first, with how many recipients have read each'),
        querystring: sentQuery,
        response: { 200: envelopeOf(sentMessagePageSchema) },
      },
    },
    async (request) => ok(await messages.sent(request.query.page, request.query.pageSize)),
  );
}
