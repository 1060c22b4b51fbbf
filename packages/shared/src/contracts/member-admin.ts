import { z } from 'zod';
import { betBalanceFields, BET_GAMES_MAX, gameCodeSchema } from './records.ts';

/*
 * The back office's members: search, a member's page and its lists, and the actions support and
 * finance take on an account (/admin/api/members...). Amounts in these answers are integer minor
 * units of their `currency` (`*Minor`), as the console's tables show them; the money calls the page
 * reuses (adjustments, turnover) keep their major-unit bodies.
 */

export const MEMBER_SEARCH_KEYS = ['username', 'mobile', 'email', 'id', 'ip', 'referralCode'] as const;
export type MemberSearchKey = (typeof MEMBER_SEARCH_KEYS)[number];

/** The columns the member list orders by on the server; `-name` is biggest or newest first. */
export const MEMBER_SORT_KEYS = ['id', 'username', 'balance', 'lastLogin', 'created'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
export const MEMBER_SORTS = MEMBER_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_STATUSES = ['active', 'frozen'] as const;
/** 0 player; 1, 2, 41, 42 agent types; 4 trial (not a genuine account). */
export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;
/** What an operator may make a member: a player again or one of the agent types (never a trial account). */
export const ASSIGNABLE_MEMBER_TYPES = [0, 1, 2, 41, 42] as const;

/** The most rows a CSV export holds. */
export const MEMBER_EXPORT_MAX_ROWS = 100_000;

const memberType = z.literal(MEMBER_TYPES);
const assignableType = z.literal(ASSIGNABLE_MEMBER_TYPES);

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** csv: every matching row (up to MEMBER_EXPORT_MAX_ROWS) as a file instead of one page. */
  format: z.enum(['json', 'csv']).default('json'),
};

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

export const memberSearchQuerySchema = z
  .object({
    /** Empty: every member, newest first. */
    q: z.string().trim().max(100).default(''),
    by: z.enum(MEMBER_SEARCH_KEYS).default('username'),
    status: z.enum(MEMBER_STATUSES).optional(),
    type: z.coerce.number().pipe(memberType).optional(),
    /** Absent: newest first, an exact username before the rest. */
    sort: z.enum(MEMBER_SORTS).optional(),
    ...paging,
  })
  .strict();
/** A search as the console builds it (the CSV export adds `format`). */
export type MemberSearchQuery = Omit<z.output<typeof memberSearchQuerySchema>, 'format'>;

