import { z } from 'zod';

/*
 * The agent programme (decision 027). Agents (member types 1, 2, 41, 42) see their team — every
 * member below them at any depth — and offer contracts to their direct downline agents: a
 * dividend (a share of the team's net result, stakes − payouts, each cycle) or a daily, hourly or
 * real-time salary (a share of the team's valid bet). A contract's tiers give the rate from a
 * threshold of team valid bet or active members; each level is paid its own difference. Amounts
 * in the API are major units of the brand currency; rates are percent with two decimals.
 */

export {
  AGENT_TYPES,
  CONTRACT_BASES,
  CONTRACT_FLAGS,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  DIVIDEND_CYCLES,
  isAgentMemberType,
  TEAM_RANGES,
  type ContractKind,
  type ContractStatus,
  type DividendCycle,
  type TeamRange,
} from '../constants.ts';
import {
  AGENT_TYPES,
  CONTRACT_BASES,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  DIVIDEND_CYCLES,
  TEAM_RANGES,
} from '../constants.ts';

const money = z.number().min(0).max(1e12);
const percent = z.number().min(0).max(100);

/** A tier: from `threshold` (team valid bet in major units, or active members) the rate in percent. */
export const contractTierSchema = z.object({ threshold: money, ratePercent: percent }).strict();
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractTermsSchema = z
  .object({
    kind: z.enum(CONTRACT_KINDS),
    basis: z.enum(CONTRACT_BASES),
    tiers: z
      .array(contractTierSchema)
      .min(1)
      .max(20)
      .refine((tiers) => tiers.every((t, i) => i === 0 || t.threshold > tiers[i - 1]!.threshold), 'thresholds rise'),
    /** Dividends only: the cycle; salaries settle daily, hourly or every 5 minutes by kind. */
    cycle: z.enum(DIVIDEND_CYCLES).optional(),
    /** Dividends only: a negative cycle is carried into the next one. */
    rollover: z.boolean().default(false),
  })
  .strict();
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const contractOfferSchema = contractTermsSchema.extend({ memberId: z.number().int().min(1) }).strict();
export type ContractOffer = z.infer<typeof contractOfferSchema>;

export const contractViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  basis: z.enum(CONTRACT_BASES),
  tiers: z.array(contractTierSchema),
  cycle: z.string(),
  rollover: z.boolean(),
  status: z.enum(CONTRACT_STATUSES),
  payer: z.enum(['platform', 'upline']),
  member: z.object({ id: z.number().int(), username: z.string() }),
  /** Null: offered by the platform. */
  offeredBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  terminatedReason: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

export const contractListSchema = z.object({
  /** Offered to the member, or held by them (active, and the last ended ones). */
  mine: z.array(contractViewSchema),
  /** What the member offered their downlines. */
  offered: z.array(contractViewSchema),
});

export const contractAcceptSchema = z.object({ confirm: z.boolean().default(false) }).strict();

/** GET /wps/member/info/funds/consolidated: per kind 0 none, 1 offered to me, 2 active (spec's field names). */
export const consolidatedSchema = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  /** The contracts behind the figures. */
  contracts: z.array(contractViewSchema),
});

/** One kind's contract data (the spec's hourly and real-time salary calls). */
export const contractKindDataSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** 0 none, 1 an offer waits, 2 active: the consolidated figure of this kind. */
  state: z.number().int(),
  contracts: z.array(contractViewSchema),
});

/* ---- Team ---- */

