import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, BANNER_LINK_TYPES, RESOURCE_TYPES } from '../constants.ts';
import { FieldIssue } from '../errors.ts';
import { LANGUAGES, type Language } from '../languages.ts';
import {
  CUSTOMER_SERVICE_EMAIL,
  CUSTOMER_SERVICE_TYPE_MAX,
  isAbsoluteUrl,
  isContentUrl,
  isSitePath,
} from '../content-links.ts';

export { isAbsoluteUrl, isContentUrl, isSitePath } from '../content-links.ts';

/*
 * Operator calls of the content team (/admin/api/content/...): banners, announcements, help
 * articles, customer-service entries, download resources and the brand's domains. The same schemas check the console's
 * forms before they are sent.
 */

export const CONTENT_KINDS = [
  'banners',
  'announcements',
  'help-articles',
  'customer-service',
  'resources',
  'domains',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export { ANNOUNCEMENT_TYPES, type AnnouncementType } from '../constants.ts';

export {
  CUSTOMER_SERVICE_EMAIL,
  CUSTOMER_SERVICE_POPUP,
  CUSTOMER_SERVICE_TYPE_MAX,
  CUSTOMER_SERVICE_TYPES,
  VIP_SERVICE_RANK_ABOVE,
} from '../content-links.ts';

/** Help categories the player site names in every language; another slug shows as written. */
export const HELP_CATEGORIES = [
  'about',
  'account',
  'deposit',
  'withdrawal',
  'games',
  'lottery',
  'promotions',
  'security',
  'agent',
  'terms',
  'general',
  'responsible-gaming',
] as const;

export const TEXT_LIMITS = {
  bannerTitle: 120,
  announcementTitle: 120,
  announcementContent: 4000,
  helpTitle: 200,
  helpContent: 20_000,
  label: 60,
} as const;
export const URL_MAX = 500;
export const POSITION_MAX = 100_000;
export const CONTENT_PAGE_SIZE = 50;
export const CONTENT_MAX_PAGE_SIZE = 200;

/** One text in the interface languages; an empty string is a language not written yet. */
export const localizedTextSchema = (max: number) => z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(max));
export type LocalizedText = Partial<Record<Language, string>>;

/** The text without its empty languages: what is stored. */
export const compactText = (text: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(text).filter(([, value]) => value?.trim())) as LocalizedText;

export const contentUrlSchema = z.string().trim().min(1).max(URL_MAX).refine(isContentUrl, 'http(s) URL or site path');
const position = z.number().int().min(0).max(POSITION_MAX);
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

export const bannerFieldsSchema = z
  .object({
    group: z.enum(BANNER_GROUPS),
    imageUrl: contentUrlSchema,
    linkageType: z.enum(BANNER_LINK_TYPES),
    linkUrl: contentUrlSchema.nullable(),
    title: localizedTextSchema(TEXT_LIMITS.bannerTitle),
    enabled: z.boolean(),
    position: position.optional(),
  })
  .strict();
/** INTERNAL opens a page of the site, EXTERNAL an address in a new tab, NONE nothing. */
export const bannerInputSchema = bannerFieldsSchema.superRefine((banner, ctx) => {
  if (banner.linkageType === 'NONE') return;
  const fits = banner.linkageType === 'INTERNAL' ? isSitePath : isAbsoluteUrl;
  if (!banner.linkUrl || !fits(banner.linkUrl)) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: 'link' });
});
export const bannerPatchSchema = bannerFieldsSchema.partial().strict();
export type BannerInput = z.infer<typeof bannerFieldsSchema>;

export const announcementFieldsSchema = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: localizedTextSchema(TEXT_LIMITS.announcementTitle),
    content: localizedTextSchema(TEXT_LIMITS.announcementContent),
    popup: z.boolean(),
    startsAt: z.iso.datetime({ offset: true }).nullable(),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    enabled: z.boolean(),
    position: position.optional(),
  })
  .strict();
export const announcementInputSchema = announcementFieldsSchema.superRefine((announcement, ctx) => {
  const { startsAt, endsAt } = announcement;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'after start' });
});
export const announcementPatchSchema = announcementFieldsSchema.partial().strict();
export type AnnouncementInput = z.infer<typeof announcementFieldsSchema>;

