import type { OutcomeRng } from '../fairness/outcome-rng.ts';

/*
 * Punto banco from a full 8-deck shoe (416 cards) for every round: cards are drawn without
 * replacement, player, banker, player, banker, then the third cards by the standard tableau.
 * Banker wins pay 0.95 to 1 (5 % commission), player 1 to 1, tie 8 to 1 (9 to 1 in the 'tie9'
 * variant); a tie pushes banker and player bets.
 */

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

export const BACCARAT_VARIANTS = { standard: { tiePays: 8 }, tie9: { tiePays: 9 } } as const;
export type BaccaratVariant = keyof typeof BACCARAT_VARIANTS;
export type BaccaratBet = 'banker' | 'player' | 'tie';
export type BaccaratResult = 'banker' | 'player' | 'tie';

/** A card: 0..51 within a deck, rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13). */
export interface BaccaratOutcome {
  bet: BaccaratBet;
  playerCards: number[];
  bankerCards: number[];
  playerTotal: number;
  bankerTotal: number;
  result: BaccaratResult;
  /** payout = floor(stake × num / den); a push returns the stake (num = den), a loss 0. */
  multiplierNum: number;
  multiplierDen: number;
}

/** Baccarat value of a rank (0 ace .. 12 king): ace 1, 2–9 face value, ten and court cards 0. */
export const rankValue = (rank: number): number => (rank < 9 ? rank + 1 : 0);

/** Does the banker draw, given its two-card total and the player's third card value (null: player stood)? */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/**
 * The coup from card values drawn in order (draw() returns the next card's value): the same rules
 * for the engine and the exact enumeration. Returns the hands' values.
 */
export function dealCoup(draw: () => number): { player: number[]; banker: number[] } {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const total = (hand: number[]) => hand.reduce((a, b) => a + b, 0) % 10;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (natural) return { player, banker };
  let playerThird: number | null = null;
  if (total(player) <= 5) {
    playerThird = draw();
    player.push(playerThird);
  }
  if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  return { player, banker };
}

export function baccaratPayout(
  bet: BaccaratBet,
  result: BaccaratResult,
  variant: BaccaratVariant,
): { num: number; den: number } {
  if (bet === 'tie')
    return result === 'tie' ? { num: BACCARAT_VARIANTS[variant].tiePays + 1, den: 1 } : { num: 0, den: 1 };
  if (result === 'tie') return { num: 1, den: 1 };
  if (result !== bet) return { num: 0, den: 1 };
  return bet === 'banker' ? { num: 195, den: 100 } : { num: 2, den: 1 };
}

export function playBaccarat(rng: OutcomeRng, bet: BaccaratBet, variant: BaccaratVariant): BaccaratOutcome {
  // Cards of the shoe by index 0..415 (deck = index / 52). A draw picks the i-th card still in
  // the shoe, i uniform below the cards left: counting past the (at most six) cards already out.
  const out: number[] = [];
  const cards: number[] = [];
  const draw = () => {
    let index = rng.below(SHOE_SIZE - out.length);
    for (const taken of out) if (taken <= index) index += 1;
    out.push(index);
    out.sort((a, b) => a - b);
    const card = index % 52;
    cards.push(card);
    return rankValue(card % 13);
  };
  const coup = dealCoup(draw);
  // Cards went out player, banker, player, banker, then player's third (if any), banker's third.
  const playerCards = [cards[0]!, cards[2]!];
  const bankerCards = [cards[1]!, cards[3]!];
  let next = 4;
  if (coup.player.length === 3) playerCards.push(cards[next++]!);
  if (coup.banker.length === 3) bankerCards.push(cards[next]!);
  const playerTotal = coup.player.reduce((a, b) => a + b, 0) % 10;
  const bankerTotal = coup.banker.reduce((a, b) => a + b, 0) % 10;
  const result: BaccaratResult = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const payout = baccaratPayout(bet, result, variant);
  return {
    bet,
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    result,
    multiplierNum: payout.num,
    multiplierDen: payout.den,
  };
}
