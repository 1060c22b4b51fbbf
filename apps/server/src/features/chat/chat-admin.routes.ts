import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatAdminHistorySchema,
  chatAdminMessageSchema,
  chatBanPayloadSchema,
  chatHistoryQuerySchema,
  chatLobbyRoomSchema,
  chatMutePayloadSchema,
  chatQueueItemSchema,
  chatReplyPayloadSchema,
  chatRestrictionSchema,
  chatWordFiltersSchema,
} from '@portal/shared/contracts/chat';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { chatModule } from './chat.module.ts';

const BASE = '/admin/api/chat';
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const roomParams = z.object({ roomId: id }).strict();
const messageParams = z.object({ messageId: id }).strict();
const memberParams = z.object({ memberId: id }).strict();
const done = envelopeOf(z.object({ done: z.literal(true) }));
const restrictionAnswer = envelopeOf(chatRestrictionSchema);

/** The support desk's chat calls (role support): the queue, conversations, lobbies, moderation. */
export async function chatAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { service, repo } = chatModule(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const support = { onRequest: requireOperator(ctx, ['support']) };
  const schema = <T extends object>(summary: string, rest: T) => ({
    tags: ['chat-admin'],
    security: bearerSecurity,
    summary,
    ...rest,
  });
  const operatorOf = (request: { operator?: { subjectId: number; username: string } }) => ({
    id: request.operator!.subjectId,
    username: request.operator!.username,
  });

  r.get(
    `${BASE}/queue`,
    {
      ...support,
      schema: schema(
        'Support conversations still open: the longest waiting for an answer first, then those answered and not yet marked handled',
        { response: { 200: envelopeOf(z.array(chatQueueItemSchema)) } },
      ),
    },
    async () => ok(await service.queue()),
  );

  r.get(
    `${BASE}/lobbies`,
    {
      ...support,
      schema: schema('The public lobby rooms, one per language, with who is online', {
        response: { 200: envelopeOf(z.array(chatLobbyRoomSchema)) },
      }),
    },
    async () => ok(await service.lobbies()),
  );

  r.get(
    `${BASE}/rooms/:roomId/messages`,
    {
      ...support,
      schema: schema(
        "A page of a room's messages, deleted ones included (deletedAt set), with full usernames; `before` and `limit` as for members",
        {
          params: roomParams,
          querystring: chatHistoryQuerySchema,
          response: { 200: envelopeOf(chatAdminHistorySchema) },
        },
      ),
    },
    async (request) => ok(await service.adminHistory(request.params.roomId, request.query.before, request.query.limit)),
  );

  r.post(
    `${BASE}/rooms/:roomId/messages`,
    {
      ...support,
      schema: schema(
        "Answer in a support conversation (or speak in a lobby): shown live to the member as Support's message",
        { params: roomParams, body: chatReplyPayloadSchema, response: { 200: envelopeOf(chatAdminMessageSchema) } },
      ),
    },
    async (request) => {
      const message = await service.reply(operatorOf(request), request.params.roomId, request.body.text);
      auditChange(request, { subject: `chat-room:${request.params.roomId}`, after: { messageId: message.id } });
      return ok(message);
    },
  );

  r.post(
    `${BASE}/rooms/:roomId/handled`,
    {
      ...support,
      schema: schema(
        'Mark a support conversation handled: it leaves the queue until the member writes again (404 for a lobby)',
        { params: roomParams, response: { 200: done } },
      ),
    },
    async (request) => {
      await service.markHandled(request.params.roomId);
      auditChange(request, {
        subject: `chat-room:${request.params.roomId}`,
        before: { status: 'open' },
        after: { status: 'handled' },
      });
      return ok({ done: true as const });
    },
  );

  r.delete(
    `${BASE}/messages/:messageId`,
    {
      ...support,
      schema: schema('Delete a message: it disappears live from every screen (the record keeps it for the audit)', {
        params: messageParams,
        response: { 200: envelopeOf(chatAdminMessageSchema) },
      }),
    },
    async (request) => {
      const message = await service.deleteMessage(request.operator!.subjectId, request.params.messageId);
      auditChange(request, {
        subject: `chat-message:${message.id}`,
        before: { text: message.text, imageUrl: message.imageUrl, sender: message.senderName },
        after: { deletedAt: message.deletedAt },
      });
      return ok(message);
    },
  );

  r.get(
    `${BASE}/restrictions`,
    {
      ...support,
      schema: schema('Members muted now or banned from chat, most recent first', {
        response: { 200: envelopeOf(z.array(chatRestrictionSchema)) },
      }),
    },
    async () => ok(await service.restrictions()),
  );

  const restricting = async (
    request: { params: { memberId: number }; operator?: { subjectId: number } },
    change: Parameters<typeof service.restrict>[2],
  ) => {
    const { before, after } = await service.restrict(request.operator!.subjectId, request.params.memberId, change);
    auditChange(request as never, { subject: `chat-member:${request.params.memberId}`, before, after });
    return ok(after);
  };

  r.put(
    `${BASE}/members/:memberId/mute`,
    {
      ...support,
      schema: schema('Mute a member for `minutes` (10 minutes to 30 days): they read but cannot send', {
        params: memberParams,
        body: chatMutePayloadSchema,
        response: { 200: restrictionAnswer },
      }),
    },
    async (request) => restricting(request, { mute: { minutes: request.body.minutes }, reason: request.body.reason }),
  );

  r.delete(
    `${BASE}/members/:memberId/mute`,
    {
      ...support,
      schema: schema('Lift a mute', { params: memberParams, response: { 200: restrictionAnswer } }),
    },
    async (request) => restricting(request, { mute: null }),
  );

  r.put(
    `${BASE}/members/:memberId/ban`,
    {
      ...support,
      schema: schema('Ban a member from chat until lifted: their open sockets close with CHAT_BANNED', {
        params: memberParams,
        body: chatBanPayloadSchema,
        response: { 200: restrictionAnswer },
      }),
    },
    async (request) => restricting(request, { ban: true, reason: request.body.reason }),
  );

  r.delete(
    `${BASE}/members/:memberId/ban`,
    {
      ...support,
      schema: schema('Lift a chat ban', { params: memberParams, response: { 200: restrictionAnswer } }),
    },
    async (request) => restricting(request, { ban: false }),
  );

  r.get(
    `${BASE}/word-filters`,
    {
      ...support,
      schema: schema('The words masked in every message (as many * as letters)', {
        response: { 200: envelopeOf(chatWordFiltersSchema) },
      }),
    },
    async () => ok({ words: await repo.words() }),
  );

  r.put(
    `${BASE}/word-filters`,
    {
      ...support,
      schema: schema('Replace the word list (lower case, no spaces, at most 500): applies to messages sent from now', {
        body: chatWordFiltersSchema,
        response: { 200: envelopeOf(chatWordFiltersSchema) },
      }),
    },
    async (request) => {
      const { before, after } = await service.setWords(request.body.words);
      auditChange(request, { subject: 'chat-word-filters', before: { words: before }, after: { words: after } });
      return ok({ words: after });
    },
  );
}
