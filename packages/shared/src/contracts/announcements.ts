import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '../constants.ts';

/*
 * The player's announcements (/wps/announcements): what the content team wrote, in the reader's
 * language, within its scheduled window. B runs in the home marquee, PL is the announcements list,
 * PU and any entry marked popup pop up once after sign-in, PR shows on the promotions page, H on
 * the home page. A signed-in member also gets the read state.
 */

export { ANNOUNCEMENT_PAGE_SIZE } from '../constants.ts';
import { ANNOUNCEMENT_PAGE_SIZE } from '../constants.ts';

/**
 * One type or several at once: `type=B,PL` or `type=B&type=PL` (the spec's v2 content call), listed
 * in the order named; each named once.
 */
export const announcementTypesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [
    ...new Set((Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim())),
  ])
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1).max(ANNOUNCEMENT_TYPES.length));

export const announcementListQuerySchema = z
  .object({
    type: announcementTypesSchema.default(['PL']),
    /** The spec's caller says its platform (W, the web site) and execution (B); the site has only those. */
    platform: z.literal('W').optional(),
    execution: z.literal('B').optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(ANNOUNCEMENT_PAGE_SIZE),
  })
  .strict();
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string(),
  popup: z.boolean(),
  /** When it went live: its scheduled start, or when it was written. */
  timestamp: z.string(),
  /** Always false for a visitor. */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementPageSchema = z.object({
  list: z.array(announcementSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Unread entries of this type for the member; 0 for a visitor. */
  unread: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

export const announcementParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();
