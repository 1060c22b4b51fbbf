import { z } from 'zod';
import { LOTTERY_PRIZES } from '../constants.ts';

export { LOTTERY_PRIZES };

/*
 * Lottery calls (docs/api.md "Lottery"): the lobby, periods, results, trends, the bet
 * slip, my bets and the operator's calls. Money in major units; picks as strings ('07', '123',
 * 'BIG'); the server validates picks against the game's bet menu (VALIDATION_FAILED per line).
 */

export const LOTTERY_MARKETS = ['XSMB', 'XSMN', 'XSMT', 'FAST_NORTH', 'KENO', 'DIGIT5'] as const;

/** Spec section 9: the VN opened-numbers list holds 100 by default. */
export const VN_OPENED_COUNT = 100;
export const SLIP_MAX_LINES = 50;

export const betLineSchema = z.object({
  /** A code of the game's bet menu: lo2, lo3, de, de_dau, dau, duoi, cang3, xien2..4, lo_truot4/8/10, keno_pick, big_small, odd_even, number. */
  type: z.string().min(1).max(20),
  /** The picks; for per-pick types each is its own bet. Empty with `quickPick` asks the server to choose. */
  numbers: z.array(z.string().max(6)).max(100).default([]),
  /** Quick pick: the server chooses this many picks (per-pick types) or one ticket's picks. */
  quickPick: z.number().int().min(1).max(10).optional(),
  /** The digit game's ball 1–5 (required for `number`; none on big_small / odd_even means the sum). */
  position: z.number().int().min(1).max(5).optional(),
  /** Stake unit in major units; a bet costs unit × multiplier × the type's stake factor. */
  unit: z.number().finite(),
  multiplier: z.number().int().min(1).default(1),
});
export type BetLine = z.infer<typeof betLineSchema>;

export const placeSlipPayloadSchema = z.object({
  gameCode: z.string().min(1).max(20),
  /** The period's issue; the current open period when absent. */
  issue: z.string().min(1).max(40).optional(),
  lines: z.array(betLineSchema).min(1).max(SLIP_MAX_LINES),
});
export type PlaceSlipPayload = z.infer<typeof placeSlipPayloadSchema>;

export const lotteryBetSchema = z.object({
  betId: z.number(),
  type: z.string(),
  picks: z.string(),
  position: z.number().nullable(),
  unit: z.number(),
  multiplier: z.number(),
  stake: z.number(),
  payout: z.number(),
  status: z.enum(['pending', 'settled', 'cancelled']),
});

export const slipSchema = z.object({
  slipId: z.number(),
  gameCode: z.string(),
  issue: z.string(),
  stationCode: z.string().nullable(),
  status: z.enum(['placed', 'cancelled']),
  stake: z.number(),
  payout: z.number(),
  placedAt: z.string(),
  replayed: z.boolean().optional(),
  bets: z.array(lotteryBetSchema),
});
export type Slip = z.infer<typeof slipSchema>;

export const slipPageSchema = z.object({
  items: z.array(slipSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

export const slipListQuerySchema = z.object({
  gameCode: z.string().max(20).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const slipIdParamsSchema = z.object({ slipId: z.coerce.number().int().positive() });
export const gameCodeParamsSchema = z.object({ gameCode: z.string().regex(/^[A-Z0-9_]{2,20}$/) });
export const periodIdParamsSchema = z.object({ periodId: z.coerce.number().int().positive() });

/** Prize name → its numbers, for the Vietnamese markets (keno and digit games: `balls`). */
export const prizesSchema = z.record(z.string(), z.array(z.string()));

export const periodSchema = z.object({
  periodId: z.number(),
  gameCode: z.string(),
  issue: z.string(),
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  status: z.enum(['open', 'closed', 'drawn', 'settled', 'confirmed', 'cancelled']),
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 of the server seed (fast games), published at open. */
  seedHash: z.string().nullable(),
  /** The seed itself, once drawn: anyone can recompute the numbers. */
  seed: z.string().nullable(),
  resultSource: z.string().nullable(),
  /** By prize name (Vietnamese markets) or `balls` (keno, digit game); null before the draw. */
  result: prizesSchema.nullable(),
});
export type Period = z.infer<typeof periodSchema>;

export const betTypeSchema = z.object({
  code: z.string(),
  rule: z.enum(['count', 'all', 'none', 'table']),
  format: z.string(),
  perPick: z.boolean(),
  picks: z.tuple([z.number(), z.number()]),
  position: z.enum(['required', 'optional', 'none']),
  stakeFactor: z.number(),
  /** One figure, or (table rule) by number of picks then hits. */
  odds: z.union([z.number(), z.array(z.array(z.number()))]),
  minUnit: z.number(),
  maxUnit: z.number(),
  maxMultiplier: z.number(),
});

export const lobbyGameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  market: z.enum(LOTTERY_MARKETS),
  product: z.enum(['LOTT', 'ELOTT']),
  intervalSeconds: z.number().nullable(),
  drawTime: z.string().nullable(),
  closeBeforeSeconds: z.number(),
  /** The open periods (one per station for XSMN / XSMT), soonest first. */
  current: z.array(periodSchema),
  lastResult: periodSchema.nullable(),
  /** Milliseconds from the server's now to the first current period's close and draw. */
  closesInMs: z.number().nullable(),
  drawsInMs: z.number().nullable(),
  serverTime: z.string(),
});

export const gameDetailSchema = lobbyGameSchema.extend({ betTypes: z.array(betTypeSchema) });

/** A calendar day yyyy-mm-dd that exists (2030-02-31 does not). */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    // The refinement runs even after the pattern failed: an unreadable date must not throw here.
    const at = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
  }, 'not a calendar day');

export const resultsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  stationCode: z.string().max(4).optional(),
  /** Only the draws of this Vietnamese calendar day (Asia/Ho_Chi_Minh): a past day's results by station. */
  date: calendarDay.optional(),
});

