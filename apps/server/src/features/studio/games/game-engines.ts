import type { InhouseGame } from '@portal/shared/contracts/seamless';
import type { StudioGameParams } from '@portal/shared/contracts/studio';
import { createOutcomeRng, type SeedTriple } from '../fairness/outcome-rng.ts';
import { BACCARAT_VARIANTS, playBaccarat, type BaccaratVariant } from './baccarat.ts';
import { DICE_EDGE_BPS, isDiceTargetAllowed, playDice, type DiceVariant } from './dice.ts';
import { MINES_EDGE_BPS, minesMultiplier, placeMines, type MinesBoard, type MinesVariant } from './mines.ts';
import { playLotusSlot } from './lotus-slot.ts';
import { LINE_COUNT } from './slot-rules.ts';
import { SLOT_VARIANTS, type SlotVariant } from './slot-strips.ts';

/*
 * The four games behind one door: each outcome is a pure function of the seeds, the nonce, the
 * round's parameters and the RTP variant. The service, the verification call and the tests all
 * come through here, so a replay is the same code as the play.
 */

export const GAME_VARIANTS: Record<InhouseGame, readonly string[]> = {
  'lotus-slot': SLOT_VARIANTS,
  dice: Object.keys(DICE_EDGE_BPS),
  baccarat: Object.keys(BACCARAT_VARIANTS),
  mines: Object.keys(MINES_EDGE_BPS),
};

export const DEFAULT_VARIANT: Record<InhouseGame, string> = {
  'lotus-slot': 'rtp96',
  dice: 'rtp96',
  baccarat: 'standard',
  mines: 'rtp96',
};

export const isVariantOf = (game: InhouseGame, variant: string): boolean => GAME_VARIANTS[game].includes(variant);

/** A round's result: payout = floor(stake × num / den); num = 0 is a loss. */
export interface RoundResult {
  outcome: Record<string, unknown>;
  num: number;
  den: number;
}

export function payoutMinor(stakeMinor: number, num: number, den: number): number {
  return Number((BigInt(stakeMinor) * BigInt(num)) / BigInt(den));
}

/** Parameters the schema lets through but the game refuses (a dice chance out of range). */
export function paramsProblem(request: StudioGameParams): string | null {
  if (request.game === 'dice' && !isDiceTargetAllowed(request.params)) return 'target';
  return null;
}

/** Slot, dice and baccarat: the whole round at once. */
export function playInstant(request: StudioGameParams, variant: string, seeds: SeedTriple): RoundResult {
  const rng = createOutcomeRng(seeds);
  switch (request.game) {
    case 'lotus-slot': {
      const outcome = playLotusSlot(rng, variant as SlotVariant);
      return { outcome: { ...outcome }, num: outcome.totalUnits, den: LINE_COUNT };
    }
    case 'dice': {
      const outcome = playDice(rng, request.params, variant as DiceVariant);
      return { outcome: { ...outcome }, num: outcome.win ? outcome.multiplierNum : 0, den: outcome.multiplierDen };
    }
    case 'baccarat': {
      const outcome = playBaccarat(rng, request.params.bet, variant as BaccaratVariant);
      return { outcome: { ...outcome }, num: outcome.multiplierNum, den: outcome.multiplierDen };
    }
    case 'mines':
      throw new Error('mines is played tile by tile');
  }
}

/** Mines: the board the seeds fix before the first tile is turned. */
export function minesBoard(mines: number, seeds: SeedTriple): MinesBoard {
  return placeMines(createOutcomeRng(seeds), mines);
}

/** Where a mines round stands after these reveals: lost on a mine, else the cash-out multiplier. */
export function minesStanding(board: MinesBoard, reveals: number[], variant: string) {
  const hitMine = reveals.some((tile) => board.minePositions.includes(tile));
  const safe = reveals.length;
  const multiplier = minesMultiplier(board.mines, safe, variant as MinesVariant);
  return {
    hitMine,
    safeLeft: 25 - board.mines - safe,
    num: hitMine || safe === 0 ? 0 : multiplier.num,
    den: multiplier.den,
  };
}

/** The public verification: the outcome (and, for mines, the reveals' payout) from the seeds alone. */
export function recomputeRound(
  request: StudioGameParams,
  variant: string,
  seeds: SeedTriple,
  reveals: number[] = [],
): RoundResult {
  if (request.game !== 'mines') return playInstant(request, variant, seeds);
  const board = minesBoard(request.params.mines, seeds);
  const standing = minesStanding(board, reveals, variant);
  return { outcome: { ...board, reveals, hitMine: standing.hitMine }, num: standing.num, den: standing.den };
}
