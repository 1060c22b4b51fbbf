import type { OutcomeRng } from '../fairness/outcome-rng.ts';

/*
 * Dice: a roll of 0.00–99.99 (10,000 equally likely values, in hundredths), under or over the
 * player's target. The payout multiplier is (100 − edge) / win chance, so every target returns
 * the same RTP: 1 − edge.
 */

export const DICE_OUTCOMES = 10_000;
/** The win chance allowed: 1.00 % to 98.00 %. */
export const DICE_MIN_WIN_COUNT = 100;
export const DICE_MAX_WIN_COUNT = 9_800;

export const DICE_EDGE_BPS = { rtp96: 400, rtp94: 600, rtp92: 800 } as const;
export type DiceVariant = keyof typeof DICE_EDGE_BPS;

export interface DiceParams {
  /** Hundredths: 5000 is 50.00. */
  target: number;
  direction: 'under' | 'over';
}

export interface DiceOutcome {
  roll: number;
  target: number;
  direction: 'under' | 'over';
  win: boolean;
  /** The payout multiplier as a fraction: payout = floor(stake × num / den) on a win. */
  multiplierNum: number;
  multiplierDen: number;
}

/** Winning rolls out of 10,000: under t wins on 0..t−1; over t wins on t+1..9999. */
export function diceWinCount(params: DiceParams): number {
  return params.direction === 'under' ? params.target : DICE_OUTCOMES - 1 - params.target;
}

export function isDiceTargetAllowed(params: DiceParams): boolean {
  const count = diceWinCount(params);
  return Number.isInteger(params.target) && count >= DICE_MIN_WIN_COUNT && count <= DICE_MAX_WIN_COUNT;
}

export function playDice(rng: OutcomeRng, params: DiceParams, variant: DiceVariant): DiceOutcome {
  const roll = rng.below(DICE_OUTCOMES);
  const win = params.direction === 'under' ? roll < params.target : roll > params.target;
  return {
    roll,
    target: params.target,
    direction: params.direction,
    win,
    multiplierNum: DICE_OUTCOMES - DICE_EDGE_BPS[variant],
    multiplierDen: diceWinCount(params),
  };
}
