import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  announcementInputSchema,
  bannerInputSchema,
  compactText,
  customerServiceInputSchema,
  domainInputSchema,
  helpArticleInputSchema,
  resourceInputSchema,
  type AdminAnnouncement,
  type AdminBanner,
  type AdminCustomerService,
  type AdminDomain,
  type AdminHelpArticle,
  type AdminResource,
  type AnnouncementInput,
  type BannerInput,
  type ContentKind,
  type CustomerServiceInput,
  type DomainInput,
  type HelpArticleInput,
  type LocalizedText,
  type ResourceInput,
} from '@portal/shared/contracts/content-admin';
import { LANGUAGES } from '@portal/shared/languages';
import type {
  Announcements,
  Banners,
  CustomerServiceEntries,
  DomainRoutes,
  HelpArticles,
  Resources,
} from '../../db/schema.ts';
import type { CsvColumn } from '../../platform/csv.ts';
import { CONTENT_TABLES, type ContentAdminRepo, type ContentTable, type KindRepo } from './content-admin.repo.ts';

/** What the service needs to know of one kind of content: its rule, its table, its two shapes. */
export interface ContentKindSpec<Row extends { id: number; position: number }, Input, Dto, Values> {
  kind: ContentKind;
  /** The audit log's subject prefix: "banner:12". */
  subject: string;
  table: ContentTable;
  /** The whole record's rule, cross-field checks included. */
  schema: z.ZodType<Input>;
  repo: (repo: ContentAdminRepo) => KindRepo<Row, Values>;
  toInput(row: Row): Input;
  toValues(input: Input, position: number): Values;
  /** The value of the scope column: entries with the same one are ordered together. */
  scopeOf(input: Input): string | number | null;
  present(row: Row): Dto;
  csv: CsvColumn<Dto>[];
  /** The kind's unique indexes, each with the form field a clash is reported on. */
  uniques?: Record<string, string>;
}

const json = (text: LocalizedText) => JSON.stringify(compactText(text));
const text = (value: Partial<Record<string, string>>): LocalizedText => compactText(value as LocalizedText);
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const perLanguage = <Dto>(name: string, pick: (dto: Dto) => LocalizedText): CsvColumn<Dto>[] =>
  LANGUAGES.map((language) => ({ header: `${name}_${language}`, value: (dto: Dto) => pick(dto)[language] ?? '' }));

export const bannerKind: ContentKindSpec<Selectable<Banners>, BannerInput, AdminBanner, Insertable<Banners>> = {
  kind: 'banners',
  subject: 'banner',
  table: CONTENT_TABLES.banners,
  schema: bannerInputSchema,
  repo: (repo) => repo.banners,
  toInput: (row) => ({
    group: row.group_name as BannerInput['group'],
    imageUrl: row.image_url,
    linkageType: row.linkage_type,
    linkUrl: row.link_url,
    title: text(row.title),
    enabled: row.enabled,
    position: row.position,
  }),
  toValues: (input, position) => ({
    group_name: input.group,
    image_url: input.imageUrl,
    linkage_type: input.linkageType,
    link_url: input.linkageType === 'NONE' ? null : input.linkUrl,
    title: json(input.title),
    enabled: input.enabled,
    position,
  }),
  scopeOf: (input) => input.group,
  present: (row) => ({
    id: row.id,
    group: row.group_name,
    imageUrl: row.image_url,
    linkageType: row.linkage_type,
    linkUrl: row.link_url,
    title: text(row.title),
    enabled: row.enabled,
    position: row.position,
  }),
  csv: [
    { header: 'id', value: (b) => b.id },
    { header: 'group', value: (b) => b.group },
    { header: 'position', value: (b) => b.position },
    { header: 'enabled', value: (b) => b.enabled },
    { header: 'image_url', value: (b) => b.imageUrl },
    { header: 'linkage_type', value: (b) => b.linkageType },
    { header: 'link_url', value: (b) => b.linkUrl },
    ...perLanguage<AdminBanner>('title', (b) => b.title),
  ],
};

export const announcementKind: ContentKindSpec<
  Selectable<Announcements>,
  AnnouncementInput,
  AdminAnnouncement,
  Insertable<Announcements>
> = {
  kind: 'announcements',
  subject: 'announcement',
  table: CONTENT_TABLES.announcements,
  schema: announcementInputSchema,
  repo: (repo) => repo.announcements,
  toInput: (row) => ({
    type: row.type,
    title: text(row.title),
    content: text(row.content),
    popup: row.popup,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    enabled: row.enabled,
    position: row.position,
  }),
  toValues: (input, position) => ({
    type: input.type,
    title: json(input.title),
    content: json(input.content),
    popup: input.popup,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    enabled: input.enabled,
    position,
  }),
  scopeOf: (input) => input.type,
  present: (row) => ({
    id: row.id,
    type: row.type,
    title: text(row.title),
    content: text(row.content),
    popup: row.popup,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    enabled: row.enabled,
    position: row.position,
    updatedAt: new Date(row.updated_at).toISOString(),
  }),
  csv: [
    { header: 'id', value: (a) => a.id },
    { header: 'type', value: (a) => a.type },
    { header: 'position', value: (a) => a.position },
    { header: 'enabled', value: (a) => a.enabled },
    { header: 'popup', value: (a) => a.popup },
    { header: 'starts_at', value: (a) => a.startsAt },
    { header: 'ends_at', value: (a) => a.endsAt },
    ...perLanguage<AdminAnnouncement>('title', (a) => a.title),
    ...perLanguage<AdminAnnouncement>('content', (a) => a.content),
  ],
};

