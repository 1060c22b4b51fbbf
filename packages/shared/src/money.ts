/**
 * Money travels as major-unit JSON numbers (api-contract.md) and lives as integer minor units.
 * Conversion goes through the number's shortest decimal text, never through float arithmetic.
 */
export type MoneyError = 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS' | 'OUT_OF_RANGE';

export type MinorResult = { ok: true; minor: number } | { ok: false; error: MoneyError };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

export function toMinor(major: number | string, decimals: number): MinorResult {
  const text = typeof major === 'number' ? String(major) : major.trim();
  if (typeof major === 'number' && !Number.isFinite(major)) return { ok: false, error: 'NOT_A_NUMBER' };
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, error: 'NOT_A_NUMBER' };
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText ? Number(exponentText) : 0;
  // Shift the decimal point by the exponent on the digit string itself.
  const digits = (whole + fraction).replace(/^0+(?=\d)/, '');
  const pointAt = whole.length + exponent;
  const intPart = pointAt <= 0 ? '0' : digits.padEnd(pointAt, '0').slice(0, pointAt);
  const fracPart = pointAt <= 0 ? '0'.repeat(-pointAt) + digits : digits.slice(pointAt);
  const significantFraction = fracPart.replace(/0+$/, '');
  if (significantFraction.length > decimals) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const minorText = (intPart + significantFraction.padEnd(decimals, '0')).replace(/^0+(?=\d)/, '');
  const minor = Number(minorText);
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'OUT_OF_RANGE' };
  return { ok: true, minor: sign === '-' && minor !== 0 ? -minor : minor };
}

/** Minor units back to a major-unit JSON number; exact for every safe integer of minor units. */
export function toMajor(minor: number, decimals: number): number {
  assertMinor(minor);
  return Number(minorToDecimalText(minor, decimals));
}

export function minorToDecimalText(minor: number, decimals: number): string {
  assertMinor(minor);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * Display text with the locale's separators and always `displayDecimals` places (the spec shows
 * money with 2 decimals and thousands separators). The whole part is formatted as an integer so
 * large balances never pass through a float division.
 */
export function formatMoney(minor: number, decimals: number, locale: string, displayDecimals = 2): string {
  assertMinor(minor);
  const text = minorToDecimalText(Math.abs(minor), decimals);
  const [whole = '0', fraction = ''] = text.split('.');
  const shown = fraction.padEnd(displayDecimals, '0').slice(0, displayDecimals);
  const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5);
  const point = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(whole));
  const sign = minor < 0 ? '-' : '';
  return displayDecimals > 0 ? `${sign}${grouped}${point}${shown}` : `${sign}${grouped}`;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`minor units must be a safe integer: ${minor}`);
}
