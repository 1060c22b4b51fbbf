import { z } from 'zod';

/*
 * Feedback and complaints: PUT /wps/feedback (multipart: type, content, up to 3 PNG/JPG images of
 * 5 MB), the member's list with the operator's replies, and the support team's queue
 * (/admin/api/feedback). The content's bounds are the brand's (settings.feedback).
 */

export const FEEDBACK_TYPES = [
  'suggestion',
  'complaint',
  'deposit',
  'withdrawal',
  'games',
  'account',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_REPLY_MAX = 2000;
/** The widest bounds a brand may set (settings.feedback). */
export const FEEDBACK_CONTENT_LIMIT = 2000;

/** Characters as a reader counts them (an emoji is one), the same on both sides. */
export const textLength = (text: string) => [...text].length;

/** The member's form, checked against the brand's bounds. */
export const feedbackFormSchema = (bounds: FeedbackBounds) =>
  z
    .object({
      type: z.enum(FEEDBACK_TYPES),
      content: z
        .string()
        .trim()
        .refine((s) => textLength(s) >= bounds.minLength, 'TOO_SHORT')
        .refine((s) => textLength(s) <= bounds.maxLength, 'TOO_LONG'),
    })
    .strict();

export const feedbackViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  /** Addresses of the attached images, readable by their owner (and support). */
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackView = z.infer<typeof feedbackViewSchema>;

export const feedbackBoundsSchema = z.object({ minLength: z.number().int(), maxLength: z.number().int() });
export type FeedbackBounds = z.infer<typeof feedbackBoundsSchema>;

/** The member's list, with the brand's bounds the form checks before sending. */
export const feedbackPageSchema = z.object({
  list: z.array(feedbackViewSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  bounds: feedbackBoundsSchema,
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const feedbackPageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();

export const feedbackImageParamsSchema = z
  .object({
    id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    n: z.coerce
      .number()
      .int()
      .min(0)
      .max(FEEDBACK_IMAGES_MAX - 1),
  })
  .strict();

/* ---- Support's queue ---- */

export const feedbackAdminQuerySchema = z
  .object({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    type: z.enum(FEEDBACK_TYPES).optional(),
    username: z.string().trim().max(40).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const feedbackAdminViewSchema = feedbackViewSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  repliedBy: z.string().nullable(),
});
export type FeedbackAdminView = z.infer<typeof feedbackAdminViewSchema>;

export const feedbackAdminPageSchema = z.object({
  list: z.array(feedbackAdminViewSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const feedbackReplySchema = z
  .object({
    reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX),
    /** Closed: nothing more is expected from either side. */
    close: z.boolean().default(false),
  })
  .strict();
