/**
 * Money travels as major-unit JSON numbers and lives as integer minor units.
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
  // The value is 0.<significant digits> x 10^point: work on the digit string, never on a float.
  const digits = whole + fraction;
  const lead = digits.search(/[1-9]/);
  if (lead < 0) return { ok: true, minor: 0 };
  const significant = digits.slice(lead).replace(/0+$/, '');
  const point = whole.length + exponent - lead;
  if (significant.length - point > decimals) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const zeros = point - significant.length + decimals;
  // More than 16 digits is beyond 2^53 whatever they are; checked before building the string.
  if (significant.length + zeros > 16) return { ok: false, error: 'OUT_OF_RANGE' };
  const minor = Number(significant + '0'.repeat(zeros));
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'OUT_OF_RANGE' };
  return { ok: true, minor: sign === '-' ? -minor : minor };
}

/**
 * Minor units back to a major-unit JSON number. A double carries 15 significant digits exactly;
 * past that the nearest double may be another amount, and then this throws rather than lose a cent.
 */
export function toMajor(minor: number, decimals: number): number {
  assertMinor(minor);
  const major = Number(minorToDecimalText(minor, decimals));
  const back = toMinor(major, decimals);
  if (!back.ok || back.minor !== minor) throw new RangeError(`${minor} minor units have no exact major number`);
  return major;
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

/**
 * An amount with its currency's sign, by the reader's language (R$ 1.234,56; 1.234.567 ₫), where
 * a sentence names money ("you lose R$ 100,00"); the currency's own decimals.
 */
export function formatCurrency(minor: number, decimals: number, currency: string, locale: string): string {
  assertMinor(minor);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(minorToDecimalText(minor, decimals)));
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`minor units must be a safe integer: ${minor}`);
}