export const helpArticleFieldsSchema = z
  .object({
    category: slug,
    title: localizedTextSchema(TEXT_LIMITS.helpTitle),
    content: localizedTextSchema(TEXT_LIMITS.helpContent),
    enabled: z.boolean(),
    position: position.optional(),
  })
  .strict();
export const helpArticleInputSchema = helpArticleFieldsSchema;
export const helpArticlePatchSchema = helpArticleFieldsSchema.partial().strict();
export type HelpArticleInput = z.infer<typeof helpArticleFieldsSchema>;

const EMAIL_LINK = /^mailto:[^\s@"'<>\\]+@[^\s@"'<>\\]+\.[^\s@"'<>\\]+$/i;
export const customerServiceFieldsSchema = z
  .object({
    type: z.number().int().min(1).max(CUSTOMER_SERVICE_TYPE_MAX),
    label: localizedTextSchema(TEXT_LIMITS.label),
    url: z.string().trim().min(1).max(URL_MAX),
    vipOnly: z.boolean(),
    enabled: z.boolean(),
    position: position.optional(),
  })
  .strict();
/** An e-mail entry is a mailto: link; every other one an http(s) address or a site path. */
export const customerServiceInputSchema = customerServiceFieldsSchema.superRefine((entry, ctx) => {
  const fits = entry.type === CUSTOMER_SERVICE_EMAIL ? EMAIL_LINK.test(entry.url) : isContentUrl(entry.url);
  if (!fits) ctx.addIssue({ code: 'custom', path: ['url'], message: 'url' });
});
export const customerServicePatchSchema = customerServiceFieldsSchema.partial().strict();
export type CustomerServiceInput = z.infer<typeof customerServiceFieldsSchema>;

export const resourceFieldsSchema = z
  .object({
    resourceType: z.enum(RESOURCE_TYPES),
    url: contentUrlSchema,
    qrCodeUrl: contentUrlSchema.nullable(),
    label: localizedTextSchema(TEXT_LIMITS.label),
    enabled: z.boolean(),
    position: position.optional(),
  })
  .strict();
export const resourceInputSchema = resourceFieldsSchema;
export const resourcePatchSchema = resourceFieldsSchema.partial().strict();
export type ResourceInput = z.infer<typeof resourceFieldsSchema>;

/**
 * What a domain is for: `main` the site's address links and QR codes carry (one at a time),
 * `backup` an address players are sent to when the main one is blocked, `app` the address the
 * app downloads are served from.
 */
export const DOMAIN_KINDS = ['main', 'backup', 'app'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];
/** A host name as DNS writes it (labels of letters, digits and hyphens; punycode for other scripts). */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
export const domainFieldsSchema = z
  .object({
    domain: z.string().trim().toLowerCase().regex(HOST_NAME),
    kind: z.enum(DOMAIN_KINDS),
    enabled: z.boolean(),
    position: position.optional(),
  })
  .strict();
export const domainInputSchema = domainFieldsSchema;
export const domainPatchSchema = domainFieldsSchema.partial().strict();
export type DomainInput = z.infer<typeof domainFieldsSchema>;

/** The texts of each kind that must be written at least in the brand's default language. */
export const REQUIRED_TEXTS = {
  banners: ['title'],
  announcements: ['title', 'content'],
  'help-articles': ['title', 'content'],
  'customer-service': ['label'],
  resources: ['label'],
  domains: [],
} as const satisfies Record<ContentKind, readonly string[]>;

/** The text fields left empty in `language`, as form field names ("title.th"). */
export function missingTexts(kind: ContentKind, input: Partial<Record<string, unknown>>, language: Language): string[] {
  return REQUIRED_TEXTS[kind]
    .filter((field) => !(input[field] as LocalizedText | undefined)?.[language]?.trim())
    .map((field) => `${field}.${language}`);
}

/** One issue per field, named like the form's fields ("title.th", "linkUrl"). */
export function contentFieldIssues(error: z.ZodError): Record<string, FieldIssue> {
  const fields: Record<string, FieldIssue> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[name ? `${name}.${key}` : key] ??= FieldIssue.UNKNOWN_FIELD;
      continue;
    }
    const text = 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
    const byCode: Partial<Record<string, FieldIssue>> = {
      too_big: text ? FieldIssue.TOO_LONG : FieldIssue.TOO_BIG,
      too_small: text ? FieldIssue.TOO_SHORT : FieldIssue.TOO_SMALL,
      invalid_format: FieldIssue.PATTERN_MISMATCH,
      invalid_type: FieldIssue.INVALID_TYPE,
    };
    fields[name || '_'] ??= byCode[issue.code] ?? FieldIssue.INVALID_VALUE;
  }
  return fields;
}

