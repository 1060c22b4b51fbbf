import { toMinor } from '@portal/shared/money';

/**
 * The money forms' one helper (deposit, withdrawal, wallet transfers, bets): a typed amount read
 * and checked as the server will, major units to minor without floats, and Idempotency-Keys.
 */

/** Major units (as the API carries them) to minor units for MoneyText; 0 when they do not fit. */
export function minorOf(major: number, decimals: number): number {
  const parsed = toMinor(major, decimals);
  return parsed.ok ? parsed.minor : 0;
}

/** The typed text as it is read: no surrounding spaces, a comma taken as the decimal point. */
const normalized = (text: string) => text.trim().replace(',', '.');

/** The typed amount as the JSON number the server takes (major units); only after the check passed. */
export const amountValue = (text: string) => Number(normalized(text));

export type AmountIssue = 'required' | 'format' | 'decimals' | 'positive' | 'min' | 'max' | 'daily' | 'balance';

export interface AmountRules {
  decimals: number;
  /** Only digits with an optional fraction (no sign, no exponent); otherwise any number toMinor reads. */
  digitsOnly?: boolean;
  /** The smallest amount, minor units: below it (or at zero) is `min`; without it, zero or less is `positive`. */
  minMinor?: number;
  /** Upper limits in minor units, checked in this order, each with the issue it raises. */
  ceilings?: readonly (readonly [AmountIssue, number])[];
  /** The issue of an amount past what minor units can hold: `format` unless told. */
  tooLarge?: AmountIssue;
}

export type AmountCheck = { ok: true; minor: number; major: number } | { ok: false; issue: AmountIssue };

/**
 * The typed amount checked as the server will check it (decimals, sign, the limits), so the form
 * answers before the call; the server still decides.
 */
export function checkAmountText(text: string, rules: AmountRules): AmountCheck {
  const trimmed = normalized(text);
  if (trimmed === '') return { ok: false, issue: 'required' };
  if (rules.digitsOnly && !/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, issue: 'format' };
  const parsed = toMinor(trimmed, rules.decimals);
  if (!parsed.ok) {
    if (parsed.error === 'TOO_MANY_DECIMALS') return { ok: false, issue: 'decimals' };
    return { ok: false, issue: parsed.error === 'OUT_OF_RANGE' ? (rules.tooLarge ?? 'format') : 'format' };
  }
  const minor = parsed.minor;
  if (rules.minMinor === undefined) {
    if (minor <= 0) return { ok: false, issue: 'positive' };
  } else if (minor <= 0 || minor < rules.minMinor) return { ok: false, issue: 'min' };
  for (const [issue, ceiling] of rules.ceilings ?? []) {
    if (minor > ceiling) return { ok: false, issue };
  }
  return { ok: true, minor, major: Number(trimmed) };
}

/** What is wrong with the typed amount, or null (see checkAmountText). */
export function amountIssue(text: string, rules: AmountRules): AmountIssue | null {
  const checked = checkAmountText(text, rules);
  return checked.ok ? null : checked.issue;
}

/**
 * A fresh Idempotency-Key: one per submission, reused only when the same submission is retried.
 * Letters, digits and dashes, as the server accepts (IDEMPOTENCY_KEY); `prefix` names the flow.
 */
export const newIdempotencyKey = (prefix = '') =>
  prefix +
  (typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''));

/** Codes after which the money may have moved (or may yet move): a retry must send the same key. */
const UNSETTLED = new Set(['NETWORK_ERROR', 'VENDOR_TRANSFER_PENDING']);

/**
 * Whether a failed submission keeps its key: the answer was lost (no code at all, or a network
 * error), or the game vendor has not confirmed yet (the server settles it on its own).
 */
export function keepsIdempotencyKey(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code !== 'string' || UNSETTLED.has(code);
}
