import { toMinor } from '@portal/shared/money';

export type AmountIssue = 'required' | 'format' | 'decimals' | 'min' | 'max' | 'daily' | 'balance';

/**
 * What is wrong with the typed amount, judged as the server will (decimals, min, max, today's
 * remaining total, the balance), so the form answers before the call; the server still decides.
 */
export function amountIssue(
  text: string,
  limits: { decimals: number; minAmount: number; maxAmount: number; dailyAvailable: number; withdrawable: number },
): AmountIssue | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'format';
  const parsed = toMinor(trimmed, limits.decimals);
  if (!parsed.ok) return parsed.error === 'TOO_MANY_DECIMALS' ? 'decimals' : 'format';
  const minor = parsed.minor;
  const minorOf = (major: number) => {
    const result = toMinor(major, limits.decimals);
    return result.ok ? result.minor : 0;
  };
  if (minor < minorOf(limits.minAmount) || minor <= 0) return 'min';
  if (minor > minorOf(limits.maxAmount)) return 'max';
  if (minor > minorOf(limits.dailyAvailable)) return 'daily';
  if (minor > minorOf(limits.withdrawable)) return 'balance';
  return null;
}

/** The typed amount as the JSON number the server takes (major units). */
export const amountValue = (text: string) => Number(text.trim().replace(',', '.'));

/** Major units (as the API carries them) to minor units for MoneyText. */
export function minorOf(major: number, decimals: number): number {
  const result = toMinor(major, decimals);
  return result.ok ? result.minor : 0;
}

/** A fresh Idempotency-Key for one submission. */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
