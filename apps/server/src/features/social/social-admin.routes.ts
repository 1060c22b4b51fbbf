import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  socialProviderAdminSchema,
  socialProviderCreateSchema,
  socialProviderKeyParamsSchema,
  socialProvidersAdminValueSchema,
  socialProviderUpdateSchema,
} from '@portal/shared/contracts/social';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import type { ClientSecrets } from './client-secrets.ts';
import type { Oidc } from './oidc.ts';
import { presentProviderAdmin } from './social.presenter.ts';
import type { SocialRepo } from './social.repo.ts';
import { createSocialProviders } from './social-providers.service.ts';

const URL_BASE = '/admin/api/social-providers';

/** The operator's providers: list, create, update, delete. The client secret is write-only. */
export async function socialAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { repo: SocialRepo; oidc: Oidc; secrets: ClientSecrets },
) {
  const providers = createSocialProviders({ ...deps, clock: ctx.clock });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: the token is checked before the body is read, so no token is 401 whatever the body.
  // Sign-in providers (issuers the server fetches): admins only.
  const guarded = { onRequest: requireOperator(ctx, []) };
  const one = { 200: envelopeOf(socialProviderAdminSchema) };

  r.get(
    URL_BASE,
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        summary: 'Social sign-in providers, in display order (never the client secret)',
        security: bearerSecurity,
        response: { 200: envelopeOf(socialProvidersAdminValueSchema) },
      },
    },
    async () => ok((await providers.list()).map(presentProviderAdmin)),
  );

  r.post(
    URL_BASE,
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        summary: 'Add a provider; an enabled one must answer OpenID discovery at its issuer URL',
        security: bearerSecurity,
        body: socialProviderCreateSchema,
        response: one,
      },
    },
    async (request) => ok(presentProviderAdmin(await providers.create(request.body))),
  );

  r.patch(
    `${URL_BASE}/:key`,
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        summary: 'Change a provider (any subset; no clientSecret keeps the stored one)',
        security: bearerSecurity,
        params: socialProviderKeyParamsSchema,
        body: socialProviderUpdateSchema,
        response: one,
      },
    },
    async (request) => ok(presentProviderAdmin(await providers.update(request.params.key, request.body))),
  );

  r.delete(
    `${URL_BASE}/:key`,
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        summary: "Remove a provider and its members' links to it (the members stay)",
        security: bearerSecurity,
        params: socialProviderKeyParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await providers.remove(request.params.key);
      return ok(null);
    },
  );
}
