import { RETURN_MAX, RETURN_MIN } from '@portal/shared/contracts/lottery-admin';
import { FieldIssue } from '@portal/shared/errors';
import { KENO_MAX } from '@portal/shared/lottery-picks';
import type { LotteryMarket } from '../../db/column-types.ts';
import type { BetType } from './bet-menu.ts';
import { headPrizeOf, KENO_BALLS, regionOf, shapeOf } from './markets.ts';

/*
 * The market's rules for odds: what a bet type returns to players at given odds, from the chance
 * of its outcome in the market's draw (every digit of every prize uniform, as the fair draw makes
 * them; keno 20 of 80). The console refuses odds whose return passes RETURN_MAX (the house would
 * lose on every bet in the long run) or falls under RETURN_MIN (a typo such as 9.8 for 98).
 */

const DRAWN = KENO_BALLS;

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Keno: the chance that `hits` of `picks` numbers are among the 20 drawn of 80. */
export const kenoChance = (picks: number, hits: number) =>
  (choose(picks, hits) * choose(KENO_MAX - picks, DRAWN - hits)) / choose(KENO_MAX, DRAWN);

/** The Vietnamese draw's counts: all prizes, those of three digits or more, the "đề đầu" prize. */
function prizeCounts(market: LotteryMarket) {
  const shape = shapeOf(market)!;
  const head = shape.find((s) => s.prize === (headPrizeOf(regionOf(market)) === 7 ? 'seventh' : 'eighth'))!;
  return {
    all: shape.reduce((n, s) => n + s.count, 0),
    threeDigits: shape.filter((s) => s.digits >= 3).reduce((n, s) => n + s.count, 0),
    head: head.count,
  };
}

/** The chance that each of `k` given 2-digit endings appears among `prizes` independent endings. */
function allAppear(k: number, prizes: number): number {
  let p = 0;
  for (let j = 0; j <= k; j++) p += (-1) ** j * choose(k, j) * ((100 - j) / 100) ** prizes;
  return p;
}

/**
 * Expected paid hits of one bet per unit of odds (count: hits per bet; all / none: the chance),
 * or null for a pay table.
 */
export function expectedHits(market: LotteryMarket, type: Pick<BetType, 'code' | 'rule' | 'picks'>): number | null {
  const region = regionOf(market);
  if (type.rule === 'table') return null;
  if (region === 'keno' || region === 'digit') {
    if (type.code === 'number') return 1 / 10;
    // Big / small and odd / even: half of the outcomes, less where a tie loses.
    return 1 / 2;
  }
  const counts = prizeCounts(market);
  const k = type.picks[0];
  if (type.rule === 'all') return allAppear(k, counts.all);
  if (type.rule === 'none') return ((100 - k) / 100) ** counts.all;
  const perCode: Record<string, number> = {
    lo2: counts.all / 100,
    lo3: counts.threeDigits / 1000,
    de: 1 / 100,
    de_dau: counts.head / 100,
    dau: 1 / 10,
    duoi: 1 / 10,
    cang3: 1 / 1000,
  };
  return perCode[type.code] ?? null;
}

/** What a bet type returns to players (0–1 is the house's edge side); a pay table: its best row. */
export function returnOf(
  market: LotteryMarket,
  type: Pick<BetType, 'code' | 'rule' | 'picks' | 'stakeFactor'>,
  oddsMilli: number | number[][],
): number {
  if (typeof oddsMilli === 'number') {
    const hits = expectedHits(market, type) ?? 0;
    return (hits * oddsMilli) / 1000 / type.stakeFactor;
  }
  return Math.max(0, ...tableReturns(oddsMilli, type.stakeFactor));
}

/** A keno pay table's return per number of picks (row 0 is unused). */
const tableReturns = (table: number[][], stakeFactor: number) =>
  table.map((row, picks) =>
    picks === 0 ? 0 : row.reduce((sum, odds, hits) => sum + (kenoChance(picks, hits) * odds) / 1000, 0) / stakeFactor,
  );

/** The odds range (thousandths) within the rules for a single-figure bet type; null for a pay table. */
export function oddsRange(
  market: LotteryMarket,
  type: Pick<BetType, 'code' | 'rule' | 'picks' | 'stakeFactor'>,
): { minMilli: number; maxMilli: number } | null {
  const hits = expectedHits(market, type);
  if (hits === null || hits <= 0) return null;
  const fair = (1000 * type.stakeFactor) / hits;
  // The epsilon keeps a float's 999999.9999 from costing a whole thousandth.
  return { minMilli: Math.ceil(fair * RETURN_MIN - 1e-6), maxMilli: Math.floor(fair * RETURN_MAX + 1e-6) };
}

/**
 * Problems of a bet type's settings against the market's rules, by field under `prefix`
 * (`betTypes.lo2`): odds out of range, a pay table of the wrong shape or out of range, the
 * smallest unit above the largest.
 */
export function oddsProblems(
  market: LotteryMarket,
  type: Pick<BetType, 'code' | 'rule' | 'picks' | 'stakeFactor' | 'oddsMilli' | 'minUnitMinor' | 'maxUnitMinor'>,
  prefix: string,
): Record<string, FieldIssue> {
  const problems: Record<string, FieldIssue> = {};
  if (type.minUnitMinor > type.maxUnitMinor) problems[`${prefix}.minUnit`] = FieldIssue.TOO_BIG;
  const odds = type.oddsMilli;
  if (typeof odds === 'number') {
    const range = oddsRange(market, type);
    if (range && odds > range.maxMilli) problems[`${prefix}.odds`] = FieldIssue.TOO_BIG;
    if (range && odds < range.minMilli) problems[`${prefix}.odds`] = FieldIssue.TOO_SMALL;
    return problems;
  }
  const [fewest, most] = type.picks;
  const shaped =
    odds.length === most + 1 &&
    odds.every((row, picks) =>
      picks < fewest ? row.length === 0 : row.length === picks + 1 && row.every((o) => Number.isFinite(o) && o >= 0),
    );
  if (!shaped) {
    problems[`${prefix}.odds`] = FieldIssue.INVALID_VALUE;
    return problems;
  }
  tableReturns(odds, type.stakeFactor).forEach((r, picks) => {
    if (picks < fewest) return;
    if (r > RETURN_MAX) problems[`${prefix}.odds.${picks}`] = FieldIssue.TOO_BIG;
    else if (r < RETURN_MIN) problems[`${prefix}.odds.${picks}`] = FieldIssue.TOO_SMALL;
  });
  return problems;
}
