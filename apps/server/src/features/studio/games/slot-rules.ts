/*
 * Lotus slot rules as data: symbols, the 20 paylines, the paytable and the free-spins feature.
 * The reel strips of each RTP variant are in slot-strips.ts. docs/studio-games.md lists them all.
 */

import { STUDIO_SLOT_SYMBOLS } from '@portal/shared/contracts/studio';

export const SYMBOLS = STUDIO_SLOT_SYMBOLS;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const WILD = 0;
export const SCATTER = 1;

export const REELS = 5;
export const ROWS = 3;

/** Row (0 top, 1 middle, 2 bottom) on each reel, left to right. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];
export const LINE_COUNT = PAYLINES.length;

/**
 * Line pays in line bets (stake / 20) for 3, 4 and 5 of a kind from the leftmost reel, by symbol
 * index. The wild substitutes every symbol but the scatter and pays on its own line too; a line pays
 * its best reading (the wild run or the symbol it completes).
 */
export const LINE_PAYS: readonly (readonly [number, number, number])[] = [
  [50, 250, 1000], // WILD
  [0, 0, 0], // SCATTER pays anywhere, below
  [25, 100, 500], // LOTUS
  [15, 60, 250], // KOI
  [10, 40, 150], // LANTERN
  [5, 20, 80], // A
  [5, 15, 60], // K
  [4, 10, 50], // Q
  [3, 8, 40], // J
  [2, 6, 30], // TEN
];

/** Scatter pays in total stakes by the number of scatters in view (0..5). */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];
/** Three or more scatters award this many free spins, every win in them multiplied; no retrigger. */
export const FREE_SPINS_TRIGGER = 3;
export const FREE_SPINS = 10;
export const FREE_SPINS_MULTIPLIER = 3;

/** The line pay (in line bets) of five symbols read left to right. */
export function linePay(line: readonly number[]): number {
  let wildRun = 0;
  while (wildRun < REELS && line[wildRun] === WILD) wildRun += 1;
  const wildPay = wildRun >= 3 ? LINE_PAYS[WILD]![wildRun - 3]! : 0;
  if (wildRun === REELS) return wildPay;
  const symbol = line[wildRun]!;
  if (symbol === SCATTER) return wildPay;
  let count = wildRun + 1;
  while (count < REELS && (line[count] === symbol || line[count] === WILD)) count += 1;
  const symbolPay = count >= 3 ? LINE_PAYS[symbol]![count - 3]! : 0;
  return Math.max(wildPay, symbolPay);
}
