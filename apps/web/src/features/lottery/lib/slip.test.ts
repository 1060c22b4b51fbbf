import { describe, expect, it } from 'vitest';
import { betLineSchema } from '@portal/shared/contracts/lottery';
import { normalizePick } from '@portal/shared/lottery-picks';
import {
  canSelectAll,
  hundredPool,
  lineCostMinor,
  lineIssue,
  MAX_LINE_PICKS,
  pickPool,
  pointCostMinor,
  pointWinMinor,
  quickPickCount,
  quickPicks,
  selectAll,
  slipCostMinor,
  togglePick,
  unitMinorOf,
  type BetType,
} from './slip.ts';
import { refusedLine, slipErrorText } from './slip-errors.ts';
import { addDays, isPastDay, vnDayOf } from './vn-day.ts';

/** The northern market's menu as GET /lgw/lottery/games/XSMB answers it (the server's defaults). */
const type = (
  code: string,
  format: string,
  perPick: boolean,
  k: number,
  stakeFactor: number,
  odds: number,
): BetType => ({
  code,
  rule: perPick ? 'count' : code.startsWith('lo_truot') ? 'none' : 'all',
  format,
  perPick,
  picks: [k, k],
  position: 'none',
  stakeFactor,
  odds,
  minUnit: 1,
  maxUnit: 10_000,
  maxMultiplier: 100,
});
const NORTH: BetType[] = [
  type('lo2', 'num2', true, 1, 27, 98),
  type('lo3', 'num3', true, 1, 23, 900),
  type('de', 'num2', true, 1, 1, 95),
  type('de_dau', 'num2', true, 1, 4, 95),
  type('dau', 'digit', true, 1, 1, 9.5),
  type('duoi', 'digit', true, 1, 1, 9.5),
  type('cang3', 'num3', true, 1, 1, 900),
  type('xien2', 'num2', false, 2, 1, 17),
  type('xien3', 'num2', false, 3, 1, 65),
  type('xien4', 'num2', false, 4, 1, 250),
  type('lo_truot4', 'num2', false, 4, 1, 2.9),
  type('lo_truot8', 'num2', false, 8, 1, 9.1),
  type('lo_truot10', 'num2', false, 10, 1, 16.4),
];
const byCode = (code: string) => NORTH.find((b) => b.code === code)!;