/**
 * A whole record checked as the server checks it: its schema (cross-field rules included) and
 * its texts written in the brand's default language. `fields` is empty when it passes.
 */
export function checkContent<T>(
  kind: ContentKind,
  schema: z.ZodType<T>,
  candidate: unknown,
  defaultLanguage: Language,
): { data: T; fields: Record<string, never> } | { data: null; fields: Record<string, FieldIssue> } {
  const parsed = schema.safeParse(candidate);
  const fields = parsed.success ? {} : contentFieldIssues(parsed.error);
  for (const field of missingTexts(kind, (candidate ?? {}) as Record<string, unknown>, defaultLanguage)) {
    fields[field] ??= FieldIssue.REQUIRED;
  }
  if (parsed.success && Object.keys(fields).length === 0) return { data: parsed.data, fields: {} };
  return { data: null, fields };
}

/* Answers: the whole record with every language, for the editor. */

const textOut = z.partialRecord(z.enum(LANGUAGES), z.string());
export const adminBannerSchema = z.object({
  id: z.number(),
  group: z.string(),
  imageUrl: z.string(),
  linkageType: z.enum(BANNER_LINK_TYPES),
  linkUrl: z.string().nullable(),
  title: textOut,
  enabled: z.boolean(),
  position: z.number(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminAnnouncementSchema = z.object({
  id: z.number(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: textOut,
  content: textOut,
  popup: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  position: z.number(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const adminHelpArticleSchema = z.object({
  id: z.number(),
  category: z.string(),
  title: textOut,
  content: textOut,
  enabled: z.boolean(),
  position: z.number(),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticleSchema>;

export const adminCustomerServiceSchema = z.object({
  id: z.number(),
  type: z.number(),
  label: textOut,
  url: z.string(),
  vipOnly: z.boolean(),
  enabled: z.boolean(),
  position: z.number(),
});
export type AdminCustomerService = z.infer<typeof adminCustomerServiceSchema>;

export const adminResourceSchema = z.object({
  id: z.number(),
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  label: textOut,
  enabled: z.boolean(),
  position: z.number(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

export const adminDomainSchema = z.object({
  id: z.number(),
  domain: z.string(),
  kind: z.enum(DOMAIN_KINDS),
  enabled: z.boolean(),
  position: z.number(),
  updatedAt: z.string(),
});
export type AdminDomain = z.infer<typeof adminDomainSchema>;

/* Lists: filters, paging, ?format=csv for every matching row. */

const listBase = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTENT_MAX_PAGE_SIZE).default(CONTENT_PAGE_SIZE),
  q: z.string().trim().max(100).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  format: z.enum(['json', 'csv']).optional(),
};
export const bannerListQuerySchema = z.object({ ...listBase, group: z.enum(BANNER_GROUPS).optional() }).strict();
export const announcementListQuerySchema = z
  .object({ ...listBase, type: z.enum(ANNOUNCEMENT_TYPES).optional() })
  .strict();
export const helpArticleListQuerySchema = z.object({ ...listBase, category: slug.optional() }).strict();
export const customerServiceListQuerySchema = z
  .object({ ...listBase, type: z.coerce.number().int().min(1).max(CUSTOMER_SERVICE_TYPE_MAX).optional() })
  .strict();
export const resourceListQuerySchema = z
  .object({ ...listBase, resourceType: z.enum(RESOURCE_TYPES).optional() })
  .strict();

export const domainListQuerySchema = z.object({ ...listBase, kind: z.enum(DOMAIN_KINDS).optional() }).strict();

export const contentPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
export interface ContentPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** One step earlier or later among the entries shown together (a banner's group, a help category). */
export const contentMoveSchema = z.object({ direction: z.enum(['up', 'down']) }).strict();

/** What the editor needs to know of the brand: which language every text must have. */
export const contentLanguagesSchema = z.object({
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  helpCategories: z.array(z.string()),
});
export type ContentLanguages = z.infer<typeof contentLanguagesSchema>;
