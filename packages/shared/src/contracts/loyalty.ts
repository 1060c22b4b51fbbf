import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { moneyTermsStateSchema } from './operators.ts';
import { VIP_REWARD_KINDS, WAGERING_PRODUCTS } from './promotions.ts';

/*
 * Loyalty (spec §2 member center playerRank and missionLeaderboard, §3 clubLabel and points,
 * redemption statuses, §6 rank above 4): VIP levels, the points mall, missions. Money travels in
 * major units (api-contract: Money); points are whole numbers, never fractions.
 */

const instant = z.iso.datetime({ offset: true });
const localized = (max: number) => z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(max));
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const money = z.number().min(0).max(1e12);

/** Products a bet belongs to (the lobby categories and the lottery). */
export const LOYALTY_PRODUCTS = WAGERING_PRODUCTS;
export type LoyaltyProduct = (typeof LOYALTY_PRODUCTS)[number];

// ---------------------------------------------------------------------------------------------
// VIP / player rank

/** What a level gives. Amounts in major units; null: no limit / none. */
export const vipBenefitsSchema = z
  .object({
    /** Of the member's net loss of the past week (Monday to Sunday, UTC), claimable the week after. */
    weeklyCashbackPercent: z.number().min(0).max(100).multipleOf(0.01),
    /** Withdrawals over any 24 hours, at most this much (null: the brand's own limit). */
    withdrawDailyMax: money.positive().nullable(),
    /** Withdrawals over any 24 hours, at most this many (null: no count limit). */
    withdrawDailyCount: z.number().int().min(1).max(1000).nullable(),
    /** Claimable in the week from the member's birthday, once a year. */
    birthdayBonus: money,
    /** Claimable once the level is first reached, once per level for ever. */
    levelUpBonus: money,
  })
  .strict();
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

/** A level as the operator defines it; rank 0 is the level every member starts at. */
export const vipLevelInputSchema = z
  .object({
    rankLevel: z.number().int().min(0).max(99),
    name: localized(40),
    color: colour,
    color2: colour,
    /** Deposits in the qualifying period (null: not a condition). */
    depositThreshold: money.nullable(),
    /** Valid turnover in the qualifying period (null: not a condition). */
    turnoverThreshold: money.nullable(),
    benefits: vipBenefitsSchema,
  })
  .strict();
export type VipLevelInput = z.infer<typeof vipLevelInputSchema>;

/** PUT /admin/api/loyalty/levels: the whole ladder; ranks 0..n without gaps, thresholds rising. */
export const vipLadderSchema = z
  .object({ levels: z.array(vipLevelInputSchema).min(1).max(100) })
  .strict()
  .superRefine((v, ctx) => {
    v.levels.forEach((level, i) => {
      if (level.rankLevel !== i)
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'rankLevel'], message: 'RANKS_IN_ORDER' });
      if (i > 0 && level.depositThreshold === null && level.turnoverThreshold === null) {
        ctx.addIssue({ code: 'custom', path: ['levels', i], message: 'THRESHOLD_REQUIRED' });
      }
      if (!(level.name['pt-BR'] ?? level.name.en)) {
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'name'], message: 'NAME_REQUIRED' });
      }
    });
  });
export type VipLadder = z.infer<typeof vipLadderSchema>;

/** A level as a member sees it (its name in the request's language). */
export const vipLevelViewSchema = z.object({
  rankLevel: z.number().int(),
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  depositThreshold: z.number().nullable(),
  turnoverThreshold: z.number().nullable(),
  benefits: vipBenefitsSchema,
});
export type VipLevelView = z.infer<typeof vipLevelViewSchema>;

export const VIP_PERIODS = ['month', 'week', 'rolling'] as const;
export type VipPeriod = (typeof VIP_PERIODS)[number];

/** GET /wps/loyalty/vip: the member's level, what counts so far, the next level and the ladder. */
export const vipOverviewSchema = z.object({
  level: vipLevelViewSchema,
  next: vipLevelViewSchema.nullable(),
  /** The qualifying period now running: [start, end). */
  period: z.object({ kind: z.enum(VIP_PERIODS), start: instant, end: instant }),
  deposits: z.number(),
  turnover: z.number(),
  /** 0..100: how far the member is towards the next level; a level needs every threshold it sets, so the least of them. */
  progressPercent: z.number(),
  /** Period ends the member may stay below the level before dropping. */
  graceLeft: z.number().int(),
  levels: z.array(vipLevelViewSchema),
  /** YYYY-MM-DD, set once by the member; null: not set. */
  birthday: z.string().nullable(),
});
export type VipOverview = z.infer<typeof vipOverviewSchema>;

/** PUT /wps/loyalty/birthday: once; a second change is refused. */
export const birthdayPayloadSchema = z.object({ birthday: z.iso.date() }).strict();

