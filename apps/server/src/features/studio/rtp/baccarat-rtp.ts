import {
  BACCARAT_VARIANTS,
  DECKS,
  SHOE_SIZE,
  baccaratPayout,
  dealCoup,
  type BaccaratBet,
  type BaccaratResult,
  type BaccaratVariant,
} from '../games/baccarat.ts';
import type { Fraction } from './exact-fraction.ts';

/** Cards of each baccarat value 0..9 in the shoe: tens and court cards are 0 (16 a deck). */
const VALUE_COUNTS = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * DECKS);
/** Every coup draws at most six cards: probabilities share the denominator 416 × 415 × ... × 411. */
const MAX_CARDS = 6;

export interface BaccaratOdds {
  /** Numerators over `den` for banker, player and tie. */
  banker: bigint;
  player: bigint;
  tie: bigint;
  den: bigint;
}

/**
 * The exact probabilities of banker, player and tie by walking every sequence of card values the
 * coup can draw, weighted by how many cards of each value are left in the shoe (without
 * replacement). Each weight, scaled to the six-card denominator, is an exact integer below 2^53.
 */
export function enumerateBaccarat(): BaccaratOdds {
  const totals = { banker: 0, player: 0, tie: 0 };
  // Depth-first over draws: the coup rules ask for the next value; we try each in turn.
  const walk = (drawn: number[]) => {
    const sequence: number[] = [];
    let needMore = false;
    let at = 0;
    const draw = () => {
      if (at < drawn.length) {
        sequence.push(drawn[at]!);
        return drawn[at++]!;
      }
      needMore = true;
      throw new NeedCard();
    };
    try {
      const coup = dealCoup(draw);
      const player = coup.player.reduce((a, b) => a + b, 0) % 10;
      const banker = coup.banker.reduce((a, b) => a + b, 0) % 10;
      const result: BaccaratResult = player > banker ? 'player' : banker > player ? 'banker' : 'tie';
      totals[result] += weight(drawn);
    } catch (error) {
      if (!(error instanceof NeedCard) || !needMore) throw error;
      for (let value = 0; value < 10; value += 1) {
        drawn.push(value);
        walk(drawn);
        drawn.pop();
      }
    }
  };
  // The number of ordered ways to draw these values, scaled to six cards: the remaining factors
  // 416 − n down to 411 stand for the cards not drawn.
  const weight = (drawn: number[]) => {
    const left = [...VALUE_COUNTS];
    let w = 1;
    for (const value of drawn) w *= left[value]!--;
    for (let i = drawn.length; i < MAX_CARDS; i += 1) w *= SHOE_SIZE - i;
    return w;
  };
  walk([]);
  let den = 1n;
  for (let i = 0; i < MAX_CARDS; i += 1) den *= BigInt(SHOE_SIZE - i);
  const odds = { banker: BigInt(totals.banker), player: BigInt(totals.player), tie: BigInt(totals.tie), den };
  if (odds.banker + odds.player + odds.tie !== den) throw new Error('baccarat probabilities do not sum to 1');
  return odds;
}

class NeedCard extends Error {}

/** The exact RTP of a bet: the sum over results of P(result) × what a unit stake returns. */
export function baccaratRtp(odds: BaccaratOdds, bet: BaccaratBet, variant: BaccaratVariant): Fraction {
  // Payouts are num/den per result; bring them to the common denominator 100.
  let num = 0n;
  for (const result of ['banker', 'player', 'tie'] as const) {
    const payout = baccaratPayout(bet, result, variant);
    num += odds[result] * BigInt((payout.num * 100) / payout.den);
  }
  return { num, den: odds.den * 100n };
}

export const BACCARAT_BETS: BaccaratBet[] = ['banker', 'player', 'tie'];
export { BACCARAT_VARIANTS };
