import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnnouncementSchema,
  adminBannerSchema,
  adminCustomerServiceSchema,
  adminDomainSchema,
  adminHelpArticleSchema,
  adminResourceSchema,
  announcementInputSchema,
  announcementListQuerySchema,
  announcementPatchSchema,
  bannerInputSchema,
  bannerListQuerySchema,
  bannerPatchSchema,
  contentIdParamsSchema,
  contentLanguagesSchema,
  contentMoveSchema,
  contentPageSchema,
  customerServiceInputSchema,
  customerServiceListQuerySchema,
  customerServicePatchSchema,
  domainInputSchema,
  domainListQuerySchema,
  domainPatchSchema,
  HELP_CATEGORIES,
  helpArticleInputSchema,
  helpArticleListQuerySchema,
  helpArticlePatchSchema,
  resourceInputSchema,
  resourceListQuerySchema,
  resourcePatchSchema,
} from '@portal/shared/contracts/content-admin';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { createContentAdminRepo, type ListFilter } from './content-admin.repo.ts';
import { CSV_MAX_ROWS, type ContentAdminService, type ContentChange } from './content-admin.service.ts';
import {
  announcementKind,
  bannerKind,
  customerServiceKind,
  domainKind,
  helpArticleKind,
  resourceKind,
  type ContentKindSpec,
} from './content-kinds.ts';

const BASE = '/admin/api/content';

interface ListQuery {
  page: number;
  pageSize: number;
  q?: string;
  enabled?: 'true' | 'false';
  format?: 'json' | 'csv';
}

/** One kind's routes: its path, its schemas, what its list filters on, and words for the summaries. */
interface KindRoutes<Row extends { id: number; position: number }, Input, Dto, Values, Query extends ListQuery> {
  path: string;
  spec: ContentKindSpec<Row, Input, Dto, Values>;
  create: z.ZodType<Input>;
  patch: z.ZodType<Partial<Input>>;
  query: z.ZodType<Query>;
  item: z.ZodType<Dto>;
  kindFilter: (query: Query) => ListFilter['kind'];
  /** "banner": the summaries say what the route does to one. */
  noun: string;
  /** What `up` and `down` move among. */
  orderedAmong: string;
  /** Who may list and change it: the content team unless said otherwise. */
  roles?: OperatorRole[];
}

