import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import { VIP_SERVICE_RANK_ABOVE } from '@portal/shared/contracts/content-admin';
import {
  bannerSchema,
  bannersQuerySchema,
  domainRouteSchema,
  helpCenterSchema,
  serviceLineOpenedSchema,
  serviceLineOpenSchema,
} from '@portal/shared/contracts/system';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../platform/app-error.ts';
import type { AppContext } from '../../platform/context.ts';
import { clubLabelOf } from '../members/club-label.ts';
import { optionalMember } from '../members/member-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { announcementRoutes } from './announcements.routes.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';
import { presentBanner, presentHelpCenter } from './content.presenter.ts';
import { contentModule } from './content.module.ts';

export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const content = contentModule(ctx);
  await content.start(app.log);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/system/banners',
    {
      schema: {
        tags: ['system'],
        summary: 'Banners of one page group, in display order',
        querystring: bannersQuerySchema,
        response: { 200: envelopeOf(z.array(bannerSchema)) },
      },
    },
    async (request) =>
      ok((await content.reads.banners(request.query.group)).map((b) => presentBanner(b, request.language))),
  );

  r.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['system'],
        summary: 'Help center articles by category',
        response: { 200: envelopeOf(helpCenterSchema) },
      },
    },
    async (request) => ok(presentHelpCenter(await content.reads.helpArticles(), request.language)),
  );

  r.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags: ['system'],
        summary: "The brand's enabled domains: the site's (main first, then backups) and the app downloads'",
        response: { 200: envelopeOf(domainRouteSchema) },
      },
    },
    async () => {
      const domains = await content.reads.domains();
      const of = (kinds: string[]) => domains.filter((d) => kinds.includes(d.kind)).map((d) => d.domain);
      return ok({ domainList: of(['main', 'backup']), appDomainList: of(['app']) });
    },
  );

  r.post(
    '/wps/system/customer-service/open',
    {
      onRequest: optionalMember(ctx),
      schema: {
        tags: ['system'],
        summary:
          "The address of a sealed customer-service line (the status answer's type-3 line on another site): 400 for a value the server did not seal, 404 when the line is gone or changed (read the status again), 403 FORBIDDEN with value.reason VIP_ONLY for a VIP line and a player who is not VIP",
        body: serviceLineOpenSchema,
        response: { 200: envelopeOf(serviceLineOpenedSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const opened = await content.serviceLines.open(request.body.sealed);
      if (!opened) throw new AppError('VALIDATION_FAILED', { value: { fields: { sealed: FieldIssue.INVALID_VALUE } } });
      const line = await content.repo.serviceLine(opened.id);
      if (!line || line.url !== opened.url || !content.serviceLines.sealed(line)) throw new AppError('NOT_FOUND');
      if (line.vip_only) {
        const member = request.member;
        const { flags } = await ctx.settings.get();
        const rank = member ? (await clubLabelOf(ctx.db, member.id, request.language, flags.vip)).rankLevel : 0;
        if (rank <= VIP_SERVICE_RANK_ABOVE) throw new AppError('FORBIDDEN', { value: { reason: 'VIP_ONLY' } });
      }
      return ok({ url: line.url });
    },
  );

  await announcementRoutes(app, ctx, content.announcements);
  await contentAdminRoutes(app, ctx, content.admin);
}
