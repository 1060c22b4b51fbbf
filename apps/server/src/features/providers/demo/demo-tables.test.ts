import { describe, expect, it } from 'vitest';
import { FISH_TARGETS, playTable, SLOT_PAYS, SLOT_REEL, tableKindOf, type Draw } from './demo-tables.ts';

/** A draw that answers the given values in turn (each already in range). */
const draws = (...values: number[]): Draw => {
  let i = 0;
  return () => values[i++]!;
};

describe('the demo tables', () => {
  it('roulette: red and odd pay 2x, zero pays 36x and beats the even-money bets', () => {
    expect(playTable('roulette', 'red', 100, draws(1))).toEqual({
      outcome: { number: 1, color: 'red' },
      payoutMinor: 200,
    });
    expect(playTable('roulette', 'even', 100, draws(1)).payoutMinor).toBe(0);
    expect(playTable('roulette', 'zero', 100, draws(0)).payoutMinor).toBe(3600);
    expect(playTable('roulette', 'even', 100, draws(0)).payoutMinor).toBe(0);
  });

  it('baccarat: a natural stands, banker pays 0.95 to 1, a tie pushes player and banker', () => {
    // Player 8 + K = 8 (natural), banker 2 + 3 = 5: player wins.
    const natural = playTable('baccarat', 'player', 100, draws(7, 12, 1, 2));
    expect(natural.outcome).toMatchObject({ playerPoints: 8, bankerPoints: 5, winner: 'player' });
    expect(natural.payoutMinor).toBe(200);
    // Player 3 + 3 = 6 stands, banker 4 + 3 = 7 stands: banker wins.
    expect(playTable('baccarat', 'banker', 100, draws(2, 2, 3, 2)).payoutMinor).toBe(195);
    // Player 3 + 4 = 7, banker 3 + 4 = 7: tie.
    expect(playTable('baccarat', 'banker', 100, draws(2, 3, 2, 3)).payoutMinor).toBe(100);
    expect(playTable('baccarat', 'tie', 100, draws(2, 3, 2, 3)).payoutMinor).toBe(900);
  });

  it('dragon tiger: the higher card wins, a tie takes half of the other bets', () => {
    expect(playTable('dragon-tiger', 'dragon', 100, draws(12, 0)).payoutMinor).toBe(200);
    expect(playTable('dragon-tiger', 'dragon', 101, draws(4, 4)).payoutMinor).toBe(50);
    expect(playTable('dragon-tiger', 'tie', 100, draws(4, 4)).payoutMinor).toBe(900);
  });

  it('blackjack: a two-card 21 pays 3 to 2, a bust loses, equal totals push', () => {
    // Player A K, dealer 9 9.
    expect(playTable('blackjack', 'hand', 100, draws(0, 12, 8, 8)).payoutMinor).toBe(250);
    // Player 10 6 draws 10 (bust); dealer 10 7.
    expect(playTable('blackjack', 'hand', 100, draws(9, 5, 9, 6, 9)).payoutMinor).toBe(0);
    // Player 10 8, dealer 10 8.
    expect(playTable('blackjack', 'hand', 100, draws(9, 7, 9, 7)).payoutMinor).toBe(100);
  });

  it('fishing: every target returns 96% and a hit pays its multiplier', () => {
    for (const target of Object.values(FISH_TARGETS)) expect(target.multiplier * target.hitsPer10000).toBe(9600);
    expect(playTable('fishing', 'whale', 10, draws(95)).payoutMinor).toBe(1000);
    expect(playTable('fishing', 'whale', 10, draws(96)).payoutMinor).toBe(0);
  });

  it('slot: three of a kind pays its multiplier, anything else nothing, and the reels return 96%', () => {
    // Stops 0 (seven) on every reel; then cherry, cherry, bell.
    expect(playTable('slot', 'spin', 10, draws(0, 0, 0))).toEqual({
      outcome: { reels: ['seven', 'seven', 'seven'], line: 'seven', multiplier: 130 },
      payoutMinor: 1300,
    });
    expect(playTable('slot', 'spin', 10, draws(9, 6, 1))).toEqual({
      outcome: { reels: ['cherry', 'cherry', 'bell'], line: null, multiplier: 0 },
      payoutMinor: 0,
    });
    // Every one of the 1 000 equally likely stops, played for a stake of 1.
    let paid = 0;
    for (let a = 0; a < SLOT_REEL.length; a += 1)
      for (let b = 0; b < SLOT_REEL.length; b += 1)
        for (let c = 0; c < SLOT_REEL.length; c += 1) paid += playTable('slot', 'spin', 1, draws(a, b, c)).payoutMinor;
    expect(paid / SLOT_REEL.length ** 3).toBe(0.96);
    expect(Object.keys(SLOT_PAYS).sort()).toEqual([...new Set(SLOT_REEL)].sort());
  });

  it('PG Soft: every game of its catalog plays the slot; the live and fishing vendors only their listed games', () => {
    expect(tableKindOf('PGSOFT', 'jade-koi')).toBe('slot');
    expect(tableKindOf('PGSOFT', 'a-game-added-later')).toBe('slot');
    expect(tableKindOf('AURORA_LIVE', 'auto-roulette')).toBe('roulette');
    expect(tableKindOf('AURORA_LIVE', 'not-a-table')).toBeNull();
    expect(tableKindOf('TCG_SEA', 'sea-lottery')).toBeNull();
  });
});
