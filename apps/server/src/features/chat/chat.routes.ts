import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_SOCKET_PATH,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatImageUploadSchema,
  chatInfoQuerySchema,
  chatInfoSchema,
} from '@portal/shared/contracts/chat';
import { envelopeOf } from '@portal/shared/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { readImageFiles } from '../../platform/image-files.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { createChatHub } from './chat-hub.ts';
import { chatModule } from './chat.module.ts';
import { defineChatRetention } from './chat-retention.ts';
import { uploadQuotaOf } from '../members/upload-quota.ts';
import { openConnections } from '../../platform/metrics.ts';

const roomParams = z.object({ roomId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();
const imageParams = z.object({ name: z.string().max(60) }).strict();
const imageQuery = z
  .object({ expires: z.coerce.number().int().min(0).max(99_999_999_999), sig: z.string().max(64) })
  .strict();

/**
 * Live chat for members (flags.chat; trial accounts get 403 TRUE_ACCOUNT_REQUIRED): the info,
 * a room's history, image uploads, and the WebSocket at CHAT_SOCKET_PATH (docs/api.md, frames).
 */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const { service, limits, imageUrls } = chatModule(ctx);
  defineChatRetention(ctx.jobs, () => service.pruneHistory());
  // Messages are presented with signed image URLs (sync): the key is loaded once, here.
  await imageUrls.ready();
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    // 1001 "going away" on shutdown (the default closes without a code): clients reconnect to
    // another instance on purpose instead of treating it as a network fault.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server closing');
      this.websocketServer.close();
      done();
    },
  });
  // One file more than allowed is read, so a second image is refused by name rather than cut off.
  await app.register(multipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 2, fields: 2 } });
  const hub = createChatHub({ ctx, service, limits, log: app.log });
  await hub.start();
  const unobserve = openConnections.add({ kind: 'chat_socket' }, hub.openSockets);
  app.addHook('onClose', async () => {
    unobserve();
    await hub.close();
    await limits.close();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: requireMember(ctx) };
  const schema = <T extends object>(summary: string, rest: T) => ({
    tags: ['chat'],
    security: bearerSecurity,
    summary,
    ...rest,
  });

  r.get(
    '/wps/chat',
    {
      ...member,
      schema: schema(
        "The member's chat: chatUrl (this site's page opening the chat window with the asked b2c, title, language and headerColor), socketPath, unReadCount over the lobby of the language (the query's, else the Language header's) and the support conversation, headerColor (the query's, else the brand's), the rooms and the member's standing (muted, banned); 403 FORBIDDEN with value.reason CHAT_DISABLED when flags.chat is off",
        { querystring: chatInfoQuerySchema, response: { 200: envelopeOf(chatInfoSchema) } },
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { language, title, headerColor } = request.query;
      return ok(await service.info(request.member!.id, language ?? request.language, { title, headerColor }));
    },
  );

  r.get(
    '/wps/chat/rooms/:roomId/messages',
    {
      ...member,
      schema: schema(
        "A page of a room's messages, oldest first: the newest `limit` (at most 50) below `before` (a message id); any lobby, or the member's own support conversation (404 otherwise)",
        { params: roomParams, querystring: chatHistoryQuerySchema, response: { 200: envelopeOf(chatHistorySchema) } },
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { before, limit } = request.query;
      return ok(await service.history(request.member!.id, request.params.roomId, before, limit));
    },
  );

  r.post(
    '/wps/chat/images',
    {
      ...member,
      schema: schema(
        'Upload one PNG or JPG of at most 2 MB (multipart, field image) for a later `send` frame; answers its imageName. 403 FORBIDDEN with value.reason CHAT_MUTED (value.until) or CHAT_BANNED',
        { response: { 200: envelopeOf(chatImageUploadSchema) } },
      ),
    },
    async (request) => {
      const [file] = await readImageFiles(request, { maxFiles: 1, maxBytes: CHAT_IMAGE_MAX_BYTES, field: 'image' });
      await uploadQuotaOf(ctx).take(request.member!.id, [file!]);
      return ok(await service.uploadImage(request.member!.id, file!));
    },
  );

  // Signed URLs only (chat-image-urls.ts): the server hands them to the room's readers and to
  // operators with each message; a bare name, a forged or an expired link is a 404.
  r.get(
    '/wps/chat/images/:name',
    {
      schema: {
        tags: ['chat'],
        summary: "An image sent in a chat room, through the signed URL of the message's imageUrl (one to two hours)",
        params: imageParams,
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const left = imageUrls.check(name, request.query.expires, request.query.sig);
      if (left === null) throw new AppError('NOT_FOUND');
      const { data, contentType } = await service.image(name);
      return reply
        .header('content-type', contentType)
        .header('cache-control', `private, max-age=${left}, immutable`)
        .header('content-disposition', 'inline')
        .send(data);
    },
  );

  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      schema: {
        tags: ['chat'],
        summary:
          'The chat WebSocket: the first frame is hello with the session token (docs/api.md lists the frames); no token in the address',
        hide: true,
      },
    },
    (socket, request) => hub.accept(socket, request.ip),
  );
}
