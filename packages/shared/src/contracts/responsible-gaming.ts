import { z } from 'zod';
import { amountSchema } from './wallet.ts';
import { KYC_STATES, kycDecisionSchema, kycDocumentSchema } from './kyc.ts';

/*
 * Responsible gaming (docs/decisions/041-play-limits-in-the-ledger.md): the member's own limits,
 * breaks and self-exclusion (/wps/rg/*), the reality check, and the console's view of a member.
 * Money limits are in the brand's currency (major units on the wire, minor in the database);
 * periods are calendar periods in UTC: the day, the week from Monday, the month.
 */

export const RG_MONEY_LIMITS = ['deposit', 'loss', 'wager'] as const;
export type RgMoneyLimit = (typeof RG_MONEY_LIMITS)[number];
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];
export const RG_TIME_LIMITS = ['session', 'reality_check'] as const;
export type RgTimeLimit = (typeof RG_TIME_LIMITS)[number];

/** A break: 24 hours, 7 days, 30 days. */
export const RG_BREAKS = ['24h', '7d', '30d'] as const;
export type RgBreak = (typeof RG_BREAKS)[number];
/** A self-exclusion: 6 months, 1 year, 5 years, or for ever. */
export const RG_EXCLUSIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type RgExclusion = (typeof RG_EXCLUSIONS)[number];

/** Minutes a session limit or a reality check interval may take. */
export const RG_MINUTES_MIN = 5;
export const RG_MINUTES_MAX = 24 * 60;

/** Set, lower, raise or remove (null) a money limit; a raise or removal waits for the cooling-off. */
export const rgMoneyLimitSchema = z
  .object({ kind: z.enum(RG_MONEY_LIMITS), period: z.enum(RG_PERIODS), amount: amountSchema.nullable() })
  .strict();
export type RgMoneyLimitPayload = z.infer<typeof rgMoneyLimitSchema>;

export const rgTimeLimitSchema = z
  .object({
    kind: z.enum(RG_TIME_LIMITS),
    minutes: z.number().int().min(RG_MINUTES_MIN).max(RG_MINUTES_MAX).nullable(),
  })
  .strict();
export type RgTimeLimitPayload = z.infer<typeof rgTimeLimitSchema>;

/** A break or a self-exclusion, confirmed by the member's password (a slip of the finger cannot start one). */
export const rgBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), duration: z.enum(RG_BREAKS), password: z.string().min(1).max(128) }).strict(),
  z
    .object({
      kind: z.literal('self_exclusion'),
      duration: z.enum(RG_EXCLUSIONS),
      password: z.string().min(1).max(128),
    })
    .strict(),
]);
export type RgBlockPayload = z.infer<typeof rgBlockSchema>;

export const rgRealityChoiceSchema = z.object({ choice: z.enum(['continue', 'stop']) }).strict();

const limitView = z.object({
  /** What holds now (major units for money, minutes for time); null: none. */
  current: z.number().nullable(),
  /** A raise or removal waiting for its cooling-off: the value (null: removal) and when it holds. */
  pending: z.object({ value: z.number().nullable(), at: z.string() }).nullable(),
});
export type RgLimitView = z.infer<typeof limitView>;

const usageView = z.object({
  period: z.enum(RG_PERIODS),
  /** When the period began and when the next one begins (ISO). */
  startsAt: z.string(),
  resetsAt: z.string(),
  deposited: z.number(),
  wagered: z.number(),
  netLoss: z.number(),
});

export const rgBlockViewSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  /** null: permanent. */
  until: z.string().nullable(),
});
export type RgBlockView = z.infer<typeof rgBlockViewSchema>;

export const rgStateSchema = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  coolingOffHours: z.number().int(),
  /** limits.deposit.day, limits.loss.week...; limits.session, limits.reality_check in minutes. */
  money: z.record(z.enum(RG_MONEY_LIMITS), z.record(z.enum(RG_PERIODS), limitView)),
  time: z.record(z.enum(RG_TIME_LIMITS), limitView),
  usage: z.array(usageView),
  block: rgBlockViewSchema.nullable(),
});
export type RgState = z.infer<typeof rgStateSchema>;

/** The reality check of the current session: time since sign-in, its net result, the next reminder. */
export const rgRealityCheckSchema = z.object({
  intervalMinutes: z.number().int().nullable(),
  sessionStartedAt: z.string(),
  minutesPlayed: z.number().int(),
  /** Won less staked since sign-in (negative: a loss), major units. */
  netResult: z.number(),
  wagered: z.number(),
  /** When the next reminder is due (null: no reminder set). */
  nextAt: z.string().nullable(),
  /** When the session limit ends this session (null: none). */
  sessionEndsAt: z.string().nullable(),
});
export type RgRealityCheck = z.infer<typeof rgRealityCheckSchema>;

/** The console's responsible-gaming page of a member. */
export const rgMemberAdminSchema = z.object({
  state: rgStateSchema,
  /** Who the member is proven to be (decision 042): state, verified level, newest documents, last decision. */
  kyc: z.object({
    state: z.enum(KYC_STATES),
    verifiedLevel: z.number().int(),
    documents: z.array(kycDocumentSchema),
    lastDecision: kycDecisionSchema.nullable(),
  }),
  changes: z.array(
    z.object({
      kind: z.string(),
      period: z.string(),
      before: z.number().nullable(),
      requested: z.number().nullable(),
      effectiveAt: z.string(),
      createdAt: z.string(),
    }),
  ),
  exclusions: z.array(
    z.object({ kind: z.enum(['timeout', 'self_exclusion']), startsAt: z.string(), endsAt: z.string().nullable() }),
  ),
  realityChecks: z.array(
    z.object({
      minutesPlayed: z.number().int(),
      netResult: z.number(),
      choice: z.enum(['continue', 'stop']),
      createdAt: z.string(),
    }),
  ),
});
export type RgMemberAdmin = z.infer<typeof rgMemberAdminSchema>;

/** The console's report: members with a limit or a running block. */
export const rgReportQuerySchema = z
  .object({
    show: z.enum(['limits', 'blocks']).default('limits'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const rgReportSchema = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  total: z.number().int(),
  rows: z.array(
    z.object({
      memberId: z.number().int(),
      username: z.string(),
      kind: z.string(),
      period: z.string().nullable(),
      value: z.number().nullable(),
      until: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type RgReport = z.infer<typeof rgReportSchema>;
