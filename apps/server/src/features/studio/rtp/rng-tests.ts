import { createOutcomeRng } from '../fairness/outcome-rng.ts';

/*
 * The statistical tests a testing lab runs on an outcome RNG's draws: a chi-square test that every
 * value of a range is equally likely, and a runs test that successive draws do not depend on each
 * other. Both at the 99 % level.
 */

/** The standard normal's 0.99 quantile (one-sided) and 0.995 quantile (two-sided 99 %). */
const Z_99_ONE_SIDED = 2.326348;
const Z_99_TWO_SIDED = 2.575829;

/** The chi-square distribution's 0.99 quantile, by the Wilson–Hilferty approximation (±0.1 % here). */
export function chiSquareCritical99(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z_99_ONE_SIDED * Math.sqrt(a)) ** 3;
}

export interface ChiSquareResult {
  draws: number;
  cells: number;
  statistic: number;
  critical99: number;
  pass: boolean;
}

/** Pearson's chi-square of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>): ChiSquareResult {
  let draws = 0;
  for (let i = 0; i < counts.length; i += 1) draws += counts[i]!;
  const expected = draws / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i += 1) statistic += (counts[i]! - expected) ** 2 / expected;
  const critical99 = chiSquareCritical99(counts.length - 1);
  return { draws, cells: counts.length, statistic, critical99, pass: statistic < critical99 };
}

export interface RunsResult {
  draws: number;
  runs: number;
  expected: number;
  z: number;
  pass: boolean;
}

/** Wald–Wolfowitz runs test on a two-valued sequence (a draw above or below the range's middle). */
export function runsTest(sequence: Iterable<boolean>): RunsResult {
  let above = 0;
  let below = 0;
  let runs = 0;
  let previous: boolean | undefined;
  for (const value of sequence) {
    if (value) above += 1;
    else below += 1;
    if (value !== previous) runs += 1;
    previous = value;
  }
  const n = above + below;
  const expected = (2 * above * below) / n + 1;
  const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
  const z = (runs - expected) / Math.sqrt(variance);
  return { draws: n, runs, expected, z, pass: Math.abs(z) < Z_99_TWO_SIDED };
}

/** The ranges the games draw from: a reel stop, a mines tile, a dice roll. */
export const RNG_TEST_RANGES = [30, 25, 10_000] as const;
/** Draws taken from each round's seed triple before the next nonce, as a round of play takes several. */
const DRAWS_PER_ROUND = 8;

export interface RngEvidence {
  chiSquare: (ChiSquareResult & { range: number })[];
  runs: RunsResult;
}

/** `draws` draws of each range and of the raw 32-bit words, from the production rng. */
export function rngEvidence(draws: number, serverSeed: string): RngEvidence {
  const stream = function* (range: number): Generator<number> {
    for (let nonce = 0, left = draws; left > 0; nonce += 1) {
      const rng = createOutcomeRng({ serverSeed, clientSeed: 'rng-test', nonce });
      for (let i = 0; i < DRAWS_PER_ROUND && left > 0; i += 1, left -= 1) yield rng.below(range);
    }
  };
  const chiSquare = RNG_TEST_RANGES.map((range) => {
    const counts = new Float64Array(range);
    for (const value of stream(range)) counts[value]! += 1;
    return { range, ...chiSquareUniform(counts) };
  });
  const half = 2 ** 31;
  const runs = runsTest(
    (function* () {
      for (const word of stream(2 ** 32)) yield word >= half;
    })(),
  );
  return { chiSquare, runs };
}
