import {
  FREE_SPINS,
  FREE_SPINS_MULTIPLIER,
  FREE_SPINS_TRIGGER,
  LINE_COUNT,
  PAYLINES,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
} from '../games/slot-rules.ts';
import { linePay } from '../games/slot-rules.ts';
import { SLOT_STRIPS, type SlotVariant } from '../games/slot-strips.ts';
import type { Fraction } from './exact-fraction.ts';

export interface SlotEnumeration {
  /** Stop combinations enumerated: the product of the strip lengths. */
  combinations: number;
  /** Sum over every combination of its win in line bets (lines and scatters). */
  totalUnits: number;
  /** Combinations that trigger the free spins. */
  triggers: number;
  /**
   * Combinations that pay anything (a line or scatters): hits / combinations is the hit
   * frequency. A trigger always pays its scatters, so every feature spin is among them.
   */
  hits: number;
  rtp: Fraction;
}

/**
 * The slot's exact RTP by visiting every stop combination of the five reels (30^5 = 24,300,000).
 * Each combination's line wins are summed from a table of the first four symbols of a line and
 * the fifth, so the walk stays a few seconds. The free spins have no retrigger and pay the same
 * spins multiplied, so their value is exact: P(trigger) × FREE_SPINS × multiplier × E[spin].
 * RTP = E[units] / 20 × (1 + P(trigger) × FREE_SPINS × FREE_SPINS_MULTIPLIER).
 */
export function enumerateSlot(variant: SlotVariant): SlotEnumeration {
  const strips = SLOT_STRIPS[variant];
  const symbols = 10;
  // pay[((((a×10)+b)×10+c)×10+d)×10+e]: the line pay of a five-symbol line.
  const pay = new Float64Array(symbols ** 5);
  const line = [0, 0, 0, 0, 0];
  for (let code = 0; code < pay.length; code += 1) {
    let rest = code;
    for (let reel = 4; reel >= 0; reel -= 1) {
      line[reel] = rest % symbols;
      rest = Math.floor(rest / symbols);
    }
    pay[code] = linePay(line);
  }
  const windows = strips.map((strip) =>
    strip.map((_, stop) => Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!)),
  );
  const scatterIn = windows.map((reel) => reel.map((w) => w.filter((s) => s === SCATTER).length));
  const [w0, w1, w2, w3, w4] = windows as [number[][], number[][], number[][], number[][], number[][]];
  const lines = PAYLINES.length;
  const prefix = new Int32Array(lines);
  // Per row of reel 5: the summed pay of the lines ending on that row, by the fifth symbol.
  const byRow = [new Float64Array(symbols), new Float64Array(symbols), new Float64Array(symbols)];
  let totalUnits = 0;
  let triggers = 0;
  let hits = 0;
  for (let a = 0; a < w0.length; a += 1) {
    for (let b = 0; b < w1.length; b += 1) {
      for (let c = 0; c < w2.length; c += 1) {
        for (let d = 0; d < w3.length; d += 1) {
          for (const table of byRow) table.fill(0);
          for (let l = 0; l < lines; l += 1) {
            const rows = PAYLINES[l]!;
            prefix[l] =
              (((w0[a]![rows[0]!]! * symbols + w1[b]![rows[1]!]!) * symbols + w2[c]![rows[2]!]!) * symbols +
                w3[d]![rows[3]!]!) *
              symbols;
            const table = byRow[rows[4]!]!;
            for (let s = 0; s < symbols; s += 1) table[s]! += pay[prefix[l]! + s]!;
          }
          const scattersBefore = scatterIn[0]![a]! + scatterIn[1]![b]! + scatterIn[2]![c]! + scatterIn[3]![d]!;
          for (let e = 0; e < w4.length; e += 1) {
            const window = w4[e]!;
            const scatters = scattersBefore + scatterIn[4]![e]!;
            const units =
              byRow[0]![window[0]!]! +
              byRow[1]![window[1]!]! +
              byRow[2]![window[2]!]! +
              (SCATTER_PAYS[scatters] ?? 0) * LINE_COUNT;
            totalUnits += units;
            if (units > 0) hits += 1;
            if (scatters >= FREE_SPINS_TRIGGER) triggers += 1;
          }
        }
      }
    }
  }
  const combinations = strips.reduce((n, strip) => n * strip.length, 1);
  // RTP = (T / (20 N)) × (1 + (G / N) × F × m) = T × (N + G F m) / (20 N²).
  const n = BigInt(combinations);
  const rtp = {
    num: BigInt(totalUnits) * (n + BigInt(triggers * FREE_SPINS * FREE_SPINS_MULTIPLIER)),
    den: BigInt(LINE_COUNT) * n * n,
  };
  return { combinations, totalUnits, triggers, hits, rtp };
}
