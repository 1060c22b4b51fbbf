import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandSettings } from '@portal/shared/settings';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@portal/shared/envelope';
import { SystemStatus } from '@portal/shared/constants';
import {
  encryptionKeySchema,
  registerSettingsSchema,
  statusQuerySchema,
  whitelabelSchema,
} from '@portal/shared/contracts/system';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/app-error.ts';
import { JWE_ALG, JWE_ENC } from '../../platform/encryption.ts';
import { contentModule } from '../content/content.module.ts';
import { createContentRepo } from '../content/content.repo.ts';
import { createStatusResolver } from './system.service.ts';
import { presentRegisterSettings, presentWhitelabel } from './system.presenter.ts';
import { createStatusResponse, STATUS_URL, statusResponseSchema } from './status-response.ts';

/** Paths that stay open during maintenance or for restricted visitors: what the status pages need. */
const OPEN_PREFIXES = ['/wps/system/', '/admin/', '/healthz', '/readyz', '/docs', '/dev/'];
const GATED_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/studio/api/'];
/**
 * Machine callbacks stay open (docs/security.md): a gateway's notice of a payment made before the window,
 * or from a gateway whose address sits in a blocked country, must still be recorded; the identity
 * provider's redirect back only hands over a single-use code (completing it is gated).
 */
const EXEMPT_ROUTES = new Set(['/wps/payment/webhooks/:channelId', '/wps/social/:provider/callback']);

/**
 * The path the router matched, never the raw request target: find-my-way matches the
 * percent-decoded path (`/%77ps/...` is `/wps/...`) and the path of an absolute-form target
 * (`GET http://host/wps/... HTTP/1.1`). A request no route matches is judged by the same
 * normalized path, so an unknown gated path answers like a known one.
 */
export function gatePathOf(routeUrl: string | undefined, rawUrl: string): string {
  if (routeUrl) return routeUrl;
  let path = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const cut = path.search(/[?#;]/);
  if (cut >= 0) path = path.slice(0, cut);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A path that does not decode matches no route; judge it as written.
  }
  return path.startsWith('/') ? path : `/${path}`;
}

export function isGatedPath(path: string): boolean {
  if (EXEMPT_ROUTES.has(path)) return false;
  return GATED_PREFIXES.some((p) => path.startsWith(p)) && !OPEN_PREFIXES.some((p) => path.startsWith(p));
}

/** Registered on the root app so it also covers paths no route matches. */
export function registerSystemGate(app: FastifyInstance, ctx: AppContext) {
  const resolveStatus = createStatusResolver();
  const refusal = (settings: BrandSettings, request: FastifyRequest): AppError | undefined => {
    const visitor = resolveStatus(settings, request.ip, ctx.clock.now());
    if (visitor.status === SystemStatus.MAINTENANCE) return new AppError('MAINTENANCE');
    if (visitor.status === SystemStatus.RESTRICTED)
      return new AppError('REGION_RESTRICTED', { value: { ip: visitor.ip, country: visitor.country } });
    return undefined;
  };
  // Player calls are refused while the site is down for maintenance or the visitor is restricted.
  // onRequest runs after routing, so routeOptions.url is the matched route's pattern. A callback
  // hook that answers at once from the warm settings cache: it runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isGatedPath(gatePathOf(request.routeOptions.url, request.url))) return done();
    const cached = ctx.settings.peek();
    if (cached) return done(refusal(cached, request));
    ctx.settings.get().then(
      (settings) => done(refusal(settings, request)),
      (err: Error) => done(err),
    );
  });
}

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  const statusResponse = createStatusResponse(createContentRepo(ctx.db), contentModule(ctx).serviceLines);
  const resolveStatus = createStatusResolver();
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Not through the zod type provider: the handler sends finished JSON (see status-response.ts).
  app.get(
    STATUS_URL,
    {
      schema: {
        tags: ['system'],
        summary: 'Permission info and system status (0 normal, 1 maintenance, 2 region restricted)',
        querystring: statusQuerySchema,
        response: { 200: statusResponseSchema },
      },
    },
    // Answered without a wait from the warm settings cache and the snapshot's built template.
    (request, reply) => {
      const send = (body: string) => reply.type('application/json; charset=utf-8').send(body);
      const answer = (settings: BrandSettings) => {
        const body = statusResponse(settings, request.language, resolveStatus(settings, request.ip, ctx.clock.now()));
        return typeof body === 'string' ? send(body) : body.then(send);
      };
      const cached = ctx.settings.peek();
      return cached ? answer(cached) : ctx.settings.get().then(answer);
    },
  );

  r.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags: ['system'],
        summary: 'Menu settings of the brand',
        response: { 200: envelopeOf(whitelabelSchema) },
      },
    },
    async () => ok(presentWhitelabel(await ctx.settings.get())),
  );

  r.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags: ['system'],
        summary: 'Registration settings and per-field validation rules',
        response: { 200: envelopeOf(registerSettingsSchema) },
      },
    },
    async () => ok(presentRegisterSettings(await ctx.settings.get())),
  );

  r.get(
    '/wps/system/encryption-key',
    {
      schema: {
        tags: ['system'],
        summary: 'Public key (JWK) for encrypted calls: JWE compact, RSA-OAEP-256 + A256GCM',
        response: { 200: envelopeOf(encryptionKeySchema) },
      },
    },
    async () => {
      const jwk = await ctx.keys.publicKey();
      return ok({ kid: String(jwk.kid), alg: JWE_ALG, enc: JWE_ENC, jwk: jwk as Record<string, unknown> });
    },
  );
}
