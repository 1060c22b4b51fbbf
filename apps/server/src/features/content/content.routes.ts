import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@portal/shared/envelope';
import { bannerSchema, bannersQuerySchema, domainRouteSchema, helpCenterSchema } from '@portal/shared/contracts/system';
import type { AppContext } from '../../platform/context.ts';
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

  await announcementRoutes(app, ctx, content.announcements);
  await contentAdminRoutes(app, ctx, content.admin);
}