export { VIP_REWARD_KINDS, type VipRewardKind } from './promotions.ts';

/** POST /wps/loyalty/vip/rewards/:kind/:key/claim answers what went to the wallet. */
export const vipClaimResultSchema = z.object({
  kind: z.enum(VIP_REWARD_KINDS),
  key: z.string(),
  amount: z.number(),
  wallet: z.enum(['main', 'bonus']),
});
export type VipClaimResult = z.infer<typeof vipClaimResultSchema>;

// ---------------------------------------------------------------------------------------------
// Points mall

/** GET /wps/points: the member's points and the brand's ratios. */
export const pointsOverviewSchema = z.object({
  points: z.number().int(),
  /** Points earned per 100 (major units) of valid turnover, per product. */
  earnRates: z.partialRecord(z.enum(LOYALTY_PRODUCTS), z.number()),
  /** How many points make one major unit of money when converted; null: conversion off. */
  pointsPerUnit: z.number().int().nullable(),
  minConvertPoints: z.number().int(),
  /** Goods the member has redeemed (not rejected). */
  redeemedQuantity: z.number().int(),
});
export type PointsOverview = z.infer<typeof pointsOverviewSchema>;

export const GOODS_KINDS = ['item', 'cash'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

export const goodsViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
  /** Valid turnover of the past 30 days the member needs to redeem (major units); 0: none. */
  amountRequirement: z.number(),
  /** A cash good's money (major units); null for items. */
  cashValue: z.number().nullable(),
  /** Null: unlimited. */
  stockLeft: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  redeemedByMe: z.number().int(),
});
export type GoodsView = z.infer<typeof goodsViewSchema>;
export const goodsListSchema = z.object({ list: z.array(goodsViewSchema), turnover30d: z.number() });

/** POST /wps/points/redeem (Idempotency-Key). */
export const redeemPayloadSchema = z
  .object({
    goodsId: z.number().int().positive(),
    paymentPassword: z.string().regex(/^\d{6}$/),
  })
  .strict();

