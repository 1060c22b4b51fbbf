import type { z } from 'zod';
import type { gamePatchSchema } from '@portal/shared/contracts/lottery';

type Odds = number | number[][];

/** What a game's change is compared with: the console's view of the game as it is. */
interface GameLimits {
  liabilityLimit: number;
  betTypes: { code: string; odds: Odds; maxUnit: number; maxMultiplier: number }[];
}

const higher = (next: Odds, now: Odds): boolean =>
  typeof next === 'number'
    ? typeof now !== 'number' || next > now
    : !Array.isArray(now) || next.some((row, i) => row.some((odds, j) => odds > (now[i]?.[j] ?? 0)));

/**
 * Whether a game's change raises what the house can lose (review N4): higher odds, a higher unit
 * or multiplier cap on a bet type, or a higher liability limit. Those wait for a second lottery
 * operator; lowering them, switching things off or changing delays runs at once.
 */
export function raisesRisk(before: GameLimits, patch: z.infer<typeof gamePatchSchema>): boolean {
  if (patch.liabilityLimit !== undefined && patch.liabilityLimit > before.liabilityLimit) return true;
  return Object.entries(patch.betTypes ?? {}).some(([code, change]) => {
    const now = before.betTypes.find((type) => type.code === code);
    // An unknown bet type is refused by the change's own checks.
    if (!now) return false;
    return (
      (change.odds !== undefined && higher(change.odds, now.odds)) ||
      (change.maxUnit !== undefined && change.maxUnit > now.maxUnit) ||
      (change.maxMultiplier !== undefined && change.maxMultiplier > now.maxMultiplier)
    );
  });
}
