import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  socialCompletePayloadSchema,
  socialCompleteValueSchema,
  socialProvidersValueSchema,
} from '@portal/shared/contracts/social';
import { envelopeOf } from '@portal/shared/envelope';
import type { ErrorCode } from '@portal/shared/errors';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import { deviceIdOf } from '../../platform/sessions.ts';
import { ok } from '../../platform/envelope.ts';
import { authModule } from '../auth/auth.module.ts';
import { clearBrowserBinding, readBrowserBinding, setBrowserBinding } from './browser-binding.ts';
import type { ClientMeta } from '../auth/auth.service.ts';
import { createClientSecrets } from './client-secrets.ts';
import { createOidc } from './oidc.ts';
import { socialAdminRoutes } from './social-admin.routes.ts';
import { createSocialRepo } from './social.repo.ts';
import { createSocialService } from './social.service.ts';

/** The web route that finishes a social sign-in (apps/web: features/social). */
const COMPLETE_PAGE = '/social/complete';

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  // Sent by the player client on /complete (a fetch), not on the provider's callback (a navigation).
  deviceId: deviceIdOf(request.headers['x-device-id']),
});

const providerParams = z.object({ provider: z.string().max(64) });

/**
 * Social sign-in: the public provider list, the two browser navigations (start, callback) that
 * answer redirects, and the call that turns the hand-off code into a session.
 */
export async function socialRoutes(app: FastifyInstance, ctx: AppContext) {
  const { auth, members, log, settings } = authModule(ctx);
  const repo = createSocialRepo(ctx.db);
  const oidc = createOidc();
  const secrets = createClientSecrets(ctx);
  const social = createSocialService({
    repo,
    members,
    oidc,
    secrets,
    clock: ctx.clock,
    log,
    settings,
    signIn: auth.signInByProvider,
    createMember: auth.insertMember,
  });
  await socialAdminRoutes(app, ctx, { repo, oidc, secrets });
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A navigation that failed lands on the web page with the code, which it shows localized. */
  const redirectWithError = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    let code: ErrorCode = 'INTERNAL_ERROR';
    if (error instanceof AppError) {
      code = error.code;
      request.log.info({ code, reason: error.message }, 'social sign-in refused');
    } else request.log.error({ err: error }, 'social sign-in failed');
    return reply.redirect(`${COMPLETE_PAGE}?error=${encodeURIComponent(code)}`);
  };

  r.get(
    '/wps/social/providers',
    {
      schema: {
        tags: ['social'],
        summary: 'Providers for the login popup (key and name), empty while social sign-in is off',
        response: { 200: envelopeOf(socialProvidersValueSchema) },
      },
    },
    async () => ok(await social.publicProviders()),
  );

  r.get(
    '/wps/social/:provider/start',
    {
      schema: {
        tags: ['social'],
        summary: 'Browser navigation: 302 to the provider (PKCE S256, state, nonce); returnTo is a path on this site',
        params: providerParams,
        querystring: z.object({ returnTo: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const origin = publicOrigin(ctx.env, app.server);
        const { url, browserKey } = await social.start(request.params.provider, {
          returnTo: request.query.returnTo,
          origin,
        });
        setBrowserBinding(request, reply, browserKey);
        return reply.redirect(url.href);
      } catch (error) {
        return redirectWithError(request, reply, error);
      }
    },
  );

  r.get(
    '/wps/social/:provider/callback',
    {
      schema: {
        tags: ['social'],
        summary: `The provider's redirect back: 302 to ${COMPLETE_PAGE}?code=… (single use, 60 s) or ?error=CODE`,
        params: providerParams,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const url = request.raw.url ?? '';
        const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
        const browserKey = readBrowserBinding(request);
        clearBrowserBinding(request, reply);
        const code = await social.callback(request.params.provider, query, browserKey, clientMeta(request));
        return reply.redirect(`${COMPLETE_PAGE}?code=${encodeURIComponent(code)}`);
      } catch (error) {
        return redirectWithError(request, reply, error);
      }
    },
  );

  r.post(
    '/wps/social/complete',
    {
      schema: {
        tags: ['social'],
        summary: 'Spends the hand-off code: the login value (as POST /wps/session/login) plus returnTo',
        body: socialCompletePayloadSchema,
        response: { 200: envelopeOf(socialCompleteValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await social.complete(request.body.code, clientMeta(request)));
    },
  );
}
