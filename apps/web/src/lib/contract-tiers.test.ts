import { describe, expect, it } from 'vitest';
import { contractTermsSchema } from '@portal/shared/contracts/agents';
import {
  addTier,
  draftsOf,
  hasTierIssues,
  MAX_TIERS,
  rateAt,
  removeTier,
  rowsAboveOwn,
  tierIssues,
  tiersOf,
  updateTier,
  type TierDraft,
} from './contract-tiers.ts';

const rows = (...pairs: [string, string][]): TierDraft[] => pairs.map(([threshold, rate]) => ({ threshold, rate }));

describe('tier rows: add, remove, edit', () => {
  it('adds an empty row after the last, up to the limit', () => {
    const two = addTier(rows(['0', '1']));
    expect(two).toEqual(rows(['0', '1'], ['', '']));
    const full = Array.from({ length: MAX_TIERS }, (_, i) => ({ threshold: String(i), rate: '1' }));
    expect(addTier(full)).toHaveLength(MAX_TIERS);
  });

  it('removes the row asked for but never the last one', () => {
    expect(removeTier(rows(['0', '1'], ['100', '2'], ['500', '3']), 1)).toEqual(rows(['0', '1'], ['500', '3']));
    expect(removeTier(rows(['0', '1']), 0)).toEqual(rows(['0', '1']));
  });

  it('edits one row and leaves the others', () => {
    const before = rows(['0', '1'], ['100', '2']);
    const after = updateTier(before, 1, { rate: '2.5' });
    expect(after).toEqual(rows(['0', '1'], ['100', '2.5']));
    expect(before[1]!.rate).toBe('2');
  });
});

describe('tierIssues: what the server schema would refuse', () => {
  it('accepts rising thresholds and rates from 0 to 100 with two decimals', () => {
    const good = rows(['0', '0.5'], ['10000', '1.25'], ['50000.5', '100']);
    expect(hasTierIssues(tierIssues(good, 'bet', 2))).toBe(false);
    const tiers = tiersOf(good, 'bet', 2);
    expect(tiers).toEqual([
      { threshold: 0, ratePercent: 0.5 },
      { threshold: 10000, ratePercent: 1.25 },
      { threshold: 50000.5, ratePercent: 100 },
    ]);
    // What passes here passes the contract's own schema.
    expect(contractTermsSchema.safeParse({ kind: 'daily_salary', basis: 'bet', tiers }).success).toBe(true);
  });

  it('refuses a threshold not above the one before', () => {
    const issues = tierIssues(rows(['100', '1'], ['100', '2'], ['50', '3']), 'bet', 2);
    expect(issues.map((i) => i.threshold)).toEqual([undefined, 'order', 'order']);
    expect(tiersOf(rows(['100', '1'], ['100', '2']), 'bet', 2)).toBeNull();
  });

  it('names each kind of bad input', () => {
    const issues = tierIssues(rows(['', ''], ['abc', '1,5.5'], ['1.234', '1.234'], ['5', '100.01']), 'bet', 2);
    expect(issues).toEqual([
      { threshold: 'required', rate: 'required' },
      { threshold: 'format', rate: 'format' },
      { threshold: 'decimals', rate: 'decimals' },
      { rate: 'range' },
    ]);
  });

  it('takes at most the currency decimals in a valid-bet threshold', () => {
    expect(tierIssues(rows(['10.5', '1']), 'bet', 0)[0]).toEqual({ threshold: 'decimals' });
    expect(tiersOf(rows(['10', '1']), 'bet', 0)).toEqual([{ threshold: 10, ratePercent: 1 }]);
    expect(tiersOf(rows(['10.125', '1']), 'bet', 3)).toEqual([{ threshold: 10.125, ratePercent: 1 }]);
    expect(tierIssues(rows(['10.1255', '1']), 'bet', 3)[0]).toEqual({ threshold: 'decimals' });
    // The rate keeps two decimals whatever the currency.
    expect(tierIssues(rows(['10', '1.125']), 'bet', 3)[0]).toEqual({ rate: 'decimals' });
  });

  it('takes a comma as the decimal point and trims spaces', () => {
    expect(tiersOf(rows([' 10,5 ', '1,5']), 'bet', 2)).toEqual([{ threshold: 10.5, ratePercent: 1.5 }]);
  });

  it('counts active members in whole numbers', () => {
    expect(tierIssues(rows(['5', '1'], ['10.5', '2']), 'active', 2)[1]).toEqual({ threshold: 'decimals' });
    expect(tiersOf(rows(['5', '1'], ['10', '2']), 'active', 2)).toEqual([
      { threshold: 5, ratePercent: 1 },
      { threshold: 10, ratePercent: 2 },
    ]);
  });

  it('refuses a negative number and a threshold past the schema bound', () => {
    expect(tierIssues(rows(['-1', '-1']), 'bet', 2)[0]).toEqual({ threshold: 'format', rate: 'format' });
    expect(tierIssues(rows(['1000000000001', '1']), 'bet', 2)[0]).toEqual({ threshold: 'range' });
  });

  it('gives nothing to send with no rows', () => {
    expect(tiersOf([], 'bet', 2)).toBeNull();
  });
});

describe('the agent own contract as the ceiling', () => {
  const own = [
    { threshold: 0, ratePercent: 1 },
    { threshold: 10000, ratePercent: 2 },
  ];

  it('reads the rate of the highest tier reached', () => {
    expect(rateAt(own, 0)).toBe(1);
    expect(rateAt(own, 9999.99)).toBe(1);
    expect(rateAt(own, 10000)).toBe(2);
    expect(rateAt([{ threshold: 500, ratePercent: 1 }], 100)).toBeNull();
  });

  it('flags the rows above the own rate at their threshold, and anything below the own first tier', () => {
    expect(
      rowsAboveOwn(
        [
          { threshold: 0, ratePercent: 1 },
          { threshold: 5000, ratePercent: 1.5 },
          { threshold: 10000, ratePercent: 2 },
        ],
        own,
      ),
    ).toEqual([1]);
    expect(rowsAboveOwn([{ threshold: 100, ratePercent: 0.5 }], [{ threshold: 500, ratePercent: 1 }])).toEqual([0]);
    expect(rowsAboveOwn([{ threshold: 100, ratePercent: 0 }], [{ threshold: 500, ratePercent: 1 }])).toEqual([]);
  });

  it('checks at the own thresholds too: a rate that outlasts a lower own tier is above it', () => {
    const falling = [
      { threshold: 0, ratePercent: 2 },
      { threshold: 10000, ratePercent: 1 },
    ];
    expect(rowsAboveOwn([{ threshold: 0, ratePercent: 1.5 }], falling)).toEqual([0]);
    expect(
      rowsAboveOwn(
        [
          { threshold: 0, ratePercent: 1.5 },
          { threshold: 10000, ratePercent: 1 },
        ],
        falling,
      ),
    ).toEqual([]);
  });

  it('turns tiers back into rows to edit', () => {
    expect(draftsOf(own)).toEqual(rows(['0', '1'], ['10000', '2']));
    expect(draftsOf([])).toEqual(rows(['', '']));
  });
});