/** A repeatable random source (a linear congruential generator), so a failure can be replayed. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe('quick pick', () => {
  it.each(NORTH.map((b) => [b.code, b] as const))(
    '%s: distinct picks the server takes, as many as the type needs',
    (_, b) => {
      for (let seed = 1; seed <= 50; seed++) {
        for (const wanted of [1, 3, 10]) {
          const picks = quickPicks(b.format, quickPickCount(b, wanted), seeded(seed));
          expect(picks).toHaveLength(b.perPick ? wanted : b.picks[0]);
          expect(new Set(picks).size).toBe(picks.length);
          for (const pick of picks) expect(normalizePick(b.format, pick)).toBe(pick);
          expect(lineIssue(b, { picks, position: null, unit: 1, multiplier: 1 })).toBeNull();
          // What the server validates the line with (the same shared schema).
          expect(betLineSchema.safeParse({ type: b.code, numbers: picks, unit: 1 }).success).toBe(true);
        }
      }
    },
  );

  it('reaches the edges of the pool: 00 and 99, 000 and 999 come out', () => {
    const two = new Set(Array.from({ length: 300 }, (_, i) => quickPicks('num2', 1, seeded(i + 1))[0]));
    expect(two.size).toBeGreaterThan(90);
    expect(quickPicks('num2', 100, seeded(7)).sort()).toEqual(pickPool('num2'));
    expect(quickPicks('num3', 1, () => 0)).toEqual(['000']);
    expect(quickPicks('num3', 1, () => 0.999_999)).toEqual(['999']);
  });

  it('never asks for more than a line holds', () => {
    expect(quickPickCount(byCode('lo2'), 500)).toBe(MAX_LINE_PICKS);
    expect(quickPickCount(byCode('lo2'), 0)).toBe(1);
    expect(quickPickCount(byCode('xien3'), 10)).toBe(3);
  });
});

describe('cost in minor units', () => {
  it('is bets × unit × multiplier × stake factor, with no float on the way', () => {
    const lo2 = byCode('lo2');
    // 1.1 × 27 × 3 in floats is 89.10000000000001: in minor units it is exactly 8,910.
    expect(lineCostMinor(lo2, { picks: ['01', '02', '03'], unit: 1.1, multiplier: 1 }, 2)).toBe(8910);
    expect(lineCostMinor(lo2, { picks: ['01'], unit: 0.1, multiplier: 3 }, 2)).toBe(810);
    // A currency without decimals (the đồng): 1,000 a point of lô is 27,000.
    expect(lineCostMinor(lo2, { picks: ['37'], unit: 1000, multiplier: 1 }, 0)).toBe(27_000);
    // A ticket is one bet, whatever its picks.
    expect(lineCostMinor(byCode('xien4'), { picks: ['01', '02', '03', '04'], unit: 2.5, multiplier: 2 }, 2)).toBe(500);
    expect(lineCostMinor(byCode('de_dau'), { picks: ['10', '20'], unit: 1, multiplier: 1 }, 2)).toBe(800);
  });

  it('refuses a unit the currency cannot hold', () => {
    expect(unitMinorOf(1.005, 2)).toBeNull();
    expect(unitMinorOf(1.5, 0)).toBeNull();
    expect(unitMinorOf(0, 2)).toBeNull();
    expect(unitMinorOf(Number.NaN, 2)).toBeNull();
    expect(lineCostMinor(byCode('de'), { picks: ['01'], unit: 1.005, multiplier: 1 }, 2)).toBeNull();
    expect(lineIssue(byCode('de'), { picks: ['01'], position: null, unit: 1.5, multiplier: 1 }, 0)).toBe(
      'UNIT_INVALID',
    );
    expect(lineIssue(byCode('de'), { picks: ['01'], position: null, unit: 1.5, multiplier: 1 }, 2)).toBeNull();
  });

  it('sums a slip of lines exactly (0.1 + 0.2 is 30 minor units, not 30.000000000000004)', () => {
    const de = byCode('de');
    const lines = [
      { type: de, picks: ['01'], unit: 0.1, multiplier: 1 },
      { type: de, picks: ['02'], unit: 0.2, multiplier: 1 },
      { type: byCode('lo2'), picks: ['03', '04'], unit: 1, multiplier: 1 },
    ];
    expect(slipCostMinor(lines, 2)).toBe(30 + 5400);
  });

  it('shows what a point costs and wins (đầu pays 9.5: half units stay exact)', () => {
    expect(pointCostMinor(byCode('lo2'), 100)).toBe(2700);
    expect(pointWinMinor(byCode('lo2'), 100)).toBe(9800);
    expect(pointWinMinor(byCode('dau'), 100)).toBe(950);
    expect(pointWinMinor(byCode('dau'), 1)).toBe(9);
    expect(pointWinMinor({ ...byCode('lo2'), odds: [[0, 3.6]] }, 100)).toBeNull();
  });
});

describe('selection limits', () => {
  it('a ticket takes its size and no more; a per-pick line up to the line limit', () => {
    const xien2 = byCode('xien2');
    let picks: string[] = [];
    for (const p of ['01', '02', '03']) picks = togglePick(xien2, picks, p);
    expect(picks).toEqual(['01', '02']);
    expect(togglePick(xien2, picks, '01')).toEqual(['02']);
    const lo2 = byCode('lo2');
    const all = selectAll(lo2, [], pickPool('num2')!);
    expect(all).toHaveLength(100);
    expect(lineIssue(lo2, { picks: all, position: null, unit: 1, multiplier: 1 })).toBeNull();
  });

  it('select all is offered for per-pick types only, and three digits fill up to the line limit', () => {
    expect(NORTH.filter(canSelectAll).map((b) => b.code)).toEqual([
      'lo2',
      'lo3',
      'de',
      'de_dau',
      'dau',
      'duoi',
      'cang3',
    ]);
    const lo3 = byCode('lo3');
    const first = selectAll(lo3, ['999'], hundredPool(1));
    expect(first).toHaveLength(MAX_LINE_PICKS);
    expect(first.slice(0, 2)).toEqual(['999', '100']);
    expect(selectAll(lo3, first, hundredPool(2))).toEqual(first);
    expect(togglePick(lo3, first, '500')).toEqual(first);
    expect(hundredPool(7)[0]).toBe('700');
    expect(hundredPool(7)[99]).toBe('799');
  });

  it('a line past the limit is refused as the server would', () => {
    const picks = Array.from({ length: MAX_LINE_PICKS + 1 }, (_, i) => String(i).padStart(3, '0'));
    expect(lineIssue(byCode('lo3'), { picks, position: null, unit: 1, multiplier: 1 })).toBe('TOO_MANY_LINE_PICKS');
    expect(betLineSchema.safeParse({ type: 'lo3', numbers: picks, unit: 1 }).success).toBe(false);
    expect(betLineSchema.safeParse({ type: 'lo3', numbers: picks.slice(1), unit: 1 }).success).toBe(true);
  });
});

/** What the API client throws: an ApiError's code, message and envelope value. */
class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

describe("the server's refusals", () => {
  const t = ((key: string, options?: { line?: number }) => `${key}${options?.line ? `#${options.line}` : ''}`) as never;

  it('names the refused line of VALIDATION_FAILED and branches on the code', () => {
    expect(refusedLine({ fields: { 'lines.2.numbers.0': 'PATTERN_MISMATCH' } })).toEqual({ line: 3, field: 'numbers' });
    expect(refusedLine(null)).toBeNull();
    const invalid = new ApiError('VALIDATION_FAILED', 'bad', 400, { fields: { 'lines.0.unit': 'TOO_BIG' } });
    expect(slipErrorText(invalid, t)).toBe('slip.errors.line.unit#1');
    expect(slipErrorText(new ApiError('INSUFFICIENT_FUNDS', 'x', 422), t)).toBe('slip.errors.INSUFFICIENT_FUNDS');
    expect(slipErrorText(new ApiError('NETWORK_ERROR', 'x', 0), t)).toBe('slip.networkError');
    // A code the slip has no words for: the server's own message.
    expect(slipErrorText(new ApiError('DUPLICATE_TRANSACTION_MISMATCH', 'Same key, other slip', 409), t)).toBe(
      'Same key, other slip',
    );
  });
});

describe('Vietnamese days', () => {
  it('counts the day in Asia/Ho_Chi_Minh and keeps the picker in the past', () => {
    expect(vnDayOf('2030-06-18T16:59:59Z')).toBe('2030-06-18');
    expect(vnDayOf('2030-06-18T17:00:00Z')).toBe('2030-06-19');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(isPastDay('2030-06-18', '2030-06-18')).toBe(true);
    expect(isPastDay('2030-06-19', '2030-06-18')).toBe(false);
    expect(isPastDay('2030-02-31', '2030-06-18')).toBe(false);
    expect(isPastDay('', '2030-06-18')).toBe(false);
  });
});