export const teamFiguresSchema = z.object({
  members: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: z.number(),
  bets: z.number(),
  validBets: z.number(),
  /** The team's own result: payouts − stakes (negative when the team lost). */
  profitLoss: z.number(),
});
export const teamOverviewSchema = z.object({
  range: z.enum(TEAM_RANGES),
  from: z.string(),
  to: z.string(),
  figures: teamFiguresSchema,
  /** One point per UTC day of the current month, for the charts. */
  days: z.array(teamFiguresSchema.omit({ members: true }).extend({ day: z.string() })),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const downlineQuerySchema = z
  .object({
    q: z.string().trim().max(40).optional(),
    directOnly: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const downlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  /** 1: a direct downline. */
  level: z.number().int(),
  upline: z.string().nullable(),
  registeredAt: z.string(),
  balance: z.number(),
  deposits: z.number(),
  validBets: z.number(),
  profitLoss: z.number(),
  teamSize: z.number().int(),
});
export type Downline = z.infer<typeof downlineSchema>;
export const downlinePageSchema = z.object({
  list: z.array(downlineSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const registerDownlineSchema = z
  .object({
    username: z.string().trim().min(4).max(16),
    password: z.string().min(6).max(64),
    /** 0 a player, or an agent type. */
    type: z.union([z.literal(0), ...AGENT_TYPES.map((t) => z.literal(t))]),
  })
  .strict();

export const downlineTransferSchema = z
  .object({ amount: z.number().positive().max(1e12), paymentPassword: z.string().min(1).max(64) })
  .strict();

export const reportQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    product: z.string().max(20).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const teamBetRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  level: z.number().int(),
  product: z.string(),
  bets: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  profitLoss: z.number(),
});
export const teamBetsSchema = z.object({
  list: z.array(teamBetRowSchema),
  totals: teamBetRowSchema.pick({ bets: true, stake: true, validBet: true, payout: true, profitLoss: true }),
  page: z.number().int(),
  totalPages: z.number().int(),
});

/** User P&L: each direct downline's whole team, and the agent's own play. */
export const profitLossRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  teamSize: z.number().int(),
  deposits: z.number(),
  withdrawals: z.number(),
  validBet: z.number(),
  profitLoss: z.number(),
});
export const profitLossSchema = z.object({ list: z.array(profitLossRowSchema) });

export const incomeRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  base: z.number(),
  activeMembers: z.number().int(),
  ratePercent: z.number(),
  gross: z.number(),
  downline: z.number(),
  carryIn: z.number(),
  amount: z.number(),
  carryOut: z.number(),
  status: z.enum(['nothing', 'waiting', 'paid']),
  payer: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type IncomeRow = z.infer<typeof incomeRowSchema>;
export const incomeQuerySchema = z
  .object({
    kind: z.enum(CONTRACT_KINDS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const incomePageSchema = z.object({
  list: z.array(incomeRowSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Paid in total, per kind. */
  totals: z.record(z.string(), z.number()),
});

/** Transaction details: the agent's money movements of the programme (commissions, transfers to downlines). */
export const agentTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['agent_commission', 'transfer_downline', 'transfer_upline']),
  amount: z.number(),
  balanceAfter: z.number(),
  counterpart: z.string().nullable(),
  createdAt: z.string(),
});
export const agentTransactionPageSchema = z.object({
  list: z.array(agentTransactionSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});

export const downlineTransferResultSchema = z.object({
  transactionId: z.number().int(),
  amount: z.number(),
  balance: z.number(),
  replayed: z.boolean(),
});

/*
 * Applications to become an agent (decision 051): a member asks from the site, an operator
 * approves with an agent type (named in words in both apps) or refuses with a reason; one
 * application waits per member at a time.
 */
export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];
export const AGENT_APPLICATION_MESSAGE = { min: 10, max: 500 } as const;
const agentType = z.literal(AGENT_TYPES);

export const agentApplicationRequestSchema = z
  .object({
    /** How the member means to bring players: audience, channels, experience. */
    message: z.string().trim().min(AGENT_APPLICATION_MESSAGE.min).max(AGENT_APPLICATION_MESSAGE.max),
  })
  .strict();
export type AgentApplicationRequest = z.infer<typeof agentApplicationRequestSchema>;

export const agentApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  message: z.string(),
  agentType: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

/** GET /wps/agent/application: the member's latest application, null before the first. */
export const myAgentApplicationSchema = agentApplicationSchema.nullable();

export const agentApplicationAdminSchema = agentApplicationSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  reviewedBy: z.string().nullable(),
});
export type AgentApplicationAdmin = z.infer<typeof agentApplicationAdminSchema>;

export const agentApplicationQuerySchema = z
  .object({
    status: z.enum(AGENT_APPLICATION_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const agentApplicationPageSchema = z.object({
  list: z.array(agentApplicationAdminSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});

export const agentApplicationApproveSchema = z.object({ agentType }).strict();
export const agentApplicationRejectSchema = z.object({ reason: z.string().trim().min(3).max(300) }).strict();
