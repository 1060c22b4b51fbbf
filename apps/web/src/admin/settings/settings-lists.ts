import { checkAmountText, type AmountIssue } from '../../lib/money-form.ts';

/** The vendors list's cache key: the tab and the vendor form read the same answer. */
export const VENDORS = ['admin', 'game-vendors'];

/** The server's sentence for a failed call (an ApiError carries a code), or the console's own. */
export function failureText(error: unknown, fallback: string): string {
  const answered = error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
  return answered && error.message ? error.message : fallback;
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

/** An exact RTP decimal ('0.9612345678') as a percentage, digit for digit: '96.12345678'. */
export function rtpPercent(rtp: string): string {
  const [whole = '0', fraction = ''] = rtp.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const head = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const tail = digits.slice(point);
  return tail ? `${head}.${tail}` : head;
}
