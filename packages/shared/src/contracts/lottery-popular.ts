import { z } from 'zod';
import { POPULAR_LOTTERY_COUNT, POPULAR_LOTTERY_MAX } from '../constants.ts';

export { POPULAR_LOTTERY_COUNT, POPULAR_LOTTERY_MAX };
import { LOTTERY_MARKETS, periodSchema } from './lottery.ts';

/*
 * The home page's popular lottery games (GET /lgw/games/popular, docs/api.md "Popular lottery
 * games"): the brand's games ordered by what was staked on them lately, each with its open period
 * and last result. Prize modes are the spec's brand config modes; fast draws are Elott, the
 * Vietnamese daily markets SEA.
 */

export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

export const popularQuerySchema = z
  .object({
    count: z.coerce.number().int().min(1).max(POPULAR_LOTTERY_MAX).default(POPULAR_LOTTERY_COUNT),
    prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
    /** The client's device (WEB, H5...): every device sees the same games today. */
    device: z.string().max(20).optional(),
    /** The names' language; the Language header (then the brand default) when absent. */
    language: z.string().max(10).optional(),
  })
  .strict();
export type PopularQuery = z.infer<typeof popularQuerySchema>;

export const popularGameSchema = z.object({
  gameCode: z.string(),
  /** In the asked language, else the game's own name. */
  name: z.string(),
  market: z.enum(LOTTERY_MARKETS),
  product: z.enum(['LOTT', 'ELOTT']),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  /** The open period that draws first (for XSMN / XSMT: the first station of the day); null between periods. */
  current: z
    .object({ issue: z.string(), stationName: z.string().nullable(), closeAt: z.string(), drawAt: z.string() })
    .nullable(),
  lastResult: periodSchema.nullable(),
  /** Over the last 24 hours: slips placed and their stake (major units). */
  recentBets: z.number().int(),
  recentStake: z.number(),
  serverTime: z.string(),
});
export type PopularGame = z.infer<typeof popularGameSchema>;
export const popularValueSchema = z.array(popularGameSchema);
