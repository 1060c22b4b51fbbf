import { z } from 'zod';
import { WINNERS_COUNT, WINNERS_MAX } from '../constants.ts';

export { WINNERS_COUNT, WINNERS_MAX };

/*
 * The home page's winners board (GET /lgw/winners, docs/api.md "Winners board"): the biggest
 * settled wins of the recent days across lottery and games. Names are masked; amounts in major units.
 */

export const winnersQuerySchema = z
  .object({
    count: z.coerce.number().int().min(1).max(WINNERS_MAX).default(WINNERS_COUNT),
    /** The game names' language; the Language header (then the brand default) when absent. */
    language: z.string().max(10).optional(),
  })
  .strict();

export const winnerSchema = z.object({
  /** The bet's id: a stable key for lists. */
  id: z.number(),
  /** The username masked: its first two characters, '***', its last ('ab***9'). */
  username: z.string(),
  /** LOTT / ELOTT for the lottery, else the game's lobby category. */
  product: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** What the bet paid (major units, as every amount of the API), its currency and the currency's decimals. */
  amount: z.number(),
  currency: z.string(),
  decimals: z.number().int(),
  settledAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersValueSchema = z.array(winnerSchema);
