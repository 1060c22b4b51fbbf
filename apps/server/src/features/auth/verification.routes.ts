import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordEmailPayloadSchema,
  loginChallengeCodePayloadSchema,
  loginValueSchema,
  loginVerifyPayloadSchema,
  phonePasswordPayloadSchema,
  resetPasswordPayloadSchema,
  smsCodePayloadSchema,
  smsCodeSentValueSchema,
  firebaseLoginPayloadSchema,
  firebaseWebConfigSchema,
  smsLoginPayloadSchema,
  smsPasswordCodeSentValueSchema,
  smsRegisterCodePayloadSchema,
} from '@portal/shared/contracts/auth';
import { codeSentSchema } from '@portal/shared/contracts/security';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { decryptBody, ENCRYPTED_BODY_NOTE } from '../../platform/encrypted-body.ts';
import { ok } from '../../platform/envelope.ts';
import type { AuthService, ClientMeta } from './auth.service.ts';
import type { LoginChallengeCodes } from './login-challenge-codes.ts';
import type { PasswordReset } from './password-reset.service.ts';
import type { SmsCodes } from './sms-codes.service.ts';

/** The password calls of a visitor, per IP: enough for a person, little for a guesser. */
const RESET_RATE_LIMIT = { max: 30, timeWindow: 600_000 };

