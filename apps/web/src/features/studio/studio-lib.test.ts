import { describe, expect, it } from 'vitest';
import { parseStake } from './lib/stake.ts';
import { verifyLink } from './components/verify-link.ts';
import { minesMultiplier } from './lib/mines.ts';
import { cardRank, cardSuit, isRedSuit } from './lib/cards.ts';

describe('studio web helpers', () => {
  it('reads a stake in major units into minor units within the limit', () => {
    expect(parseStake('2.50', 2, 1_000_000)).toBe(250);
    expect(parseStake(' 1 ', 2, 1_000_000)).toBe(100);
    expect(parseStake('0', 2, 1_000_000)).toBeNull();
    expect(parseStake('-1', 2, 1_000_000)).toBeNull();
    expect(parseStake('1.234', 2, 1_000_000)).toBeNull();
    expect(parseStake('abc', 2, 1_000_000)).toBeNull();
    expect(parseStake('10001', 2, 1_000_000)).toBeNull();
  });

  it('links a round to the verification page with everything recomputing it needs', () => {
    const href = verifyLink({
      game: 'mines',
      serverSeed: 'ab'.repeat(32),
      clientSeed: 'my seed',
      nonce: 7,
      params: { mines: 3 },
      variant: 'rtp94',
      stakeMinor: 500,
      reveals: [4, 9],
      serverSeedHash: 'cd'.repeat(32),
    });
    const url = new URL(href, 'https://portal.example');
    expect(url.pathname).toBe('/fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'mines',
      serverSeed: 'ab'.repeat(32),
      clientSeed: 'my seed',
      nonce: '7',
      params: '{"mines":3}',
      variant: 'rtp94',
      stake: '500',
      reveals: '4,9',
      hash: 'cd'.repeat(32),
    });
  });

  it("shows the server's mines multiplier and the cards' faces", () => {
    expect(minesMultiplier(1, 1, 'rtp96')).toBeCloseTo(1, 12);
    expect(minesMultiplier(3, 2, 'rtp96')).toBeCloseTo((0.96 * 300) / 231, 12);
    expect([cardRank(0), cardSuit(0), isRedSuit(0)]).toEqual(['A', '♠', false]);
    expect([cardRank(25), cardSuit(25), isRedSuit(25)]).toEqual(['K', '♥', true]);
  });
});
