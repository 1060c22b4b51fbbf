/**
 * A seeded random source (mulberry32), so a chaos run that breaks can be run again with the same
 * choices: the seed is printed and read back from CHAOS_SEED.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** The run's seed: CHAOS_SEED when given (to replay a failure), a fresh one otherwise. */
export function chaosSeed(): number {
  const given = Number(process.env.CHAOS_SEED);
  return Number.isInteger(given) && given > 0 ? given : Math.floor(Math.random() * 2 ** 31) + 1;
}
