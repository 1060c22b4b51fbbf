import { shuffledIndexes, type OutcomeRng } from '../fairness/outcome-rng.ts';

/*
 * Mines: a 5×5 board with 1–24 mines placed by a Fisher–Yates shuffle of the 25 tiles (the
 * first `mines` tiles of the shuffle are mines). The player reveals tiles and may cash out after
 * any safe reveal; a mine loses the stake. After k safe reveals the multiplier is
 * (1 − edge) / P(k safe), P(k safe) = C(25 − m, k) / C(25, k), so the RTP is 1 − edge whenever the
 * player stops.
 */

export const TILES = 25;
export const MINES_EDGE_BPS = { rtp96: 400, rtp94: 600, rtp92: 800 } as const;
export type MinesVariant = keyof typeof MINES_EDGE_BPS;

export interface MinesBoard {
  mines: number;
  /** Tile indexes 0..24 (row × 5 + column) holding a mine, ascending. */
  minePositions: number[];
}

export function placeMines(rng: OutcomeRng, mines: number): MinesBoard {
  if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new Error(`mines ${mines}`);
  return {
    mines,
    minePositions: shuffledIndexes(rng, TILES)
      .slice(0, mines)
      .sort((a, b) => a - b),
  };
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The cash-out multiplier after `safeReveals` safe tiles, as payout = floor(stake × num / den). */
export function minesMultiplier(
  mines: number,
  safeReveals: number,
  variant: MinesVariant,
): { num: number; den: number } {
  return {
    num: (10_000 - MINES_EDGE_BPS[variant]) * binomial(TILES, safeReveals),
    den: 10_000 * binomial(TILES - mines, safeReveals),
  };
}
