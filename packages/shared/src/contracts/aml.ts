import { z } from 'zod';

/*
 * AML monitoring (decision 043): the periodic scan raises alerts from five rules; a compliance
 * officer (or an admin) works them: assigns, closes with an outcome and a note, exports the
 * reported ones for the regulator.
 */
export const AML_RULES = [
  'structuring',
  'low_play_withdrawal',
  'shared_access',
  'transfer_cycle',
  'low_variance_win',
] as const;
export type AmlRule = (typeof AML_RULES)[number];

export const AML_STATUSES = ['open', 'assigned', 'closed'] as const;
export type AmlStatus = (typeof AML_STATUSES)[number];

export const AML_OUTCOMES = ['no_issue', 'reported', 'account_restricted'] as const;
export type AmlOutcome = (typeof AML_OUTCOMES)[number];

export const AML_HISTORY_ACTIONS = ['raised', 'assigned', 'closed', 'reopened'] as const;

/** A member an alert names. */
export const amlMemberSchema = z.object({ id: z.number(), username: z.string() });

/**
 * What triggered an alert, as the rule found it: amounts in major units of `currency`, times in
 * ISO 8601. Each rule fills its own fields (see docs/decisions/043-aml-monitoring.md).
 */
export const amlEvidenceSchema = z.object({
  /** One line a person reads: what the rule saw. */
  summary: z.string(),
  /** The thresholds in force when the rule fired (amounts in major units). */
  thresholds: z.record(z.string(), z.union([z.number(), z.string()])),
  /** The rows behind it: deposits, withdrawals, sessions, transfers or bets. */
  rows: z.array(z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()]))),
  /** Figures over the rows (totals, counts, shares), amounts in major units. */
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type AmlEvidence = z.infer<typeof amlEvidenceSchema>;

export const amlAlertSchema = z.object({
  id: z.number(),
  rule: z.enum(AML_RULES),
  subject: z.string(),
  status: z.enum(AML_STATUSES),
  members: z.array(amlMemberSchema),
  /** Major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  summary: z.string(),
  assignedTo: z.string().nullable(),
  outcome: z.enum(AML_OUTCOMES).nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AmlAlert = z.infer<typeof amlAlertSchema>;

export const amlHistoryEntrySchema = z.object({
  action: z.enum(AML_HISTORY_ACTIONS),
  operator: z.string().nullable(),
  assignedTo: z.string().nullable(),
  outcome: z.enum(AML_OUTCOMES).nullable(),
  note: z.string().nullable(),
  at: z.string(),
});

export const amlAlertDetailSchema = amlAlertSchema.extend({
  evidence: amlEvidenceSchema,
  closeNote: z.string().nullable(),
  closedBy: z.string().nullable(),
  history: z.array(amlHistoryEntrySchema),
});
export type AmlAlertDetail = z.infer<typeof amlAlertDetailSchema>;

export const amlAlertsQuerySchema = z
  .object({
    status: z.enum(AML_STATUSES).optional(),
    rule: z.enum(AML_RULES).optional(),
    /** A member's id or username. */
    member: z.string().trim().min(1).max(50).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type AmlAlertsQuery = z.infer<typeof amlAlertsQuerySchema>;

export const amlAlertsPageSchema = z.object({
  items: z.array(amlAlertSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AmlAlertsPage = z.infer<typeof amlAlertsPageSchema>;

export const amlAlertParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** Assign to an operator (its id), or to the caller when absent. */
export const amlAssignSchema = z
  .object({ operatorId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional() })
  .strict();

export const amlCloseSchema = z
  .object({ outcome: z.enum(AML_OUTCOMES), note: z.string().trim().min(1).max(2000) })
  .strict();
export type AmlClose = z.infer<typeof amlCloseSchema>;

export const amlReopenSchema = z.object({ note: z.string().trim().min(1).max(2000) }).strict();

/** What one scan raised, per rule. */
export const amlScanResultSchema = z.object({
  /** false: another scan held the lock (the timer's turn is skipped; an operator's run waits instead). */
  ran: z.boolean(),
  raised: z.record(z.string(), z.number()),
  total: z.number(),
});
export type AmlScanResult = z.infer<typeof amlScanResultSchema>;

/** The regulator's export: the alerts closed as reported, or the ids chosen (comma-separated). */
export const amlExportQuerySchema = z
  .object({
    ids: z
      .string()
      .regex(/^\d{1,15}(,\d{1,15}){0,499}$/)
      .optional(),
  })
  .strict();

/** An operator the queue can assign to (compliance or admin). */
export const amlAssigneeSchema = z.object({ id: z.number(), username: z.string() });
