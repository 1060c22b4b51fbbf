import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatCountdown, remainingMs } from './lib/countdown.ts';
import { lotteryEventSchema } from '@portal/shared/contracts/lottery';
import { normalizePick } from '@portal/shared/lottery-picks';
import { parseLotteryEvent } from './lib/events.ts';
import { trendGroups, trendMinWidth } from './lib/trend.ts';
import { FAVORITES_KEY, readFavorites, toggleFavorite } from './lib/favorites.ts';
import {
  betCount,
  lineIssue,
  lineStake,
  parsePicks,
  pickPool,
  quickPickCount,
  quickPicks,
  toBetLine,
  type BetType,
} from './lib/slip.ts';

const lo2: BetType = {
  code: 'lo2',
  rule: 'count',
  format: 'num2',
  perPick: true,
  picks: [1, 1],
  position: 'none',
  stakeFactor: 27,
  odds: 98,
  minUnit: 1,
  maxUnit: 1000,
  maxMultiplier: 100,
};
const xien3: BetType = { ...lo2, code: 'xien3', rule: 'all', perPick: false, picks: [3, 3], stakeFactor: 1, odds: 65 };
const keno: BetType = {
  ...lo2,
  code: 'keno_pick',
  rule: 'table',
  format: 'keno',
  perPick: false,
  picks: [1, 10],
  stakeFactor: 1,
  odds: [[0]],
};
const digit: BetType = { ...lo2, code: 'number', format: 'digit', position: 'required', stakeFactor: 1, odds: 9.8 };
const line = (picks: string[], over: Partial<{ position: number | null; unit: number; multiplier: number }> = {}) => ({
  picks,
  position: null,
  unit: 1,
  multiplier: 1,
  ...over,
});

describe('countdown', () => {
  it('measures time left on the server clock, whatever this device says', () => {
    // The device runs 5 minutes slow: its 12:00:00 is the server's 12:05:00.
    const device = Date.parse('2026-01-01T12:00:00Z');
    const offset = clockOffsetMs('2026-01-01T12:05:00Z', device);
    expect(offset).toBe(300_000);
    expect(remainingMs('2026-01-01T12:05:30Z', device, offset)).toBe(30_000);
    expect(remainingMs('2026-01-01T12:05:30Z', device + 31_000, offset)).toBe(0);
    expect(remainingMs('not a date', device, offset)).toBe(0);
    expect(clockOffsetMs('garbage', device)).toBe(0);
  });

  it('formats minutes and seconds, hours past an hour, rounding seconds up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(45_000)).toBe('00:45');
    expect(formatCountdown(61_500)).toBe('01:02');
    expect(formatCountdown(3_600_000 + 5_000)).toBe('1:00:05');
  });
});

describe('events', () => {
  it('keeps events of the contract and drops the rest', () => {
    const event = {
      type: 'result',
      gameCode: 'MB45S',
      issue: '20260101-0001',
      periodId: 7,
      stationCode: null,
      at: '2026-01-01T00:00:00Z',
    };
    expect(parseLotteryEvent(JSON.stringify(event))).toEqual(event);
    expect(parseLotteryEvent(JSON.stringify({ ...event, type: 'party' }))).toBeNull();
    expect(parseLotteryEvent('{not json')).toBeNull();
    expect(parseLotteryEvent(undefined)).toBeNull();
    // The hand-written check accepts exactly what the contract's schema accepts.
    const variants: unknown[] = [
      event,
      { ...event, stationCode: 'HCM' },
      { ...event, stationCode: 7 },
      { ...event, periodId: '7' },
      { ...event, at: undefined },
      { ...event, gameCode: null },
      { ...event, issue: 20260101 },
      { ...event, type: 'cancel' },
      [event],
      null,
      'result',
    ];
    for (const variant of variants) {
      expect(parseLotteryEvent(JSON.stringify(variant)) !== null, JSON.stringify(variant)).toBe(
        lotteryEventSchema.safeParse(variant).success,
      );
    }
  });
});

