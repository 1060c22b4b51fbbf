/*
 * Lotus slot rules: symbols, the 20 paylines, the paytable and the free-spins feature (the tables
 * in packages/shared, contracts/studio-slot-rules.ts).
 * The reel strips of each RTP variant are in slot-strips.ts. docs/studio-games.md lists them all.
 */

import { STUDIO_SLOT_SYMBOLS } from '@portal/shared/contracts/studio';
import {
  SLOT_FREE_SPINS,
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_SCATTER_PAYS,
} from '@portal/shared/contracts/studio-slot-rules';

export const SYMBOLS = STUDIO_SLOT_SYMBOLS;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const WILD = 0;
export const SCATTER = 1;

export const REELS = 5;
export const ROWS = 3;

/** The paylines, paytable and feature are shared with the game's paytable screen. */
export const PAYLINES = SLOT_PAYLINES;
export const LINE_COUNT = PAYLINES.length;
export const LINE_PAYS = SLOT_LINE_PAYS;
export const SCATTER_PAYS = SLOT_SCATTER_PAYS;
export const FREE_SPINS_TRIGGER = SLOT_FREE_SPINS.trigger;
export const FREE_SPINS = SLOT_FREE_SPINS.spins;
export const FREE_SPINS_MULTIPLIER = SLOT_FREE_SPINS.multiplier;

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