/** Spec §3: in process, rejected, approved. */
export const REDEMPTION_STATUSES = ['processing', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const redemptionViewSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  kind: z.enum(GOODS_KINDS),
  points: z.number().int(),
  status: z.enum(REDEMPTION_STATUSES),
  remark: z.string().nullable(),
  createdAt: instant,
  decidedAt: instant.nullable(),
});
export type RedemptionView = z.infer<typeof redemptionViewSchema>;
export const redemptionPageSchema = z.object({
  list: z.array(redemptionViewSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});

/** POST /wps/points/convert (Idempotency-Key). */
export const convertPayloadSchema = z
  .object({
    points: z.number().int().positive().max(1e12),
    paymentPassword: z.string().regex(/^\d{6}$/),
  })
  .strict();
export const convertResultSchema = z.object({
  points: z.number().int(),
  amount: z.number(),
  balance: z.number().int(),
});

/** GET /wps/points/history: the points wallet's movements. */
export const POINTS_MOVEMENTS = ['earned', 'redeemed', 'refunded', 'converted', 'granted', 'adjusted'] as const;
export const pointsMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_MOVEMENTS),
  points: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: instant,
});
export const pointsHistorySchema = z.object({
  list: z.array(pointsMovementSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Missions

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
/** rounds: bets settled; wager: valid turnover; deposit: deposits paid; login_days: days signed in. */
export const MISSION_KINDS = ['rounds', 'wager', 'deposit', 'login_days'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_STATES = ['progress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export const missionViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** Null: any product. */
  product: z.enum(LOYALTY_PRODUCTS).nullable(),
  /** rounds / days as counts; wager / deposit in major units. */
  target: z.number(),
  progress: z.number(),
  state: z.enum(MISSION_STATES),
  reward: z.number(),
  rewardWallet: z.enum(['main', 'bonus']),
  missionPoints: z.number().int(),
  periodEnd: instant,
});
export type MissionView = z.infer<typeof missionViewSchema>;
export const missionListSchema = z.object({ list: z.array(missionViewSchema), claimableCount: z.number().int() });

/** GET /wps/missions/summary: the menu badge. */
export const missionSummarySchema = z.object({ claimableCount: z.number().int() });

export const missionClaimResultSchema = z.object({
  missionId: z.number().int(),
  amount: z.number(),
  wallet: z.enum(['main', 'bonus']),
  missionPoints: z.number().int(),
});

/** GET /wps/missions/leaderboard: this week's top 50 by mission points, names masked. */
export const LEADERBOARD_SIZE = 50;
export const leaderboardSchema = z.object({
  periodStart: instant,
  periodEnd: instant,
  top: z.array(z.object({ rank: z.number().int(), username: z.string(), points: z.number().int() })),
  me: z.object({ rank: z.number().int().nullable(), points: z.number().int() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// ---------------------------------------------------------------------------------------------
// Operator side

export const missionInputSchema = z
  .object({
    title: localized(80),
    description: localized(300),
    period: z.enum(MISSION_PERIODS),
    kind: z.enum(MISSION_KINDS),
    product: z.enum(LOYALTY_PRODUCTS).nullable(),
    target: z.number().positive().max(1e12),
    reward: money,
    rewardWallet: z.enum(['main', 'bonus']),
    /** Bonus-wallet rewards: wagered this many times before they become main money. */
    wageringMultiple: z.number().int().min(0).max(100),
    missionPoints: z.number().int().min(0).max(1_000_000),
    enabled: z.boolean(),
    position: z.number().int().min(0).max(100_000),
  })
  .strict()
  .refine((m) => !(m.kind === 'rounds' || m.kind === 'login_days') || Number.isInteger(m.target), {
    path: ['target'],
    message: 'WHOLE_NUMBER',
  })
  .refine((m) => m.kind === 'rounds' || m.kind === 'wager' || m.product === null, {
    path: ['product'],
    message: 'PRODUCT_ONLY_FOR_BETS',
  })
  .refine((m) => Boolean(m.title['pt-BR'] ?? m.title.en), { path: ['title'], message: 'NAME_REQUIRED' });
export type MissionInput = z.infer<typeof missionInputSchema>;
/** A mission as the console edits it; while a change of its money terms waits, the proposed ones (decision 033). */
export const missionAdminSchema = z
  .object({ id: z.number().int(), moneyTerms: moneyTermsStateSchema })
  .and(missionInputSchema);

export const goodsInputSchema = z
  .object({
    kind: z.enum(GOODS_KINDS),
    name: localized(80),
    description: localized(500),
    imageUrl: z.string().max(500).nullable(),
    points: z.number().int().min(1).max(1e12),
    amountRequirement: money,
    cashValue: money.nullable(),
    /** Null: unlimited. */
    stock: z.number().int().min(0).max(1e9).nullable(),
    perMemberLimit: z.number().int().min(1).max(1e6).nullable(),
    enabled: z.boolean(),
    position: z.number().int().min(0).max(100_000),
  })
  .strict()
  .refine((g) => (g.kind === 'cash') === (g.cashValue !== null && g.cashValue > 0), {
    path: ['cashValue'],
    message: 'CASH_VALUE_FOR_CASH_GOODS',
  })
  .refine((g) => Boolean(g.name['pt-BR'] ?? g.name.en), { path: ['name'], message: 'NAME_REQUIRED' });
export type GoodsInput = z.infer<typeof goodsInputSchema>;

export const goodsAdminSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  name: localized(80),
  description: localized(500),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
  amountRequirement: z.number(),
  cashValue: z.number().nullable(),
  stock: z.number().int().nullable(),
  redeemed: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
  enabled: z.boolean(),
  position: z.number().int(),
  /** Finance's approval of a cash good's money terms; while a change waits, the figures are the proposed ones. */
  moneyTerms: moneyTermsStateSchema,
});
export type GoodsAdmin = z.infer<typeof goodsAdminSchema>;

export const redemptionAdminSchema = redemptionViewSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  decidedBy: z.string().nullable(),
});
export type RedemptionAdmin = z.infer<typeof redemptionAdminSchema>;
export const redemptionAdminPageSchema = z.object({
  list: z.array(redemptionAdminSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** POST /admin/api/loyalty/redemptions/:id/decision: a rejection gives the points back. */
export const redemptionDecisionSchema = z
  .object({ decision: z.enum(['approve', 'reject']), remark: z.string().trim().max(300).default('') })
  .strict();

/*
 * POST /admin/api/members/:memberId/points (Idempotency-Key): an operator grants a member points
 * (goodwill, a demo, a contest prize). Points buy mall goods and convert to money, so a grant is a
 * finance or support action, capped per grant, with a reason, audited, once per key.
 */
export const POINTS_GRANT_MAX = 100_000;
export const pointsGrantPayloadSchema = z
  .object({
    points: z.number().int().min(1).max(POINTS_GRANT_MAX),
    reason: z.string().trim().min(1).max(200),
  })
  .strict();
export type PointsGrantPayload = z.infer<typeof pointsGrantPayloadSchema>;
export const pointsGrantValueSchema = z.object({
  memberId: z.number().int(),
  points: z.number().int(),
  /** The member's points after the grant. */
  balance: z.number().int(),
  /** The key had granted already: this is the first answer again, nothing moved. */
  replayed: z.boolean(),
});
export type PointsGrantValue = z.infer<typeof pointsGrantValueSchema>;
