import { toMinor } from '@portal/shared/money';

/** The stake in major units as the player types it; `minor` is null until it is a valid amount. */
export function parseStake(text: string, decimals: number, maxMinor: number): number | null {
  const parsed = toMinor(text.trim(), decimals);
  return parsed.ok && parsed.minor > 0 && parsed.minor <= maxMinor ? parsed.minor : null;
}