describe('slip', () => {
  it('offers the pools of each format; three digits are typed', () => {
    expect(pickPool('num2')).toHaveLength(100);
    expect(pickPool('num2')?.[7]).toBe('07');
    expect(pickPool('keno')?.[0]).toBe('01');
    expect(pickPool('keno')).toHaveLength(80);
    expect(pickPool('digit')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(pickPool('big_small')).toEqual(['BIG', 'SMALL']);
    expect(pickPool('num3')).toBeNull();
  });

  it('normalizes typed picks as the server does', () => {
    expect(normalizePick('keno', '7')).toBe('07');
    expect(normalizePick('keno', '81')).toBeNull();
    expect(normalizePick('num3', '012')).toBe('012');
    expect(normalizePick('num3', '12')).toBeNull();
    expect(normalizePick('odd_even', ' odd ')).toBe('ODD');
    expect(parsePicks('num3', '123, 456 123;x9')).toEqual({ picks: ['123', '456'], invalid: ['x9'] });
  });

  it('counts bets and stake: one per pick, or one ticket', () => {
    expect(betCount(lo2, 3)).toBe(3);
    expect(betCount(xien3, 3)).toBe(1);
    expect(betCount(xien3, 0)).toBe(0);
    // 3 picks × 2.5 × 2 × factor 27
    expect(lineStake(lo2, 3, 2.5, 2)).toBe(405);
    expect(lineStake(xien3, 3, 0.1, 3)).toBe(0.3);
  });

  it('finds what stops a line', () => {
    expect(lineIssue(lo2, line([]))).toBe('NO_PICKS');
    expect(lineIssue(lo2, line(['01', '02']))).toBeNull();
    expect(lineIssue(xien3, line(['01', '02']))).toBe('TOO_FEW_PICKS');
    expect(lineIssue(xien3, line(['01', '02', '03', '04']))).toBe('TOO_MANY_PICKS');
    expect(lineIssue(digit, line(['5']))).toBe('POSITION_REQUIRED');
    expect(lineIssue(digit, line(['5'], { position: 2 }))).toBeNull();
    expect(lineIssue(lo2, line(['01'], { unit: 1.005 }))).toBe('UNIT_INVALID');
    expect(lineIssue(lo2, line(['01'], { unit: Number.NaN }))).toBe('UNIT_INVALID');
    expect(lineIssue({ ...lo2, minUnit: 5 }, line(['01'], { unit: 2 }))).toBe('UNIT_TOO_LOW');
    expect(lineIssue(lo2, line(['01'], { unit: 1001 }))).toBe('UNIT_TOO_HIGH');
    expect(lineIssue(lo2, line(['01'], { multiplier: 1.5 }))).toBe('MULTIPLIER_INVALID');
    expect(lineIssue(lo2, line(['01'], { multiplier: 101 }))).toBe('MULTIPLIER_INVALID');
  });

  it('quick-picks distinct numbers of the pool', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const picks = quickPicks('keno', 10, random);
    expect(new Set(picks).size).toBe(10);
    for (const p of picks) expect(normalizePick('keno', p)).toBe(p);
    expect(quickPicks('num3', 2, () => 0.5)).toEqual(['500', '499']);
    expect(quickPicks('big_small', 5, random)).toHaveLength(2);
    expect(quickPickCount(xien3)).toBe(3);
    expect(quickPickCount(lo2)).toBe(1);
  });

  it('builds the call line, with position only when chosen', () => {
    expect(toBetLine(lo2, line(['01']))).toEqual({ type: 'lo2', numbers: ['01'], unit: 1, multiplier: 1 });
    expect(toBetLine(digit, line(['5'], { position: 3 }))).toMatchObject({ position: 3 });
  });

  it('keno tickets take 1 to 10 picks', () => {
    expect(lineIssue(keno, line(['01']))).toBeNull();
    expect(lineIssue(keno, line(pickPool('keno')!.slice(0, 11)))).toBe('TOO_MANY_PICKS');
  });
});

/** Web Storage over a Map: the node test environment has no localStorage. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('favorites (LOTTFAV)', () => {
  it('keeps a list per username under LOTTFAV', () => {
    const storage = new MemoryStorage();
    expect(readFavorites('ana', storage)).toEqual([]);
    expect(toggleFavorite('ana', 'MB45S', storage)).toEqual(['MB45S']);
    expect(toggleFavorite('bo', 'KENO3M', storage)).toEqual(['KENO3M']);
    expect(toggleFavorite('ana', 'DIGIT5M', storage)).toEqual(['MB45S', 'DIGIT5M']);
    expect(toggleFavorite('ana', 'MB45S', storage)).toEqual(['DIGIT5M']);
    expect(JSON.parse(storage.getItem(FAVORITES_KEY)!)).toEqual({ ana: ['DIGIT5M'], bo: ['KENO3M'] });
  });

  it('survives a broken value', () => {
    const storage = new MemoryStorage();
    storage.setItem(FAVORITES_KEY, '[1,2');
    expect(readFavorites('ana', storage)).toEqual([]);
    expect(toggleFavorite('ana', 'MB1M', storage)).toEqual(['MB1M']);
  });
});

describe('trend groups', () => {
  const row = (number: string, position: number | null) => ({ number, position, frequency: 1, missing: 0 });

  it('keeps a game without balls as one chart, in the order the server sent', () => {
    const groups = trendGroups([row('00', null), row('01', null), row('99', null)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.rows.map((r) => r.number)).toEqual(['00', '01', '99']);
  });

  it("gives the 5-ball game one chart per ball with that ball's ten digits", () => {
    const rows = [1, 2, 3, 4, 5].flatMap((p) => Array.from({ length: 10 }, (_, d) => row(String(d), p)));
    const groups = trendGroups(rows);
    expect(groups.map((g) => g.position)).toEqual([1, 2, 3, 4, 5]);
    expect(groups.every((g) => g.rows.length === 10 && g.rows.every((r) => r.position === g.position))).toBe(true);
  });

  it('widens the chart past a 390 px phone for 100 numbers, not for 10', () => {
    expect(trendMinWidth(100)).toBeGreaterThan(390);
    expect(trendMinWidth(10)).toBeLessThan(300);
  });
});
