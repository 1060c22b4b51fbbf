import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_CONTENT_KINDS, type AuditAction } from './audit-actions.ts';

/*
 * The back office's dashboard, reports and audit log (/admin/api/reports/..., /admin/api/audit-log).
 * Money is in minor units of the brand's currency. Days are whole UTC days (the brand settings
 * carry no time zone): `from` and `to` name the first and the last day, both included. Every
 * figure leaves out trial (free-play) accounts, whose money is play money.
 */

/** The longest range a report reads. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_TIME_ZONE = 'UTC';
export const TOP_PLAYERS_MAX = 100;
export const AUDIT_PAGE_SIZE_MAX = 100;

const DAY_MS = 86_400_000;
const isoDay = z.iso.date();
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

export const reportFormatSchema = z.enum(['json', 'csv']).default('json');

/** `to` on or after `from`, and at most REPORT_MAX_DAYS days in all; a wrong range is the `to` field's problem. */
const checkRange = (range: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!range.from || !range.to) return;
  const days = daysInRange(range.from, range.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: REPORT_MAX_DAYS,
      path: ['to'],
      message: `at most ${REPORT_MAX_DAYS} days`,
    });
};

export const reportRangeQuerySchema = z
  .object({ from: isoDay, to: isoDay, format: reportFormatSchema })
  .strict()
  .superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const topPlayersQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    side: z.enum(['winners', 'losers']).default('winners'),
    limit: z.coerce.number().int().min(1).max(TOP_PLAYERS_MAX).default(20),
    format: reportFormatSchema,
  })
  .strict()
  .superRefine(checkRange);
export type TopPlayersQuery = z.infer<typeof topPlayersQuerySchema>;

/* Dashboard */

