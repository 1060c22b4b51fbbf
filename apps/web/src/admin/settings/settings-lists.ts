import { ApiError } from '../../lib/api-client';
import { checkAmountText, type AmountIssue } from '../../lib/money-form';

/** The vendors list's cache key: the tab and the vendor form read the same answer. */
export const VENDORS = ['admin', 'game-vendors'];

/** The server's sentence for a failed call, or the console's own. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** A VALIDATION_FAILED answer's issues by field (`min`, `gateway.baseUrl`). */
export function fieldIssuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.value !== 'object' || error.value === null) return {};
  const fields = (error.value as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The list after moving one row up or down, numbered 10, 20, 30…: only the rows whose number
 * changes, so a move of one row costs one or two calls once the list is numbered.
 */
export function movedPositions<Row>(
  rows: readonly Row[],
  index: number,
  delta: -1 | 1,
  positionOf: (row: Row) => number,
): { row: Row; position: number }[] {
  const target = index + delta;
  if (target < 0 || target >= rows.length) return [];
  const next = [...rows];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next
    .map((row, i) => ({ row, position: (i + 1) * 10 }))
    .filter(({ row, position }) => positionOf(row) !== position);
}

export type AmountCheck = { ok: true; minor: number; major: number } | { ok: false; issue: AmountIssue };

/**
 * A typed amount in major units: `allowZero` for fees (empty is zero), otherwise a positive
 * amount, checked for the brand's decimals as the server will.
 */
export function readAmount(text: string, decimals: number, allowZero = false): AmountCheck {
  const typed = text.trim();
  if (allowZero && (typed === '' || /^0+([.,]0*)?$/.test(typed))) return { ok: true, minor: 0, major: 0 };
  return checkAmountText(text, { decimals, digitsOnly: true });
}

/** Basis points as the percentage people read (150 → 1.5). */
export const bpsAsPercent = (bps: number) => (bps / 100).toLocaleString(undefined, { maximumFractionDigits: 2 });
