import { createOutcomeRng } from '../fairness/outcome-rng.ts';
import { baccaratPayout, playBaccarat, type BaccaratBet, type BaccaratVariant } from '../games/baccarat.ts';
import { playLotusSlot } from '../games/lotus-slot.ts';
import { LINE_COUNT } from '../games/slot-rules.ts';
import type { SlotVariant } from '../games/slot-strips.ts';

/** A sample's mean return per unit stake and the half-width of its 99.9 % confidence interval. */
export interface SimulatedRtp {
  rounds: number;
  mean: number;
  /** z(0.9995) × sample standard deviation / √n. */
  halfWidth99_9: number;
}

/** Two-sided 99.9 %: the standard normal's 0.9995 quantile. */
export const Z_99_9 = 3.2905;

function summary(rounds: number, sum: number, sumSquares: number): SimulatedRtp {
  const mean = sum / rounds;
  const variance = (sumSquares - rounds * mean * mean) / (rounds - 1);
  return { rounds, mean, halfWidth99_9: (Z_99_9 * Math.sqrt(variance)) / Math.sqrt(rounds) };
}

/** Rounds played with the production engine and rng: server seed fixed, nonce 0..rounds−1. */
export function simulateSlot(
  variant: SlotVariant,
  rounds: number,
  serverSeed: string,
  clientSeed = 'rtp-sim',
): SimulatedRtp {
  let sum = 0;
  let sumSquares = 0;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const outcome = playLotusSlot(createOutcomeRng({ serverSeed, clientSeed, nonce }), variant);
    const x = outcome.totalUnits / LINE_COUNT;
    sum += x;
    sumSquares += x * x;
  }
  return summary(rounds, sum, sumSquares);
}

/** Coups dealt once and each bet settled on them (the three bets on the same coups). */
export function simulateBaccarat(
  variant: BaccaratVariant,
  rounds: number,
  serverSeed: string,
  clientSeed = 'rtp-sim',
): Record<BaccaratBet, SimulatedRtp> {
  const bets: BaccaratBet[] = ['banker', 'player', 'tie'];
  const sums = bets.map(() => ({ sum: 0, squares: 0 }));
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const { result } = playBaccarat(createOutcomeRng({ serverSeed, clientSeed, nonce }), 'banker', variant);
    bets.forEach((bet, i) => {
      const payout = baccaratPayout(bet, result, variant);
      const x = payout.num / payout.den;
      sums[i]!.sum += x;
      sums[i]!.squares += x * x;
    });
  }
  return {
    banker: summary(rounds, sums[0]!.sum, sums[0]!.squares),
    player: summary(rounds, sums[1]!.sum, sums[1]!.squares),
    tie: summary(rounds, sums[2]!.sum, sums[2]!.squares),
  };
}
