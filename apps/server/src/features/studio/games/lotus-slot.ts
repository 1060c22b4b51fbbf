import type { OutcomeRng } from '../fairness/outcome-rng.ts';
import {
  FREE_SPINS,
  FREE_SPINS_MULTIPLIER,
  FREE_SPINS_TRIGGER,
  LINE_COUNT,
  PAYLINES,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  linePay,
} from './slot-rules.ts';
import { SLOT_STRIPS, type SlotVariant } from './slot-strips.ts';

export interface SlotSpin {
  /** The stop (strip index of the top row) of each reel. */
  stops: number[];
  /** grid[reel][row]: symbol indexes (slot-rules SYMBOLS). */
  grid: number[][];
  /** Paying lines: line index (0-based), its pay in line bets. */
  lineWins: { line: number; pay: number }[];
  scatters: number;
  /** This spin's win in line bets (stake / 20), before the free-spins multiplier. */
  units: number;
}

export interface SlotOutcome {
  base: SlotSpin;
  /** The free spins the base spin triggered (empty when it did not). */
  freeSpins: SlotSpin[];
  freeSpinsMultiplier: number;
  /** The round's total win in line bets (free spins multiplied). */
  totalUnits: number;
}

/** The grid and the wins of one set of stops: shared by the engine and the exact RTP enumeration. */
export function evaluateStops(strips: number[][], stops: number[]): SlotSpin {
  const grid = stops.map((stop, reel) => {
    const strip = strips[reel]!;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
  });
  const lineWins: SlotSpin['lineWins'] = [];
  let units = 0;
  const line = [0, 0, 0, 0, 0];
  for (let l = 0; l < PAYLINES.length; l += 1) {
    const rows = PAYLINES[l]!;
    for (let reel = 0; reel < REELS; reel += 1) line[reel] = grid[reel]![rows[reel]!]!;
    const pay = linePay(line);
    if (pay > 0) {
      lineWins.push({ line: l, pay });
      units += pay;
    }
  }
  const scatters = grid.reduce((n, column) => n + column.filter((symbol) => symbol === SCATTER).length, 0);
  // Scatter pays are in total stakes: one total stake is LINE_COUNT line bets.
  units += (SCATTER_PAYS[Math.min(scatters, REELS)] ?? 0) * LINE_COUNT;
  return { stops, grid, lineWins, scatters, units };
}

function spin(rng: OutcomeRng, strips: number[][]): SlotSpin {
  return evaluateStops(
    strips,
    strips.map((strip) => rng.below(strip.length)),
  );
}

/** One paid spin and the free spins it triggers; the rng's draws are the stops, reel by reel, spin by spin. */
export function playLotusSlot(rng: OutcomeRng, variant: SlotVariant): SlotOutcome {
  const strips = SLOT_STRIPS[variant];
  const base = spin(rng, strips);
  const freeSpins: SlotSpin[] = [];
  if (base.scatters >= FREE_SPINS_TRIGGER) {
    for (let i = 0; i < FREE_SPINS; i += 1) freeSpins.push(spin(rng, strips));
  }
  const freeUnits = freeSpins.reduce((sum, s) => sum + s.units, 0) * FREE_SPINS_MULTIPLIER;
  return { base, freeSpins, freeSpinsMultiplier: FREE_SPINS_MULTIPLIER, totalUnits: base.units + freeUnits };
}
