import { describe, expect, it } from 'vitest';
import { apiTiers, exceeds, rateAt, storedTiers } from './tiers.ts';

const t = (...pairs: [number, number][]) => pairs.map(([threshold, rateBps]) => ({ threshold, rateBps }));

describe('contract tiers', () => {
  it('gives the rate of the highest tier reached', () => {
    const tiers = t([0, 100], [1000, 200], [5000, 300]);
    expect([rateAt(tiers, 0), rateAt(tiers, 999), rateAt(tiers, 1000), rateAt(tiers, 9999)]).toEqual([
      100, 100, 200, 300,
    ]);
    expect(rateAt(t([10, 50]), 5)).toBe(0);
  });

  it('finds a tier above the cap at any figure, not only at equal thresholds', () => {
    const own = t([0, 100], [1000, 300]);
    expect(exceeds(t([0, 100], [1000, 300]), own)).toBe(false);
    expect(exceeds(t([0, 50], [2000, 300]), own)).toBe(false);
    expect(exceeds(t([0, 150]), own)).toBe(true);
    // 200 from 500 is above the 100 the cap gives between 500 and 1000.
    expect(exceeds(t([0, 100], [500, 200]), own)).toBe(true);
  });

  it('stores major units and percent as minor units and basis points, refusing finer figures', () => {
    expect(storedTiers([{ threshold: 1000.5, ratePercent: 1.25 }], 'bet', 2)).toEqual(t([100050, 125]));
    expect(storedTiers([{ threshold: 10, ratePercent: 2 }], 'active', 2)).toEqual(t([10, 200]));
    expect(() => storedTiers([{ threshold: 1, ratePercent: 1.255 }], 'bet', 2)).toThrow();
    expect(() => storedTiers([{ threshold: 1.001, ratePercent: 1 }], 'bet', 2)).toThrow();
    expect(() => storedTiers([{ threshold: 2.5, ratePercent: 1 }], 'active', 2)).toThrow();
    expect(apiTiers(t([100050, 125]), 'bet', 2)).toEqual([{ threshold: 1000.5, ratePercent: 1.25 }]);
  });
});
