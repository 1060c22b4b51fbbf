import { createOutcomeRng } from '../fairness/outcome-rng.ts';
import { baccaratPayout, playBaccarat, type BaccaratBet, type BaccaratVariant } from '../games/baccarat.ts';
import { playDice, type DiceParams, type DiceVariant } from '../games/dice.ts';
import { playLotusSlot } from '../games/lotus-slot.ts';
import { minesMultiplier, placeMines, type MinesVariant } from '../games/mines.ts';
import { LINE_COUNT } from '../games/slot-rules.ts';
import type { SlotVariant } from '../games/slot-strips.ts';

/** A sample's mean return per unit stake and the half-width of its 99.9 % confidence interval. */
export interface SimulatedRtp {
  rounds: number;
  mean: number;
  /** Rounds that won: paid anything (the slot), paid more than the stake back (baccarat). */
  hits: number;
  /** z(0.9995) × sample standard deviation / √n. */
  halfWidth99_9: number;
}

/** Two-sided 99.9 %: the standard normal's 0.9995 quantile. */
export const Z_99_9 = 3.2905;

function summary(rounds: number, sum: number, sumSquares: number, hits: number): SimulatedRtp {
  const mean = sum / rounds;
  const variance = (sumSquares - rounds * mean * mean) / (rounds - 1);
  return { rounds, mean, hits, halfWidth99_9: (Z_99_9 * Math.sqrt(variance)) / Math.sqrt(rounds) };
}

/** Each round's return per unit stake (0 on a loss), over nonces 0..rounds−1; a hit is a return above 0. */
function simulate(rounds: number, play: (nonce: number) => number): SimulatedRtp {
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const x = play(nonce);
    sum += x;
    sumSquares += x * x;
    if (x > 0) hits += 1;
  }
  return summary(rounds, sum, sumSquares, hits);
}

/** Rounds played with the production engine and rng: server seed fixed, nonce 0..rounds−1. */
export function simulateSlot(
  variant: SlotVariant,
  rounds: number,
  serverSeed: string,
  clientSeed = 'rtp-sim',
): SimulatedRtp {
  return simulate(
    rounds,
    (nonce) => playLotusSlot(createOutcomeRng({ serverSeed, clientSeed, nonce }), variant).totalUnits / LINE_COUNT,
  );
}

/** Coups dealt once and each bet settled on them (the three bets on the same coups). */
export function simulateBaccarat(
  variant: BaccaratVariant,
  rounds: number,
  serverSeed: string,
  clientSeed = 'rtp-sim',
): Record<BaccaratBet, SimulatedRtp> {
  const bets: BaccaratBet[] = ['banker', 'player', 'tie'];
  const sums = bets.map(() => ({ sum: 0, squares: 0, hits: 0 }));
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const { result } = playBaccarat(createOutcomeRng({ serverSeed, clientSeed, nonce }), 'banker', variant);
    bets.forEach((bet, i) => {
      const payout = baccaratPayout(bet, result, variant);
      const x = payout.num / payout.den;
      sums[i]!.sum += x;
      sums[i]!.squares += x * x;
      if (x > 1) sums[i]!.hits += 1;
    });
  }
  return {
    banker: summary(rounds, sums[0]!.sum, sums[0]!.squares, sums[0]!.hits),
    player: summary(rounds, sums[1]!.sum, sums[1]!.squares, sums[1]!.hits),
    tie: summary(rounds, sums[2]!.sum, sums[2]!.squares, sums[2]!.hits),
  };
}

/** Rolls at one target: every target returns the same RTP, so one stands for all. */
export function simulateDice(
  variant: DiceVariant,
  rounds: number,
  serverSeed: string,
  params: DiceParams = { target: 5000, direction: 'under' },
  clientSeed = 'rtp-sim',
): SimulatedRtp {
  return simulate(rounds, (nonce) => {
    const outcome = playDice(createOutcomeRng({ serverSeed, clientSeed, nonce }), params, variant);
    return outcome.win ? outcome.multiplierNum / outcome.multiplierDen : 0;
  });
}

/** Boards of `mines` mines where the player reveals the first `reveals` tiles and cashes out. */
export function simulateMines(
  variant: MinesVariant,
  rounds: number,
  serverSeed: string,
  mines = 3,
  reveals = 3,
  clientSeed = 'rtp-sim',
): SimulatedRtp {
  const multiplier = minesMultiplier(mines, reveals, variant);
  const win = multiplier.num / multiplier.den;
  // Mine positions are ascending: the first `reveals` tiles are safe when the lowest mine is past them.
  return simulate(rounds, (nonce) =>
    placeMines(createOutcomeRng({ serverSeed, clientSeed, nonce }), mines).minePositions[0]! >= reveals ? win : 0,
  );
}
