import { SLOT_PAYLINES, slotWinningRun } from '@portal/shared/contracts/studio-slot-rules';

/*
 * The pure part of the slot's show: the spins a round holds (base, then free spins), which cells
 * and lines each one lights, how the win builds up spin by spin, and how long things take.
 */

export const REEL_COUNT = 5;
const SCATTER = 1;

export interface SlotSpinView {
  grid: number[][];
  lineWins: { line: number; pay: number }[];
  scatters: number;
  units: number;
}

export interface SlotRoundView {
  base: SlotSpinView;
  freeSpins: SlotSpinView[];
  freeSpinsMultiplier: number;
  totalUnits: number;
}

export interface WinLineMark {
  line: number;
  /** Row on each reel, left to right. */
  rows: readonly number[];
  /** How many reels from the left the win covers. */
  run: number;
  pay: number;
}

export interface WinMarks {
  lines: WinLineMark[];
  /** cells[reel]: the winning rows on that reel. */
  cells: number[][];
  scatter: boolean;
}

export function roundView(outcome: Record<string, unknown>): SlotRoundView {
  const view = outcome as unknown as Partial<SlotRoundView>;
  return {
    base: view.base!,
    freeSpins: view.freeSpins ?? [],
    freeSpinsMultiplier: view.freeSpinsMultiplier ?? 1,
    totalUnits: view.totalUnits ?? 0,
  };
}

export function spinsOf(round: SlotRoundView): SlotSpinView[] {
  return [round.base, ...round.freeSpins];
}

/** The lines and cells one spin lights: each paying line over its run, and scatters when they pay. */
export function winMarks(spin: SlotSpinView): WinMarks | null {
  const cells: number[][] = Array.from({ length: REEL_COUNT }, () => []);
  const lines = spin.lineWins.map(({ line, pay }) => {
    const rows = SLOT_PAYLINES[line]!;
    const run = slotWinningRun(
      rows.map((row, reel) => spin.grid[reel]![row]!),
      pay,
    );
    for (let reel = 0; reel < run; reel += 1) cells[reel]!.push(rows[reel]!);
    return { line, rows, run, pay };
  });
  const scatter = spin.scatters >= 3;
  if (scatter) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === SCATTER) cells[reel]!.push(row);
      }),
    );
  }
  if (lines.length === 0 && !scatter) return null;
  return { lines, cells: cells.map((rows) => [...new Set(rows)]), scatter };
}

/**
 * The win shown once spins 0..step have landed: the round's payout in proportion to the units
 * won so far (free spins multiplied), and exactly the payout after the last spin.
 */
export function winSoFar(round: SlotRoundView, step: number, payoutMinor: number): number {
  const spins = spinsOf(round);
  if (step >= spins.length - 1 || round.totalUnits <= 0) return step >= spins.length - 1 ? payoutMinor : 0;
  let units = 0;
  for (let i = 0; i <= step; i += 1) units += spins[i]!.units * (i === 0 ? 1 : round.freeSpinsMultiplier);
  return Math.floor((payoutMinor * units) / round.totalUnits);
}

/** Big wins are celebrated: 'big' from 20 stakes, 'mega' from 50. */
export function winTier(payoutMinor: number, stakeMinor: number): 'none' | 'big' | 'mega' {
  if (stakeMinor <= 0) return 'none';
  if (payoutMinor >= stakeMinor * 50) return 'mega';
  if (payoutMinor >= stakeMinor * 20) return 'big';
  return 'none';
}

/** Each reel stops a beat after the one on its left; turbo keeps the stagger but shortens it all. */
export function reelTiming(reel: number, turbo: boolean): { durationMs: number; extraCells: number } {
  return turbo
    ? { durationMs: 320 + reel * 70, extraCells: reel * 2 }
    : { durationMs: 750 + reel * 220, extraCells: reel * 5 };
}

/** How long a spin's wins stay on show before the next spin or the end. */
export function winsPauseMs(marks: WinMarks | null, turbo: boolean): number {
  if (!marks) return turbo ? 60 : 200;
  return turbo ? 550 : 1500;
}

/** The idle reels before the first spin: a row of each high symbol on the middle line. */
export const IDLE_GRID: number[][] = [5, 2, 0, 3, 4].map((middle) => [7, middle, 8]);
