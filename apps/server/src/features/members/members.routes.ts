import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarSchema,
  changePasswordPayloadSchema,
  memberInfoSchema,
  updatedLanguageSchema,
  updateLanguagePayloadSchema,
} from '@portal/shared/contracts/members';
import { envelopeOf } from '@portal/shared/envelope';
import { FieldIssue } from '@portal/shared/errors';
import { isKnownLanguageCode, matchLanguage, resolveLanguage } from '@portal/shared/languages';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { decryptBody, ENCRYPTED_BODY_NOTE } from '../../platform/encrypted-body.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { guardedMemberRow, requireMember } from './member-guard.ts';
import { createPasswords } from './passwords.ts';
import { createSecurityLog } from './security-events.ts';
import { createMembersRepo } from './members.repo.ts';
import { clubLabelOf } from './club-label.ts';
import { presentAvatar, presentMemberInfo } from './members.presenter.ts';
import { createMembersService } from './members.service.ts';

export async function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const members = createMembersRepo(ctx.db);
  const service = createMembersService({
    members,
    sessions: ctx.sessions,
    passwords: createPasswords(ctx.env),
    clock: ctx.clock,
    settings: () => ctx.settings.get(),
    log: createSecurityLog(ctx),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Free play loads the info and the avatar too; the trial account only meets walls elsewhere.
  const anyMember = requireMember(ctx, { allowTrial: true, duringCashOut: true });
  const current = async (id: number) => {
    const member = await members.findById(id);
    if (!member) throw new AppError('UNAUTHORIZED');
    return member;
  };

  r.get(
    '/wps/member/info',
    {
      onRequest: anyMember,
      schema: {
        tags: ['members'],
        summary: 'Member info: id, account, nickname, type, toUpline, clubLabel, memberLabel',
        security: bearerSecurity,
        response: { 200: envelopeOf(memberInfoSchema) },
      },
    },
    async (request) => {
      const { flags } = await ctx.settings.get();
      const member = guardedMemberRow(request) ?? (await current(request.member!.id));
      const clubLabel = await clubLabelOf(ctx.db, member.id, request.language, flags.vip);
      return ok(presentMemberInfo(member, { transferToUpline: flags.transferToUpline, clubLabel }));
    },
  );

  r.put(
    '/wps/member/language',
    {
      onRequest: anyMember,
      schema: {
        tags: ['members'],
        summary:
          "Stores the member's language (spec: update language): any known code (the spec's longer listing: en, pt-BR, vi, th, es, cn...), kept as the brand's interface language it falls back to; an unknown code: 400 VALIDATION_FAILED on language",
        security: bearerSecurity,
        body: updateLanguagePayloadSchema,
        response: { 200: envelopeOf(updatedLanguageSchema) },
      },
    },
    async (request) => {
      const requested = request.body.language;
      if (!isKnownLanguageCode(requested) && !matchLanguage(requested)) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { language: FieldIssue.INVALID_VALUE } } });
      }
      const { locale } = await ctx.settings.get();
      const language = resolveLanguage(requested, { fallback: locale.defaultLanguage, supported: locale.languages });
      await members.setLanguage(request.member!.id, language);
      return ok({ language, requested });
    },
  );

  for (const url of ['/wps/relay/MCSFE_getPlayerAvatar', '/wps/member/info/icon']) {
    r.get(
      url,
      {
        onRequest: anyMember,
        schema: {
          tags: ['members'],
          summary: "The member's avatar URL (the default image when none is set)",
          security: bearerSecurity,
          response: { 200: envelopeOf(avatarSchema) },
        },
      },
      async (request) => ok(presentAvatar(await current(request.member!.id))),
    );
  }

  r.post(
    '/wps/member/password',
    {
      // The one call a session opened with an expired or default password may make.
      onRequest: requireMember(ctx, { duringPasswordChange: true }),
      preValidation: decryptBody(ctx),
      // Per account as well as per address: a stolen token cannot try old passwords at speed.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: 600_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `password:${request.member?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['members'],
        summary: 'Change password (encrypted): ends the other sessions of the account',
        description: ENCRYPTED_BODY_NOTE,
        security: bearerSecurity,
        body: changePasswordPayloadSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.changePassword(request.member!, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(null);
    },
  );
}
