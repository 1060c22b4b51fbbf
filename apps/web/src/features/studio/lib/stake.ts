import { toMinor } from '@portal/shared/money';

/** The stake in major units as the player types it; `minor` is null until it is a valid amount. */
export function parseStake(text: string, decimals: number, maxMinor: number): number | null {
  const parsed = toMinor(text.trim(), decimals);
  return parsed.ok && parsed.minor > 0 && parsed.minor <= maxMinor ? parsed.minor : null;
}

/** The stake steps the − and + buttons move through, in minor units of a 2-decimal currency. */
const LADDER_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 500_000];

/**
 * The next stake up (+1) or down (−1) from the current one on the ladder, scaled to the currency's
 * decimals and never above the session's maximum; null when there is no step that way.
 */
export function stepStake(
  currentMinor: number | null,
  direction: 1 | -1,
  decimals: number,
  maxMinor: number,
): number | null {
  const scale = 10 ** decimals / 100;
  const ladder = LADDER_CENTS.map((cents) => Math.round(cents * scale)).filter(
    (minor) => minor > 0 && minor <= maxMinor,
  );
  if (ladder.length === 0) return null;
  if (currentMinor === null) return ladder[0]!;
  const next =
    direction === 1 ? ladder.find((minor) => minor > currentMinor) : ladder.findLast((minor) => minor < currentMinor);
  return next ?? null;
}