export const helpArticleKind: ContentKindSpec<
  Selectable<HelpArticles>,
  HelpArticleInput,
  AdminHelpArticle,
  Insertable<HelpArticles>
> = {
  kind: 'help-articles',
  subject: 'help-article',
  table: CONTENT_TABLES['help-articles'],
  schema: helpArticleInputSchema,
  repo: (repo) => repo.helpArticles,
  toInput: (row) => ({
    category: row.category,
    title: text(row.title),
    content: text(row.content),
    enabled: row.enabled,
    position: row.position,
  }),
  toValues: (input, position) => ({
    category: input.category,
    title: json(input.title),
    content: json(input.content),
    enabled: input.enabled,
    position,
  }),
  scopeOf: (input) => input.category,
  present: (row) => ({
    id: row.id,
    category: row.category,
    title: text(row.title),
    content: text(row.content),
    enabled: row.enabled,
    position: row.position,
  }),
  csv: [
    { header: 'id', value: (a) => a.id },
    { header: 'category', value: (a) => a.category },
    { header: 'position', value: (a) => a.position },
    { header: 'enabled', value: (a) => a.enabled },
    ...perLanguage<AdminHelpArticle>('title', (a) => a.title),
    ...perLanguage<AdminHelpArticle>('content', (a) => a.content),
  ],
};

export const customerServiceKind: ContentKindSpec<
  Selectable<CustomerServiceEntries>,
  CustomerServiceInput,
  AdminCustomerService,
  Insertable<CustomerServiceEntries>
> = {
  kind: 'customer-service',
  subject: 'customer-service',
  table: CONTENT_TABLES['customer-service'],
  schema: customerServiceInputSchema,
  repo: (repo) => repo.customerService,
  toInput: (row) => ({
    type: row.type,
    label: text(row.label),
    url: row.url,
    vipOnly: row.vip_only,
    enabled: row.enabled,
    position: row.position,
  }),
  toValues: (input, position) => ({
    type: input.type,
    label: json(input.label),
    url: input.url,
    vip_only: input.vipOnly,
    enabled: input.enabled,
    position,
  }),
  scopeOf: () => null,
  present: (row) => ({
    id: row.id,
    type: row.type,
    label: text(row.label),
    url: row.url,
    vipOnly: row.vip_only,
    enabled: row.enabled,
    position: row.position,
  }),
  csv: [
    { header: 'id', value: (c) => c.id },
    { header: 'type', value: (c) => c.type },
    { header: 'position', value: (c) => c.position },
    { header: 'enabled', value: (c) => c.enabled },
    { header: 'vip_only', value: (c) => c.vipOnly },
    { header: 'url', value: (c) => c.url },
    ...perLanguage<AdminCustomerService>('label', (c) => c.label),
  ],
};

export const resourceKind: ContentKindSpec<
  Selectable<Resources>,
  ResourceInput,
  AdminResource,
  Insertable<Resources>
> = {
  kind: 'resources',
  subject: 'resource',
  table: CONTENT_TABLES.resources,
  schema: resourceInputSchema,
  repo: (repo) => repo.resources,
  toInput: (row) => ({
    resourceType: row.resource_type as ResourceInput['resourceType'],
    url: row.url,
    qrCodeUrl: row.qr_code_url,
    label: text(row.label),
    enabled: row.enabled,
    position: row.position,
  }),
  toValues: (input, position) => ({
    resource_type: input.resourceType,
    url: input.url,
    qr_code_url: input.qrCodeUrl,
    label: json(input.label),
    enabled: input.enabled,
    position,
  }),
  scopeOf: () => null,
  present: (row) => ({
    id: row.id,
    resourceType: row.resource_type,
    url: row.url,
    qrCodeUrl: row.qr_code_url,
    label: text(row.label),
    enabled: row.enabled,
    position: row.position,
  }),
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'resource_type', value: (r) => r.resourceType },
    { header: 'position', value: (r) => r.position },
    { header: 'enabled', value: (r) => r.enabled },
    { header: 'url', value: (r) => r.url },
    { header: 'qr_code_url', value: (r) => r.qrCodeUrl },
    ...perLanguage<AdminResource>('label', (r) => r.label),
  ],
};

export const domainKind: ContentKindSpec<
  Selectable<DomainRoutes>,
  DomainInput,
  AdminDomain,
  Insertable<DomainRoutes>
> = {
  kind: 'domains',
  subject: 'domain',
  table: CONTENT_TABLES.domains,
  schema: domainInputSchema,
  repo: (repo) => repo.domains,
  toInput: (row) => ({
    domain: row.domain,
    kind: row.kind as DomainInput['kind'],
    enabled: row.enabled,
    position: row.position,
  }),
  toValues: (input, position) => ({ domain: input.domain, kind: input.kind, enabled: input.enabled, position }),
  scopeOf: (input) => input.kind,
  present: (row) => ({
    id: row.id,
    domain: row.domain,
    kind: row.kind as DomainInput['kind'],
    enabled: row.enabled,
    position: row.position,
    updatedAt: new Date(row.updated_at).toISOString(),
  }),
  csv: [
    { header: 'id', value: (d) => d.id },
    { header: 'kind', value: (d) => d.kind },
    { header: 'position', value: (d) => d.position },
    { header: 'enabled', value: (d) => d.enabled },
    { header: 'domain', value: (d) => d.domain },
    { header: 'updated_at', value: (d) => d.updatedAt },
  ],
  // A second enabled main domain is refused on its kind: the operator makes the old one a backup first.
  uniques: { domain_routes_domain_key: 'domain', domain_routes_one_main: 'kind' },
};