export const periodPageSchema = z.object({
  items: z.array(periodSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

export const trendQuerySchema = z.object({
  periods: z.coerce.number().int().min(1).max(500).default(50),
});

export const trendSchema = z.object({
  gameCode: z.string(),
  periods: z.number(),
  /** What is counted: 2-digit endings (Vietnamese markets), keno numbers, or digits per ball. */
  kind: z.enum(['ending2', 'keno', 'digit']),
  numbers: z.array(
    z.object({
      number: z.string(),
      /** The ball (digit game) or null. */
      position: z.number().nullable(),
      frequency: z.number(),
      /** Periods since it last appeared (the whole window when it never did). */
      missing: z.number(),
    }),
  ),
});

export const openedQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(VN_OPENED_COUNT).default(VN_OPENED_COUNT),
});

/** Why an operator corrected or cancelled a period: kept with the money it moved and in the audit log. */
export const OPERATOR_REASON_MAX = 200;
export const operatorReasonSchema = z.string().trim().min(1).max(OPERATOR_REASON_MAX);

/**
 * A correction (`correct: true`) says why; a first entry carries no reason. The issue is on
 * `reason`: REQUIRED when a correction has none, INVALID_VALUE on a first entry that has one.
 */
function reasonWithCorrection(input: { correct: boolean; reason?: string }, ctx: z.RefinementCtx) {
  if (input.correct && input.reason === undefined)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'a correction needs a reason' });
  if (!input.correct && input.reason !== undefined)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'only a correction takes a reason' });
}

/**
 * Operator: enter or import a result. `correct` replaces a recorded result (re-settles) before
 * confirmation, and then needs `reason`.
 */
export const resultEntrySchema = z
  .object({ prizes: prizesSchema, correct: z.boolean().default(false), reason: operatorReasonSchema.optional() })
  .superRefine(reasonWithCorrection);

/** The results feed format: one import per market, station and Vietnamese calendar day. */
export const resultImportSchema = z
  .object({
    market: z.enum(['XSMB', 'XSMN', 'XSMT']),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    station: z.string().regex(/^[A-Z]{2,4}$/),
    prizes: prizesSchema,
    correct: z.boolean().default(false),
    reason: operatorReasonSchema.optional(),
  })
  .superRefine(reasonWithCorrection);

export const resultRecordedSchema = z.object({
  period: periodSchema,
  replayed: z.boolean(),
  settlement: z.object({ round: z.number(), bets: z.number(), winners: z.number(), payout: z.number() }).nullable(),
});

export const cancelPeriodSchema = z.object({ reason: operatorReasonSchema });

export const betSettingsPatchSchema = z.object({
  enabled: z.boolean().optional(),
  stakeFactor: z.number().int().min(1).max(100).optional(),
  odds: z.union([z.number().positive().max(1_000_000), z.array(z.array(z.number().min(0)))]).optional(),
  minUnit: z.number().positive().optional(),
  maxUnit: z.number().positive().optional(),
  maxMultiplier: z.number().int().min(1).max(100_000).optional(),
});

export const gamePatchSchema = z.object({
  enabled: z.boolean().optional(),
  closeBeforeSeconds: z.number().int().min(0).max(86_400).optional(),
  confirmAfterSeconds: z.number().int().min(0).max(604_800).optional(),
  liabilityLimit: z.number().positive().optional(),
  betTypes: z.record(z.string(), betSettingsPatchSchema).optional(),
});

export const adminPeriodQuerySchema = z.object({
  gameCode: z.string().max(20).optional(),
  status: z.enum(['open', 'closed', 'drawn', 'settled', 'confirmed', 'cancelled']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const tickSchema = z.object({
  opened: z.number(),
  closed: z.number(),
  drawn: z.number(),
  settled: z.number(),
  confirmed: z.number(),
});

/** The server-sent events of GET /lgw/lottery/events: `event:` is the type, `data:` this JSON. */
export const lotteryEventSchema = z.object({
  type: z.enum(['open', 'close', 'result', 'cancel']),
  gameCode: z.string(),
  issue: z.string(),
  periodId: z.number(),
  stationCode: z.string().nullable(),
  at: z.string(),
});
export type LotteryEvent = z.infer<typeof lotteryEventSchema>;