/** The content team's calls: list (with CSV), read, create, change, delete and reorder each kind. */
export async function contentAdminRoutes(app: FastifyInstance, ctx: AppContext, service: ContentAdminService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: the token is checked before the body is read, so no token is 401 whatever the body.
  const contentTeam = { onRequest: requireOperator(ctx, ['content']) };
  const schema = <T extends object>(summary: string, rest: T) => ({
    tags: ['admin'],
    security: bearerSecurity,
    summary,
    ...rest,
  });
  const repo = createContentAdminRepo(ctx.db);

  r.get(
    `${BASE}/meta`,
    {
      ...contentTeam,
      schema: schema("The brand's default and offered languages and the help categories in use", {
        response: { 200: envelopeOf(contentLanguagesSchema) },
      }),
    },
    async () => {
      const settings = await ctx.settings.get();
      const used = await repo.helpCategories();
      return ok({
        defaultLanguage: settings.locale.defaultLanguage,
        languages: settings.locale.languages,
        helpCategories: [...new Set([...HELP_CATEGORIES, ...used])],
      });
    },
  );

  const answer = <Dto>(request: FastifyRequest, change: ContentChange<Dto>) => {
    auditChange(request, { subject: change.subject, before: change.before, after: change.after });
    return ok(change.value);
  };

  function register<Row extends { id: number; position: number }, Input, Dto, Values, Query extends ListQuery>(
    kind: KindRoutes<Row, Input, Dto, Values, Query>,
  ) {
    const { spec, noun } = kind;
    const guarded = kind.roles ? { onRequest: requireOperator(ctx, kind.roles) } : contentTeam;
    const path = `${BASE}/${kind.path}`;
    const one = { 200: envelopeOf(kind.item) };

    r.get(
      path,
      {
        ...guarded,
        schema: schema(`The ${noun} list in display order, filtered and paged; ?format=csv: every match as CSV`, {
          querystring: kind.query,
          response: { 200: envelopeOf(contentPageSchema(kind.item)) },
        }),
      },
      async (request, reply: FastifyReply) => {
        const query = request.query as Query;
        const filter: ListFilter = {
          q: query.q || undefined,
          enabled: query.enabled === undefined ? undefined : query.enabled === 'true',
          kind: kind.kindFilter(query),
        };
        if (query.format === 'csv') {
          const all = await service.list(spec, filter, 1, CSV_MAX_ROWS);
          const day = ctx.clock.now().toISOString().slice(0, 10);
          return sendCsv(reply, `${kind.path}-${day}.csv`, toCsv(spec.csv, all.items));
        }
        return ok(await service.list(spec, filter, query.page, query.pageSize));
      },
    );

    r.get(
      `${path}/:id`,
      {
        ...guarded,
        schema: schema(`One ${noun} with its texts in every language`, {
          params: contentIdParamsSchema,
          response: one,
        }),
      },
      async (request) => ok(await service.get(spec, request.params.id)),
    );

    r.post(
      path,
      {
        ...guarded,
        schema: schema(`A new ${noun}; without a position it goes last`, { body: kind.create, response: one }),
      },
      async (request) => answer(request, await service.create(spec, request.body as Input)),
    );

    r.patch(
      `${path}/:id`,
      {
        ...guarded,
        schema: schema(`Change a ${noun} (any subset of its fields; the result is checked whole)`, {
          params: contentIdParamsSchema,
          body: kind.patch,
          response: one,
        }),
      },
      async (request) => answer(request, await service.update(spec, request.params.id, request.body as Partial<Input>)),
    );

    r.delete(
      `${path}/:id`,
      {
        ...guarded,
        schema: schema(`Delete a ${noun}; answers what it was`, { params: contentIdParamsSchema, response: one }),
      },
      async (request) => answer(request, await service.remove(spec, request.params.id)),
    );

    r.post(
      `${path}/:id/move`,
      {
        ...guarded,
        schema: schema(`Move a ${noun} one place up or down among ${kind.orderedAmong}`, {
          params: contentIdParamsSchema,
          body: contentMoveSchema,
          response: one,
        }),
      },
      async (request) => answer(request, await service.move(spec, request.params.id, request.body.direction)),
    );
  }

  register({
    path: 'banners',
    spec: bannerKind,
    create: bannerInputSchema,
    patch: bannerPatchSchema,
    query: bannerListQuerySchema,
    item: adminBannerSchema,
    kindFilter: (query) => query.group,
    noun: 'banner',
    orderedAmong: 'the banners of its group',
  });
  register({
    path: 'announcements',
    spec: announcementKind,
    create: announcementInputSchema,
    patch: announcementPatchSchema,
    query: announcementListQuerySchema,
    item: adminAnnouncementSchema,
    kindFilter: (query) => query.type,
    noun: 'announcement',
    orderedAmong: 'the announcements of its type',
  });
  register({
    path: 'help-articles',
    spec: helpArticleKind,
    create: helpArticleInputSchema,
    patch: helpArticlePatchSchema,
    query: helpArticleListQuerySchema,
    item: adminHelpArticleSchema,
    kindFilter: (query) => query.category,
    noun: 'help article',
    orderedAmong: 'the articles of its category',
  });
  register({
    path: 'customer-service',
    spec: customerServiceKind,
    create: customerServiceInputSchema,
    patch: customerServicePatchSchema,
    query: customerServiceListQuerySchema,
    item: adminCustomerServiceSchema,
    kindFilter: (query) => query.type,
    noun: 'customer-service entry',
    orderedAmong: 'all entries',
  });
  register({
    path: 'resources',
    spec: resourceKind,
    create: resourceInputSchema,
    patch: resourcePatchSchema,
    query: resourceListQuerySchema,
    item: adminResourceSchema,
    kindFilter: (query) => query.resourceType,
    noun: 'download resource',
    orderedAmong: 'all resources',
  });
  register({
    path: 'domains',
    spec: domainKind,
    create: domainInputSchema,
    patch: domainPatchSchema,
    query: domainListQuerySchema,
    item: adminDomainSchema,
    kindFilter: (query) => query.kind,
    noun: 'domain',
    orderedAmong: 'the domains of its kind',
    // Every shared link and QR code carries the main domain: pointing it elsewhere is the brand owner's call.
    roles: [],
  });
}