/** RATE_LIMITED from a code call also travels as Retry-After. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      const value = error.value as { retryAfterSeconds?: number } | null;
      if (value?.retryAfterSeconds) reply.header('retry-after', String(value.retryAfterSeconds));
    }
    throw error;
  }
}

/** SMS and e-mail codes: sending them, SMS login, and the forgotten-password calls. */
export async function verificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    auth: AuthService;
    smsCodes: SmsCodes;
    reset: PasswordReset;
    challengeCodes: LoginChallengeCodes;
    meta: (request: FastifyRequest) => ClientMeta;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const encrypted = decryptBody(ctx);
  const { smsCodes, reset } = deps;
  const sent = { 200: envelopeOf(smsCodeSentValueSchema) };

  r.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registration SMS code to `mobileNo` (or `mobileNum`); answers its lifetime in minutes',
        body: smsRegisterCodePayloadSchema,
        response: sent,
      },
    },
    async (request, reply) =>
      ok(
        await withRetryAfter(reply, () =>
          smsCodes.forRegistration({
            mobileNum: request.body.mobileNo ?? request.body.mobileNum ?? '',
            countryDialingCode: request.body.countryDialingCode,
            ip: request.ip,
            language: request.language,
          }),
        ),
      ),
  );

  r.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags: ['auth'],
        summary: 'SMS login code; the same answer whether or not an account holds the number',
        body: smsCodePayloadSchema,
        response: sent,
      },
    },
    async (request, reply) =>
      ok(
        await withRetryAfter(reply, () =>
          smsCodes.forLogin({ ...request.body, ip: request.ip, language: request.language }),
        ),
      ),
  );

  r.post(
    '/wps/verification/sms/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password by phone: a code; `expirationTime` in seconds (same answer for unknown numbers)',
        body: smsCodePayloadSchema,
        response: { 200: envelopeOf(smsPasswordCodeSentValueSchema) },
      },
    },
    async (request, reply) =>
      ok(
        await withRetryAfter(reply, () =>
          smsCodes.forPasswordReset({ ...request.body, ip: request.ip, language: request.language }),
        ),
      ),
  );

  r.post(
    '/wps/session/login/sms',
    {
      preValidation: encrypted,
      schema: {
        tags: ['auth'],
        summary: 'SMS code login (encrypted): signs in the member holding the mobile',
        description: ENCRYPTED_BODY_NOTE,
        body: smsLoginPayloadSchema,
        response: { 200: envelopeOf(loginValueSchema) },
      },
    },
    async (request) => ok(await deps.auth.smsLogin(request.body, deps.meta(request))),
  );

  r.post(
    '/wps/session/login/firebase',
    {
      preValidation: encrypted,
      schema: {
        tags: ['auth'],
        summary:
          'Firebase phone sign-in (encrypted): the ID token Firebase gave the browser proves the phone; the member holding it signs in (the authenticator next when enrolled). 401 FIREBASE_TOKEN_INVALID (value.reason), 404 PHONE_NOT_REGISTERED (register with the token), 503 FIREBASE_NOT_CONFIGURED',
        description: ENCRYPTED_BODY_NOTE,
        body: firebaseLoginPayloadSchema,
        response: { 200: envelopeOf(loginValueSchema) },
      },
    },
    async (request) => ok(await deps.auth.firebaseLogin(request.body, deps.meta(request))),
  );

  r.get(
    '/wps/session/login/firebase/config',
    {
      schema: {
        tags: ['auth'],
        summary:
          "The brand's Firebase web app (apiKey, authDomain, projectId, appId: public values) for the browser's phone check, or null when it is not set up",
        response: { 200: envelopeOf(firebaseWebConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const env = ctx.env;
      const ready =
        env.FIREBASE_PROJECT_ID && env.FIREBASE_WEB_API_KEY && env.FIREBASE_AUTH_DOMAIN && env.FIREBASE_APP_ID;
      return ok(
        ready
          ? {
              apiKey: env.FIREBASE_WEB_API_KEY!,
              authDomain: env.FIREBASE_AUTH_DOMAIN!,
              projectId: env.FIREBASE_PROJECT_ID!,
              appId: env.FIREBASE_APP_ID!,
            }
          : null,
      );
    },
  );

  r.post(
    '/wps/session/login/verify',
    {
      config: { rateLimit: RESET_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Second sign-in step from a new address: the code of one of the offered `methods` (the authenticator or a recovery code, SMS or e-mail); signs in',
        body: loginVerifyPayloadSchema,
        response: { 200: envelopeOf(loginValueSchema) },
      },
    },
    async (request) => ok(await deps.auth.completeChallenge(request.body, deps.meta(request))),
  );

  for (const method of ['sms', 'email'] as const) {
    r.post(
      `/wps/session/login/verify/${method}`,
      {
        schema: {
          tags: ['auth'],
          summary: `Second sign-in step by ${method === 'sms' ? 'SMS' : 'e-mail'}: a code to the account's bound ${method === 'sms' ? 'mobile' : 'e-mail'} (when the challenge offers it)`,
          body: loginChallengeCodePayloadSchema,
          response: { 200: envelopeOf(codeSentSchema) },
        },
      },
      async (request, reply) =>
        ok(
          await withRetryAfter(reply, () =>
            deps.challengeCodes.send({
              challengeToken: request.body.challengeToken,
              method,
              ip: request.ip,
              language: request.language,
            }),
          ),
        ),
    );
  }

  // Form-encoded: the parser is this scope's only, no other call accepts forms.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/wps/member/password/email',
      {
        config: { rateLimit: RESET_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          summary:
            'Forgot password by e-mail (form-encoded): a single-use code when username and e-mail match; the same answer always',
          body: forgotPasswordEmailPayloadSchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await reset.requestByEmail(request.body, deps.meta(request), request.language);
        return ok(null);
      },
    );
  });

  r.post(
    '/wps/member/password/reset',
    {
      preValidation: encrypted,
      config: { rateLimit: RESET_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code (encrypted); ends every session of the member',
        description: ENCRYPTED_BODY_NOTE,
        body: resetPasswordPayloadSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await reset.resetWithEmailCode(request.body, deps.meta(request));
      return ok(null);
    },
  );

  r.post(
    '/wps/member/password/verification',
    {
      preValidation: encrypted,
      config: { rateLimit: RESET_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the SMS code (encrypted); ends other sessions and signs in',
        description: ENCRYPTED_BODY_NOTE,
        body: phonePasswordPayloadSchema,
        response: { 200: envelopeOf(loginValueSchema) },
      },
    },
    async (request) => ok(await reset.resetWithSmsCode(request.body, deps.meta(request))),
  );
}