export const dashboardMoneySchema = z.object({
  depositsMinor: z.number(),
  depositCount: z.number(),
  withdrawalsMinor: z.number(),
  withdrawalCount: z.number(),
  betsMinor: z.number(),
  betCount: z.number(),
  winsMinor: z.number(),
  /** Bets − wins. */
  ggrMinor: z.number(),
  /** Operator balance adjustments, net (what the brand gave players outside play and payments). */
  bonusesMinor: z.number(),
  /** GGR − bonuses. */
  ngrMinor: z.number(),
  firstDepositsMinor: z.number(),
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

export const dashboardTotalsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Members with a bet placed in the period, settled or pending (a cancelled bet did not happen). */
  activePlayers: z.number(),
  registrations: z.number(),
  /** Members whose first paid deposit falls in the period. */
  firstDeposits: z.number(),
  /** Null for an operator without the finance role. */
  money: dashboardMoneySchema.nullable(),
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

export const dashboardDaySchema = z.object({
  day: z.string(),
  registrations: z.number(),
  firstDeposits: z.number(),
  money: dashboardMoneySchema
    .pick({
      depositsMinor: true,
      withdrawalsMinor: true,
      betsMinor: true,
      winsMinor: true,
      ggrMinor: true,
      bonusesMinor: true,
      ngrMinor: true,
    })
    .nullable(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const DASHBOARD_PERIODS = ['today', 'last7', 'last30'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/**
 * The queues the dashboard counts: bank transfers to review, withdrawals in process, four-eyes
 * requests waiting for a second operator, promotion applications to review, points-mall
 * redemptions to approve.
 */
export const DASHBOARD_QUEUES = [
  'deposits',
  'withdrawals',
  'approvals',
  'promotionApplications',
  'redemptions',
] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

/** How many wait in a queue; null for an operator with no role that acts on it (not shown to them). */
const queueCount = z.number().nullable();

export const dashboardSchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  today: z.string(),
  periods: z.object({ today: dashboardTotalsSchema, last7: dashboardTotalsSchema, last30: dashboardTotalsSchema }),
  /** The last 30 days, oldest first, every day present. */
  series: z.array(dashboardDaySchema),
  pending: z.object({
    /** Bank transfers waiting for an operator's review. */
    deposits: queueCount,
    /** Withdrawals in process. */
    withdrawals: queueCount,
    /** Four-eyes requests waiting for a second operator. */
    approvals: queueCount,
    /** Members' applications to a promotion waiting for review. */
    promotionApplications: queueCount,
    /** Points-mall redemptions waiting for approval. */
    redemptions: queueCount,
  }) satisfies z.ZodType<Record<DashboardQueue, number | null>>,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/* Reports */

export const ggrDayRowSchema = z.object({
  day: z.string(),
  betCount: z.number(),
  betsMinor: z.number(),
  winsMinor: z.number(),
  ggrMinor: z.number(),
  bonusesMinor: z.number(),
  ngrMinor: z.number(),
});
export type GgrDayRow = z.infer<typeof ggrDayRowSchema>;

export const PRODUCT_KINDS = ['casino', 'lottery', 'inhouse'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** One product on one day: a casino vendor (with its lobby category), a lottery game or an in-house game. */
export const ggrProductRowSchema = z.object({
  day: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** The vendor code (casino) or the game code (lottery, in-house). */
  code: z.string(),
  /** bets.product: the lobby category (RNG, LIVE...), LOTT or ELOTT. */
  category: z.string(),
  name: z.string().nullable(),
  betCount: z.number(),
  betsMinor: z.number(),
  winsMinor: z.number(),
  ggrMinor: z.number(),
});
export type GgrProductRow = z.infer<typeof ggrProductRowSchema>;

export const paymentRowSchema = z.object({
  day: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  /** The payment channel's name (deposits) or the payee's bank (withdrawals). */
  channel: z.string(),
  count: z.number(),
  amountMinor: z.number(),
  feeMinor: z.number(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const topPlayerRowSchema = z.object({
  memberId: z.number(),
  username: z.string(),
  betCount: z.number(),
  betsMinor: z.number(),
  winsMinor: z.number(),
  /** The player's result: wins − bets (the house's is the opposite). */
  netMinor: z.number(),
});
export type TopPlayerRow = z.infer<typeof topPlayerRowSchema>;

export const studioRtpRowSchema = z.object({
  game: z.string(),
  variant: z.string(),
  /** The bet (baccarat: banker, player, tie) or 'all'. */
  bet: z.string(),
  rounds: z.number(),
  stakesMinor: z.number(),
  payoutsMinor: z.number(),
  /** Payouts ÷ stakes, in basis points (9,650 = 96.50 %). */
  observedRtpBps: z.number(),
  /** The variant's exact RTP (the studio's table), in basis points; null when the variant is unknown. */
  theoreticalRtpBps: z.number().nullable(),
});
export type StudioRtpRow = z.infer<typeof studioRtpRowSchema>;

export const reportOf = <T extends z.ZodType>(row: T) =>
  z.object({ from: z.string(), to: z.string(), timeZone: z.string(), currency: z.string(), rows: z.array(row) });

/* Audit log */

export const auditLogQuerySchema = z
  .object({
    /** Part of the operator's username. */
    operator: z.string().trim().max(40).optional(),
    /** Part of 'METHOD route path' ('PATCH /admin/api/settings'). */
    action: z.string().trim().max(200).optional(),
    /** The subject ('member:12'); one ending in ':' ('member:') matches every subject it starts. */
    subject: z.string().trim().max(200).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
    format: reportFormatSchema,
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.from && query.to && daysInRange(query.from, query.to) < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  username: z.string(),
  method: z.string(),
  route: z.string(),
  path: z.string(),
  /** The action in words (the console translates it); null for a route the table does not know. */
  action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]).nullable(),
  /** The content kind a content action touched (banners, announcements...). */
  contentKind: z.enum(AUDIT_CONTENT_KINDS).nullable(),
  /** The member the action concerned, when it names one (subject, path or body). */
  member: z.object({ id: z.number(), username: z.string().nullable() }).nullable(),
  /** A money action's amount as the operator entered it, in major units of the brand's currency. */
  amount: z.number().nullable(),
  /** A points grant's points. */
  points: z.number().nullable(),
  statusCode: z.number(),
  subject: z.string().nullable(),
  /** Whether the action recorded the record's values before and after. */
  hasChange: z.boolean(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntryDetailSchema = auditEntrySchema.extend({
  requestId: z.string().nullable(),
  params: z.unknown(),
  body: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryDetail = z.infer<typeof auditEntryDetailSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
