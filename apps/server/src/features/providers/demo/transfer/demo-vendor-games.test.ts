import { describe, expect, it } from 'vitest';
import { choicesOf, FIXTURES, settleVendorBet } from './demo-vendor-games.ts';

/** A draw that answers the given numbers in turn. */
const draws =
  (...values: number[]) =>
  () =>
    values.shift()!;

describe('the demo vendor games', () => {
  it('settles a fixture bet by one draw over the outcomes’ chances, paying the odds shown', () => {
    const f1 = FIXTURES.sports[0]!;
    const home = f1.outcomes[0]!;
    // A roll under the home chance is a home win; one just past it is a draw.
    expect(settleVendorBet('sports', 'f1:home', 1000, draws(home.chancePer10000 - 1))).toMatchObject({
      outcome: { result: 'home', pick: 'home' },
      payoutMinor: Math.floor((1000 * home.oddsHundredths) / 100),
    });
    expect(settleVendorBet('sports', 'f1:home', 1000, draws(home.chancePer10000)).payoutMinor).toBe(0);
    expect(settleVendorBet('esports', 'm1:away', 500, draws(9999))).toMatchObject({
      outcome: { result: 'away' },
      payoutMinor: Math.floor((500 * FIXTURES.esports[0]!.outcomes[1]!.oddsHundredths) / 100),
    });
  });

  it('returns about 95% on every outcome of every fixture, and the chances add up', () => {
    for (const fixture of [...FIXTURES.sports, ...FIXTURES.esports]) {
      expect(fixture.outcomes.reduce((sum, o) => sum + o.chancePer10000, 0)).toBe(10_000);
      for (const o of fixture.outcomes) {
        const rtp = (o.chancePer10000 * o.oddsHundredths) / 1_000_000;
        expect(rtp).toBeGreaterThan(0.94);
        expect(rtp).toBeLessThanOrEqual(0.95);
      }
    }
    expect(choicesOf('esports')).toEqual(['m1:home', 'm1:away', 'm2:home', 'm2:away', 'm3:home', 'm3:away']);
  });

  it('plays high card: the higher card wins 2×, a tie returns half, ace high', () => {
    expect(settleVendorBet('high-card', 'deal', 1000, draws(12, 0))).toEqual({
      outcome: { player: 14, house: 2, winner: 'player' },
      payoutMinor: 2000,
    });
    expect(settleVendorBet('high-card', 'deal', 1001, draws(5, 5)).payoutMinor).toBe(500);
    expect(settleVendorBet('high-card', 'deal', 1000, draws(0, 1))).toMatchObject({
      outcome: { winner: 'house' },
      payoutMinor: 0,
    });
  });
});
