/*
 * Lotus Fortune's rules as data: the 20 paylines, the paytable and the free-spins feature. The
 * server's engine (apps/server/src/features/studio/games/slot-rules.ts) plays by these very
 * tables and the game's paytable screen draws them, so the two can never disagree.
 */

/** Row (0 top, 1 middle, 2 bottom) on each reel, left to right. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
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

/**
 * Line pays in line bets (stake / 20) for 3, 4 and 5 of a kind from the leftmost reel, by symbol
 * index (STUDIO_SLOT_SYMBOLS). The wild substitutes every symbol but the scatter and pays on its
 * own line too; a line pays its best reading (the wild run or the symbol it completes).
 */
export const SLOT_LINE_PAYS: readonly (readonly [number, number, number])[] = [
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
export const SLOT_SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];

/** Three or more scatters award this many free spins, every win in them multiplied; no retrigger. */
export const SLOT_FREE_SPINS = { trigger: 3, spins: 10, multiplier: 3 } as const;

/**
 * How many reels from the left a paying line's win covers, for drawing it: the reading (the wild
 * run, or the symbol run the wilds complete) whose pay the engine chose. Index 0 is the wild and
 * 1 the scatter, as in STUDIO_SLOT_SYMBOLS.
 */
export function slotWinningRun(line: readonly number[], pay: number): number {
  const reels = line.length;
  let wildRun = 0;
  while (wildRun < reels && line[wildRun] === 0) wildRun += 1;
  if (wildRun === reels) return reels;
  const symbol = line[wildRun]!;
  let count = wildRun + 1;
  while (symbol !== 1 && count < reels && (line[count] === symbol || line[count] === 0)) count += 1;
  const symbolPay = symbol !== 1 && count >= 3 ? SLOT_LINE_PAYS[symbol]![count - 3]! : 0;
  return symbolPay === pay ? count : wildRun;
}
