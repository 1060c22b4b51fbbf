import { describe, expect, it } from 'vitest';
import { cardValue, dealOrder, handTotal, handsAfter } from './baccarat-deal';

// Cards 0..51: rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13).
const ACE_SPADES = 0;
const FIVE_HEARTS = 13 + 4;
const NINE_CLUBS = 39 + 8;
const KING_DIAMONDS = 26 + 12;
const SEVEN_SPADES = 6;
const FOUR_HEARTS = 13 + 3;

describe('baccarat deal', () => {
  it('values aces 1, two to nine at face, tens and courts 0, totals modulo 10', () => {
    expect([0, 1, 8, 9, 10, 11, 12].map(cardValue)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(handTotal([NINE_CLUBS, FIVE_HEARTS])).toBe(4);
    expect(handTotal([KING_DIAMONDS, 22])).toBe(0);
  });

  it('deals player, banker, player, banker, then the player third card before the banker third card', () => {
    const steps = dealOrder([ACE_SPADES, FIVE_HEARTS, NINE_CLUBS], [KING_DIAMONDS, SEVEN_SPADES, FOUR_HEARTS]);
    expect(steps.map((s) => [s.side, s.card, s.slot])).toEqual([
      ['player', ACE_SPADES, 0],
      ['banker', KING_DIAMONDS, 0],
      ['player', FIVE_HEARTS, 1],
      ['banker', SEVEN_SPADES, 1],
      ['player', NINE_CLUBS, 2],
      ['banker', FOUR_HEARTS, 2],
    ]);
  });

  it('gives only the banker a third card when the player stood', () => {
    const steps = dealOrder([ACE_SPADES, FIVE_HEARTS], [KING_DIAMONDS, ACE_SPADES, FOUR_HEARTS]);
    expect(steps.map((s) => s.side)).toEqual(['player', 'banker', 'player', 'banker', 'banker']);
  });

  it('keeps running totals of the cards dealt so far', () => {
    const steps = dealOrder([ACE_SPADES, FIVE_HEARTS, NINE_CLUBS], [KING_DIAMONDS, SEVEN_SPADES]);
    const totals = [0, 1, 2, 3, 4, 5].map((n) => {
      const hands = handsAfter(steps, n);
      return [hands.playerTotal, hands.bankerTotal];
    });
    expect(totals).toEqual([
      [0, 0],
      [1, 0],
      [1, 0],
      [6, 0],
      [6, 7],
      [5, 7],
    ]);
  });
});
