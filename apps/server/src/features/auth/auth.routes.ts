import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliateQuerySchema,
  affiliateValueSchema,
  captchaValueSchema,
  freePlayPayloadSchema,
  loginPayloadSchema,
  loginValueSchema,
  registerMobilePayloadSchema,
  registerPayloadSchema,
} from '@portal/shared/contracts/auth';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { decryptBody, ENCRYPTED_BODY_NOTE } from '../../platform/encrypted-body.ts';
import { AppError } from '../../platform/app-error.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { deviceIdOf } from '../../platform/sessions.ts';
import { requireMember } from '../members/member-guard.ts';
import type { ClientMeta } from './auth.service.ts';
import { authModule } from './auth.module.ts';
import { createLoginChallengeCodes } from './login-challenge-codes.ts';
import { createSmsCodes } from './sms-codes.service.ts';
import { verificationRoutes } from './verification.routes.ts';

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  deviceId: deviceIdOf(request.headers['x-device-id']),
});

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { auth, captcha, members, verification, settings, challenges, reset } = authModule(ctx);
  await verificationRoutes(app, ctx, {
    auth,
    challengeCodes: createLoginChallengeCodes({
      challenges,
      verification,
      sms: ctx.delivery.sms,
      email: ctx.delivery.email,
      member: (id) => members.findById(id),
      env: ctx.env,
    }),
    meta: clientMeta,
    smsCodes: createSmsCodes({ verification, sms: ctx.delivery.sms, members, env: ctx.env, settings }),
    reset,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const encrypted = decryptBody(ctx);
  const signedIn = { 200: envelopeOf(loginValueSchema) };

  for (const url of ['/wps/session/login', '/wps/session/login/v2']) {
    r.post(
      url,
      {
        preValidation: encrypted,
        schema: {
          tags: ['auth'],
          summary: 'Member login (encrypted): trimmed username and password',
          description: ENCRYPTED_BODY_NOTE,
          body: loginPayloadSchema,
          response: signedIn,
        },
      },
      async (request, reply) => {
        try {
          return ok(await auth.login(request.body, clientMeta(request)));
        } catch (error) {
          if (error instanceof AppError && error.code === 'ACCOUNT_LOCKED') {
            reply.header('retry-after', String((error.value as { retryAfterSeconds: number }).retryAfterSeconds));
          }
          throw error;
        }
      },
    );
  }

  r.get(
    '/wps/captcha',
    {
      config: { rateLimit: { max: ctx.env.CAPTCHA_RATE_LIMIT_MAX, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'A single-use captcha (PNG data URL) for the next login; expires in 2 minutes',
        response: { 200: envelopeOf(captchaValueSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.issue());
    },
  );

  r.post(
    '/wps/session/login/freeplay',
    {
      preValidation: encrypted,
      schema: {
        tags: ['auth'],
        summary: 'Free play (encrypted): a trial account (type 4), signed in',
        description: ENCRYPTED_BODY_NOTE,
        body: freePlayPayloadSchema,
        response: signedIn,
      },
    },
    async (request) => ok(await auth.freePlay(clientMeta(request))),
  );

  r.delete(
    '/wps/session/logout',
    {
      onRequest: requireMember(ctx, { allowTrial: true, duringPasswordChange: true, duringCashOut: true }),
      schema: {
        tags: ['auth'],
        summary: 'Member logout: ends this session',
        security: bearerSecurity,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await auth.logout(request.member!, clientMeta(request));
      return ok(null);
    },
  );

  r.put(
    '/wps/member/register',
    {
      preValidation: encrypted,
      schema: {
        tags: ['auth'],
        summary: 'Register by username (encrypted); signs the member in',
        description: ENCRYPTED_BODY_NOTE,
        body: registerPayloadSchema,
        response: signedIn,
      },
    },
    async (request) => ok(await auth.register(request.body, clientMeta(request))),
  );

  r.put(
    '/wps/member/register/mobile',
    {
      preValidation: encrypted,
      schema: {
        tags: ['auth'],
        summary: 'Register by mobile number (encrypted): the answer carries the generated account number',
        description: ENCRYPTED_BODY_NOTE,
        body: registerMobilePayloadSchema,
        response: signedIn,
      },
    },
    async (request) => ok(await auth.registerMobile(request.body, clientMeta(request))),
  );

  r.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether an affiliate (referral) code names a member who can take downlines',
        querystring: affiliateQuerySchema,
        response: { 200: envelopeOf(affiliateValueSchema) },
      },
    },
    async (request) => ok({ valid: await auth.affiliateValid(request.query.code) }),
  );
}
