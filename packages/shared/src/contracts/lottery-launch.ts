import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { LAUNCH_MODES } from './games.ts';

/**
 * The lottery's launch address (v2) call: the game launch
 * payload in, the lottery page address the server chose out. The `Language` header picks the
 * language, as on every call.
 */
export const lotteryLaunchPayloadSchema = z
  .object({
    /** A lottery game's code (MB45S, XSMB...), or the game code of a lottery entry of the catalog. */
    gameCode: z.string().trim().min(1).max(80),
    /** A bet type of the game; the game's default when absent. */
    playType: z.string().trim().min(1).max(40).optional(),
    platform: z.string().max(60).optional(),
    launchMode: z.enum(LAUNCH_MODES).default('iframe'),
  })
  .strict();
export type LotteryLaunchPayload = z.input<typeof lotteryLaunchPayloadSchema>;

export const lotteryLaunchValueSchema = z.object({
  /** `/lottery?gameCode=..&playType=..` for a fast game, `/vnlottery?gameCode=..` for a Vietnamese market. */
  url: z.string(),
  gameCode: z.string(),
  /** The play type the page preselects: the one asked for, else the game's first bet type. */
  playType: z.string().nullable(),
  language: z.enum(LANGUAGES),
});
export type LotteryLaunchValue = z.infer<typeof lotteryLaunchValueSchema>;
