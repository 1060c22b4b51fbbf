import { z } from 'zod';
import { localizedTextSchema } from './content-admin.ts';

/*
 * Platform messages (the member center's messageV2): an inbox per member with read and delete
 * state. The operator writes a notice in the interface languages to one member, a segment or
 * everyone; the system writes one when money moves for the member (its kind and figures only: the
 * client words it in the reader's language).
 */

export {
  MESSAGE_KINDS,
  MESSAGE_PAGE_SIZE,
  SYSTEM_MESSAGE_KINDS,
  type MessageKind,
  type SystemMessageKind,
} from '../constants.ts';
import { MESSAGE_KINDS, MESSAGE_PAGE_SIZE } from '../constants.ts';

export const MESSAGE_TEXT_LIMITS = { title: 120, content: 4000 } as const;

/** The figures of a system message; amounts in minor units of `currency`. */
export const messageParamsSchema = z
  .object({
    amountMinor: z.number().int().optional(),
    currency: z.string().optional(),
    reference: z.string().optional(),
    reason: z.string().optional(),
    source: z.string().optional(),
  })
  .strict();
export type MessageParams = z.infer<typeof messageParamsSchema>;

export const messageViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  /** The operator's notice in the reader's language; null for a system message. */
  title: z.string().nullable(),
  content: z.string().nullable(),
  params: messageParamsSchema,
  createdAt: z.string(),
  read: z.boolean(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const messagePageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(MESSAGE_PAGE_SIZE),
    unreadOnly: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .strict();

export const messagePageSchema = z.object({
  list: z.array(messageViewSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

export const messageParamsIdSchema = z
  .object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();

/* ---- The operator's side (/admin/api/messages) ---- */

const dialingCode = z.string().regex(/^\+[0-9]{1,4}$/);

/** Who an operator's notice goes to. */
export const messageAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), username: z.string().trim().min(1).max(40) }).strict(),
  z.object({ kind: z.literal('vip'), levels: z.array(z.number().int().min(0).max(100)).min(1).max(101) }).strict(),
  /** The agent and every member below them, at any depth. */
  z.object({ kind: z.literal('agent'), username: z.string().trim().min(1).max(40) }).strict(),
  z.object({ kind: z.literal('country'), dialingCodes: z.array(dialingCode).min(1).max(50) }).strict(),
  z.object({ kind: z.literal('all') }).strict(),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;
export const MESSAGE_AUDIENCE_KINDS = ['member', 'vip', 'agent', 'country', 'all'] as const;

const hasSomeText = (text: Partial<Record<string, string>>) => Object.values(text).some((v) => v?.trim());

export const messageSendSchema = z
  .object({
    title: localizedTextSchema(MESSAGE_TEXT_LIMITS.title).refine(hasSomeText, 'required'),
    content: localizedTextSchema(MESSAGE_TEXT_LIMITS.content).refine(hasSomeText, 'required'),
    audience: messageAudienceSchema,
  })
  .strict();
export type MessageSend = z.infer<typeof messageSendSchema>;

export const audienceCountSchema = z.object({ recipients: z.number().int() });

export const sentMessageSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema(MESSAGE_TEXT_LIMITS.title),
  content: localizedTextSchema(MESSAGE_TEXT_LIMITS.content),
  audience: messageAudienceSchema,
  recipients: z.number().int(),
  readCount: z.number().int(),
  sentBy: z.string(),
  createdAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const sentMessagePageSchema = z.object({
  list: z.array(sentMessageSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});
