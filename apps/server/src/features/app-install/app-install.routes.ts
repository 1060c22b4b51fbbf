import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushKeyValueSchema,
  pushSubscriptionPayloadSchema,
  pushUnsubscribePayloadSchema,
} from '@portal/shared/contracts/app-install';
import { envelopeOf } from '@portal/shared/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { isAppIconName } from './app-icons.ts';
import { appInstallModule } from './app-install.module.ts';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * The installable app: the manifest and its icons, drawn from the brand's settings (the service
 * worker and the offline page are files of the web build), and the member's push subscriptions.
 */
export async function appInstallRoutes(app: FastifyInstance, ctx: AppContext) {
  const module = appInstallModule(ctx);
  module.setLog(app.log);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireMember(ctx);

  r.get(
    '/manifest.webmanifest',
    { schema: { tags: ['app'], summary: "The web app manifest: the brand's name, colours and icons" } },
    async (request, reply) => {
      const body = JSON.stringify(await module.manifest());
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      // Revalidated on every use: a brand's new name or logo reaches installed apps on their next check.
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/manifest+json; charset=utf-8').send(body);
    },
  );

  r.get(
    '/app-icons/:file',
    {
      schema: {
        tags: ['app'],
        summary:
          "An app icon (PNG) drawn from the brand's logo: icon-192/512, maskable-192/512, apple-touch-icon, badge-96",
        params: z.object({ file: z.string().max(40) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!isAppIconName(file)) throw new AppError('NOT_FOUND');
      const { colours, initial } = await module.look();
      const version = await module.icons.version(colours, initial);
      const png = await module.icons.png(file, colours, initial);
      // The manifest names the current look in `v`: that URL never changes; any other revalidates.
      reply.header('cache-control', request.query.v === version ? YEAR : 'no-cache');
      return reply.type('image/png').send(png);
    },
  );

  r.get(
    '/wps/push/key',
    {
      schema: {
        tags: ['app'],
        summary: "The brand's VAPID public key, the applicationServerKey a browser subscribes with",
        response: { 200: envelopeOf(pushKeyValueSchema) },
      },
    },
    async () => ok({ publicKey: await module.push.publicKey() }),
  );

  r.post(
    '/wps/push/subscription',
    {
      onRequest,
      schema: {
        tags: ['app'],
        security: bearerSecurity,
        summary: "Saves this browser's push subscription for the member (this session's)",
        body: pushSubscriptionPayloadSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      // The notifications are worded in the language the page was in when it subscribed.
      await module.push.subscribe(request.member!, request.body, request.headers['user-agent'], request.language);
      return ok(null);
    },
  );

  r.delete(
    '/wps/push/subscription',
    {
      onRequest,
      schema: {
        tags: ['app'],
        security: bearerSecurity,
        summary: "Removes the member's push subscription at this endpoint (404 when it is not theirs)",
        body: pushUnsubscribePayloadSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await module.push.unsubscribe(request.member!.id, request.body.endpoint);
      return ok(null);
    },
  );
}