export const memberIdParamsSchema = z
  .object({ memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();
export const memberBetParamsSchema = memberIdParamsSchema
  .extend({ betId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();

const ref = z.object({ id: z.number(), username: z.string() });

export const memberSummarySchema = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: memberType,
  status: z.enum(MEMBER_STATUSES),
  /** '+84 912345678', or null. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  referralCode: z.string(),
  upline: ref.nullable(),
  registerIp: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** The main wallet in the brand's currency. */
  mainBalanceMinor: z.number(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberSearchPageSchema = page(memberSummarySchema);
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;

export const memberBalanceSchema = z.object({
  /** 'main', 'bonus' or 'vendor:<CODE>'. */
  wallet: z.string(),
  currency: z.string(),
  balanceMinor: z.number(),
});

export const memberDetailSchema = memberSummarySchema.extend({
  emailVerifiedAt: z.string().nullable(),
  payeeName: z.string().nullable(),
  idNumber: z.string().nullable(),
  contacts: z.record(z.string(), z.string()),
  registerDomain: z.string().nullable(),
  firstLoginAt: z.string().nullable(),
  passwordChangedAt: z.string(),
  twoStepEnabled: z.boolean(),
  hasPaymentPassword: z.boolean(),
  currency: z.string(),
  decimals: z.number(),
  balances: z.array(memberBalanceSchema),
  /** Every wallet in the brand's currency together. */
  totalBalanceMinor: z.number(),
  turnoverRemainingMinor: z.number(),
  downlineCount: z.number(),
  liveSessions: z.number(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/* A member's lists: each paged, each also a CSV (format=csv). */

export const ledgerQuerySchema = z
  .object({
    wallet: z.string().trim().max(60).optional(),
    kind: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/)
      .optional(),
    ...paging,
  })
  .strict();
export const ledgerEntrySchema = z.object({
  id: z.number(),
  transactionId: z.number(),
  createdAt: z.string(),
  wallet: z.string(),
  currency: z.string(),
  kind: z.string(),
  source: z.string(),
  reference: z.string().nullable(),
  amountMinor: z.number(),
  balanceAfterMinor: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
/** `kinds`: the kinds of the member's transactions, for the filter. */
export const ledgerPageSchema = page(ledgerEntrySchema).extend({ kinds: z.array(z.string()) });

export const BET_STATUSES = ['pending', 'settled', 'cancelled'] as const;
export const memberBetsQuerySchema = z
  .object({ status: z.enum(BET_STATUSES).optional(), game: gameCodeSchema.optional(), ...paging })
  .strict();
export const memberBetSchema = z.object({
  id: z.number(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  product: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string().nullable(),
  roundId: z.string().nullable(),
  currency: z.string(),
  stakeMinor: z.number(),
  validBetMinor: z.number(),
  payoutMinor: z.number(),
  profitMinor: z.number(),
  status: z.enum(BET_STATUSES),
  /** The round's provider offers its own page of it (GET …/bets/:betId/round-detail). */
  roundDetail: z.boolean(),
  ...betBalanceFields,
});
/** `games`: the codes of the games the member bet on (up to BET_GAMES_MAX), for the filter. */
export const memberBetsPageSchema = page(memberBetSchema).extend({ games: z.array(z.string()).max(BET_GAMES_MAX) });

export const MEMBER_DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'rejected', 'expired'] as const;
export const memberDepositsQuerySchema = z
  .object({ status: z.enum(MEMBER_DEPOSIT_STATUSES).optional(), ...paging })
  .strict();
export const memberDepositSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  channel: z.string(),
  channelType: z.enum(['gateway', 'bank_transfer']),
  currency: z.string(),
  amountMinor: z.number(),
  feeMinor: z.number(),
  creditMinor: z.number(),
  status: z.enum(MEMBER_DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export const memberDepositsPageSchema = page(memberDepositSchema);

export const MEMBER_WITHDRAWAL_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export const memberWithdrawalsQuerySchema = z
  .object({ status: z.enum(MEMBER_WITHDRAWAL_STATUSES).optional(), ...paging })
  .strict();
export const memberWithdrawalSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  currency: z.string(),
  amountMinor: z.number(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  status: z.enum(MEMBER_WITHDRAWAL_STATUSES),
  confirmation: z.string().nullable(),
  rejectReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export const memberWithdrawalsPageSchema = page(memberWithdrawalSchema);

export const SESSION_STATES = ['live', 'ended'] as const;
export const memberSessionsQuerySchema = z.object({ state: z.enum(SESSION_STATES).optional(), ...paging }).strict();
export const memberSessionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(SESSION_STATES),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const memberSessionsPageSchema = page(memberSessionSchema);

export const knownIpsQuerySchema = z.object({ ...paging }).strict();
export const knownIpSchema = z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() });
export const knownIpsPageSchema = page(knownIpSchema);

export const securityEventsQuerySchema = z
  .object({
    kind: z
      .string()
      .regex(/^[a-z][a-z_]{0,39}$/)
      .optional(),
    ...paging,
  })
  .strict();
export const securityEventSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  kind: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const securityEventsPageSchema = page(securityEventSchema);

export const MEMBER_NOTE_ACTIONS = ['freeze', 'unfreeze', 'password_reset', 'two_step_unbind', 'agent_change'] as const;
export const notesQuerySchema = z.object({ ...paging }).strict();
export const memberNoteSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  author: z.string(),
  /** The action the note gives the reason of; null for a free note. */
  action: z.enum(MEMBER_NOTE_ACTIONS).nullable(),
  body: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;
export const memberNotesPageSchema = page(memberNoteSchema);

/* Actions. */

export const NOTE_MAX_LENGTH = 2000;
export const REASON_MAX_LENGTH = 500;
const reason = z.string().trim().min(1).max(REASON_MAX_LENGTH);

export const notePayloadSchema = z.object({ body: z.string().trim().min(1).max(NOTE_MAX_LENGTH) }).strict();
export const reasonPayloadSchema = z.object({ reason }).strict();
export type ReasonPayload = z.infer<typeof reasonPayloadSchema>;

export const FROZEN_MESSAGE_MAX_LENGTH = 300;
/**
 * A freeze: the reason stays an internal note; `playerMessage`, when given, is what the player
 * reads on the site with ACCOUNT_FROZEN (`value.message`).
 */
export const freezePayloadSchema = z
  .object({ reason, playerMessage: z.string().trim().max(FROZEN_MESSAGE_MAX_LENGTH).optional() })
  .strict();
export type FreezePayload = z.infer<typeof freezePayloadSchema>;

/** `upline`: the upline's username; null leaves the member without one. */
export const agentPayloadSchema = z
  .object({ type: assignableType, upline: z.string().trim().min(1).max(64).nullable(), reason })
  .strict();
export type AgentPayload = z.infer<typeof agentPayloadSchema>;

/** Why a type or upline change was refused (`value.reason` of VALIDATION_FAILED, beside `value.fields`). */
export const AGENT_REFUSALS = [
  'TRIAL_ACCOUNT',
  'UPLINE_NOT_FOUND',
  'UPLINE_SELF',
  'UPLINE_TRIAL',
  'UPLINE_CYCLE',
] as const;
export type AgentRefusal = (typeof AGENT_REFUSALS)[number];

export const memberActionValueSchema = z.object({
  member: memberDetailSchema,
  /** Sessions the action ended (freeze, password reset). */
  sessionsEnded: z.number(),
});
export type MemberActionValue = z.infer<typeof memberActionValueSchema>;

/** Where the reset code went (masked): the operator never sees a password or the code. */
export const passwordResetValueSchema = memberActionValueSchema.extend({
  sentTo: z.object({ channel: z.enum(['email', 'sms']), to: z.string() }),
});
export type PasswordResetValue = z.infer<typeof passwordResetValueSchema>;

/** The removal waits for a second support operator: the approval that will run it. */
export const twoStepUnbindValueSchema = memberActionValueSchema.extend({ approvalId: z.number() });
export type TwoStepUnbindValue = z.infer<typeof twoStepUnbindValueSchema>;
