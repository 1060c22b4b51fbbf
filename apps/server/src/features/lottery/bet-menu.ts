import type { LotteryMarket } from '../../db/column-types.ts';
import type { PickFormat } from '@portal/shared/lottery-picks';
import { regionOf, type Region } from './markets.ts';

/*
 * The bet menu of each market, with the odds Vietnamese lô-đề dealers typically pay as defaults; the
 * operator overrides any of them per game (lottery_games.bet_settings). Odds are in thousandths of
 * the base (unit × multiplier) so 9.5 is exact; what a bet costs is the base × its stake factor.
 */

export type BetRule = 'count' | 'all' | 'none' | 'table';
/** How a pick is written: two or three digits, one digit, a keno number, a side. */

export interface BetTypeDefinition {
  code: string;
  rule: BetRule;
  format: PickFormat;
  /** Each pick is its own bet (lô, đề...); otherwise the picks together are one bet (xiên, keno). */
  perPick: boolean;
  /** Picks of one bet when not perPick: [min, max]. */
  picks: [number, number];
  /** The fact key of a pick (what settlement looks up in the result). */
  key: (pick: string, position: number | null) => string;
  /** The digit game's ball (1–5): required, optional (none = the sum), or not asked. */
  position: 'required' | 'optional' | 'none';
  stakeFactor: number;
  /** count / all / none: one figure; table: by number of picks, then by hits. */
  oddsMilli: number | number[][];
}

export interface BetSettings {
  enabled: boolean;
  stakeFactor: number;
  oddsMilli: number | number[][];
  minUnitMinor: number;
  maxUnitMinor: number;
  maxMultiplier: number;
}

export type BetType = BetTypeDefinition & BetSettings;

const x = (odds: number) => Math.round(odds * 1000);

function vnMenu(region: 'north' | 'south'): BetTypeDefinition[] {
  const north = region === 'north';
  const one = (
    code: string,
    format: PickFormat,
    prefix: string,
    stakeFactor: number,
    odds: number,
  ): BetTypeDefinition => ({
    code,
    rule: 'count',
    format,
    perPick: true,
    picks: [1, 1],
    key: (pick) => `${prefix}:${pick}`,
    position: 'none',
    stakeFactor,
    oddsMilli: x(odds),
  });
  const together = (code: string, rule: 'all' | 'none', k: number, odds: number): BetTypeDefinition => ({
    code,
    rule,
    format: 'num2',
    perPick: false,
    picks: [k, k],
    key: (pick) => `L2:${pick}`,
    position: 'none',
    stakeFactor: 1,
    oddsMilli: x(odds),
  });
  return [
    one('lo2', 'num2', 'L2', north ? 27 : 18, 98),
    one('lo3', 'num3', 'L3', north ? 23 : 17, 900),
    one('de', 'num2', 'DE', 1, 95),
    one('de_dau', 'num2', 'DD', north ? 4 : 1, 95),
    one('dau', 'digit', 'DAU', 1, 9.5),
    one('duoi', 'digit', 'DUOI', 1, 9.5),
    one('cang3', 'num3', 'C3', 1, 900),
    together('xien2', 'all', 2, north ? 17 : 34),
    together('xien3', 'all', 3, north ? 65 : 185),
    together('xien4', 'all', 4, north ? 250 : 970),
    // A station draws 18 endings in the south against 27 in the north, so missing them all is likelier:
    // the same 96% return needs lower odds there.
    together('lo_truot4', 'none', 4, north ? 2.9 : 2.0),
    together('lo_truot8', 'none', 8, north ? 9.1 : 4.3),
    together('lo_truot10', 'none', 10, north ? 16.4 : 6.4),
  ];
}

/** Keno pay table: row = number of picks (1–10), column = hits (0–picks), in odds. */
const KENO_PAY_TABLE: number[][] = [
  [],
  [0, 3.6],
  [0, 1, 9],
  [0, 0, 2, 26],
  [0, 0, 1, 5, 90],
  [0, 0, 0, 3, 15, 300],
  [0, 0, 0, 1, 6, 70, 1500],
  [0, 0, 0, 1, 3, 20, 200, 5000],
  [0, 0, 0, 0, 2, 10, 60, 800, 20000],
  [0, 0, 0, 0, 1, 5, 30, 200, 4000, 40000],
  [2, 0, 0, 0, 0, 3, 20, 100, 1000, 10000, 100000],
].map((row) => row.map(x));

const side = (
  code: 'big_small' | 'odd_even',
  prefix: (position: number | null) => string,
  position: BetTypeDefinition['position'],
  odds: number,
): BetTypeDefinition => ({
  code,
  rule: 'count',
  format: code,
  perPick: true,
  picks: [1, 1],
  key: (pick, pos) => `${prefix(pos)}:${pick}`,
  position,
  stakeFactor: 1,
  oddsMilli: x(odds),
});

const KENO_MENU: BetTypeDefinition[] = [
  {
    code: 'keno_pick',
    rule: 'table',
    format: 'keno',
    perPick: false,
    picks: [1, 10],
    key: (pick) => `K:${pick}`,
    position: 'none',
    stakeFactor: 1,
    oddsMilli: KENO_PAY_TABLE,
  },
  side('big_small', () => 'KS', 'none', 1.95),
  side('odd_even', () => 'KS', 'none', 1.95),
];

const DIGIT_MENU: BetTypeDefinition[] = [
  {
    code: 'number',
    rule: 'count',
    format: 'digit',
    perPick: true,
    picks: [1, 1],
    key: (pick, pos) => `P${pos}:${pick}`,
    position: 'required',
    stakeFactor: 1,
    oddsMilli: x(9.8),
  },
  side('big_small', (pos) => (pos ? `P${pos}` : 'S'), 'optional', 1.98),
  side('odd_even', (pos) => (pos ? `P${pos}` : 'S'), 'optional', 1.98),
];

const MENUS: Record<Region, BetTypeDefinition[]> = {
  north: vnMenu('north'),
  south: vnMenu('south'),
  keno: KENO_MENU,
  digit: DIGIT_MENU,
};

export const menuOf = (market: LotteryMarket): BetTypeDefinition[] => MENUS[regionOf(market)];

export type BetSettingsOverrides = Record<string, Partial<BetSettings>>;

/** The game's menu: defaults, then the operator's overrides; unit limits default to 1 and 10,000 major units. */
export function betTypesOf(market: LotteryMarket, overrides: BetSettingsOverrides, decimals: number): BetType[] {
  const major = 10 ** decimals;
  return menuOf(market).map((definition) => ({
    ...definition,
    enabled: true,
    minUnitMinor: major,
    maxUnitMinor: 10_000 * major,
    maxMultiplier: 100,
    ...overrides[definition.code],
  }));
}

/** The odds array a bet keeps (element hits + 1 for the table rule). */
export function oddsFor(type: BetType, picks: number): number[] {
  if (typeof type.oddsMilli === 'number') return [type.oddsMilli];
  return type.oddsMilli[picks] ?? [];
}

/** The most one bet can win: what the liability limit counts on each of its outcomes. */
export function maxPayoutMinor(rule: BetRule, baseMinor: number, odds: number[]): bigint {
  const best = rule === 'table' ? Math.max(0, ...odds) : odds[0]!;
  // BigInt: a keno jackpot's odds times a large base passes 2^53.
  return (BigInt(baseMinor) * BigInt(best)) / 1000n;
}
