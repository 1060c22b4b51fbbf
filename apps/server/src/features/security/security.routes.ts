import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bindEmailCodePayloadSchema,
  bindEmailPayloadSchema,
  bindMobileCodePayloadSchema,
  bindMobilePayloadSchema,
  codeSentSchema,
  memberSessionsSchema,
  profilePatchSchema,
  recoveryCodesSchema,
  securityOverviewSchema,
  sessionIdParamsSchema,
  twoStepCodePayloadSchema,
  twoStepEnablePayloadSchema,
  twoStepSetupSchema,
} from '@portal/shared/contracts/security';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { createSecurityService } from './security.service.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * Code and second-factor calls of one account, counted per member rather than per address, so a
 * guesser cannot spread tries over many addresses (the per-IP limit applies as well).
 */
const perMember = {
  max: 20,
  timeWindow: 600_000,
  keyGenerator: (request: FastifyRequest) => `member:${request.member?.id ?? request.ip}`,
};

export async function securityRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createSecurityService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireMember(ctx);
  const overview = { 200: envelopeOf(securityOverviewSchema) };
  const done = { 200: envelopeOf(z.null()) };
  const base = { tags: ['security'], security: bearerSecurity };
  // The member is known only after the token check: the per-member limit counts in preHandler.
  const limited = { rateLimit: { ...perMember, hook: 'preHandler' as const } };

  r.get(
    '/wps/member/security',
    {
      onRequest,
      schema: { ...base, summary: 'The security center: profile, bound contacts, two-step', response: overview },
    },
    async (request) => ok(await service.overview(request.member!)),
  );

  r.patch(
    '/wps/member/profile',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Change profile fields the brand shows (set-once fields stay)',
        body: profilePatchSchema,
        response: overview,
      },
    },
    async (request) => ok(await service.updateProfile(request.member!, request.body, meta(request))),
  );

  r.post(
    '/wps/verification/sms/bind',
    {
      onRequest,
      config: limited,
      schema: {
        ...base,
        summary: 'A code to the mobile being bound',
        body: bindMobileCodePayloadSchema,
        response: { 200: envelopeOf(codeSentSchema) },
      },
    },
    async (request) =>
      ok(await service.sendMobileCode(request.member!, request.body, { ...meta(request), language: request.language })),
  );

  r.put(
    '/wps/member/mobile',
    {
      onRequest,
      config: limited,
      schema: {
        ...base,
        summary: 'Bind (or change) the mobile with its code',
        body: bindMobilePayloadSchema,
        response: overview,
      },
    },
    async (request) => ok(await service.bindMobile(request.member!, request.body, meta(request))),
  );

  r.post(
    '/wps/verification/email/bind',
    {
      onRequest,
      config: limited,
      schema: {
        ...base,
        summary: 'A code to the e-mail being bound',
        body: bindEmailCodePayloadSchema,
        response: { 200: envelopeOf(codeSentSchema) },
      },
    },
    async (request) =>
      ok(
        await service.sendEmailCode(request.member!, request.body.email, {
          ...meta(request),
          language: request.language,
        }),
      ),
  );

  r.put(
    '/wps/member/email',
    {
      onRequest,
      config: limited,
      schema: {
        ...base,
        summary: 'Bind (or change) the e-mail with its code',
        body: bindEmailPayloadSchema,
        response: overview,
      },
    },
    async (request) => ok(await service.bindEmail(request.member!, request.body, meta(request))),
  );

  r.post(
    '/wps/member/two-step/setup',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'A new authenticator secret with its QR code (until confirmed)',
        response: { 200: envelopeOf(twoStepSetupSchema) },
      },
    },
    async (request) => ok(await service.setupTwoStep(request.member!)),
  );

  const recoveryAnswer = { 200: envelopeOf(recoveryCodesSchema) };
  r.post(
    '/wps/member/two-step/enable',
    {
      onRequest,
      config: limited,
      schema: {
        ...base,
        summary: 'Turn two-step on with a first code and the login password (step-up); answers the recovery codes once',
        body: twoStepEnablePayloadSchema,
        response: recoveryAnswer,
      },
    },
    async (request) => ok(await service.enableTwoStep(request.member!, request.body, meta(request))),
  );

  r.post(
    '/wps/member/two-step/disable',
    {
      onRequest,
      config: limited,
      schema: {
        ...base,
        summary: 'Turn two-step off with an authenticator or recovery code',
        body: twoStepCodePayloadSchema,
        response: done,
      },
    },
    async (request) => {
      await service.disableTwoStep(request.member!, request.body.code, meta(request));
      return ok(null);
    },
  );

  r.post(
    '/wps/member/two-step/recovery-codes',
    {
      onRequest,
      config: limited,
      schema: {
        ...base,
        summary: 'New recovery codes for an authenticator code (the old ones stop working)',
        body: twoStepCodePayloadSchema,
        response: recoveryAnswer,
      },
    },
    async (request) => ok(await service.renewRecoveryCodes(request.member!, request.body.code, meta(request))),
  );

  r.get(
    '/wps/member/sessions',
    {
      onRequest,
      schema: {
        ...base,
        summary: "The member's signed-in devices",
        response: { 200: envelopeOf(memberSessionsSchema) },
      },
    },
    async (request) => ok(await service.sessions(request.member!)),
  );

  r.delete(
    '/wps/member/sessions/:id',
    { onRequest, schema: { ...base, summary: 'Sign one device out', params: sessionIdParamsSchema, response: done } },
    async (request) => {
      await service.revokeSession(request.member!, request.params.id, meta(request));
      return ok(null);
    },
  );

  r.delete(
    '/wps/member/sessions',
    { onRequest, schema: { ...base, summary: 'Sign every other device out', response: done } },
    async (request) => {
      await service.revokeOtherSessions(request.member!, meta(request));
      return ok(null);
    },
  );
}
