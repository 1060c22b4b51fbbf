import { LOTTERY_PRIZES } from '@portal/shared/constants';
import { FieldIssue } from '@portal/shared/errors';
import type { LotteryMarket } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { ResultRow } from './fair-draw.ts';
import { regionOf, shapeOf } from './markets.ts';

/**
 * A Vietnamese result as entered or imported (prize name → numbers) checked against the market's
 * exact shape: every prize present with its count of numbers of its digits, nothing else. Every
 * problem is listed (VALIDATION_FAILED, `prizes.<name>` or `prizes.<name>.<i>`); nothing is stored.
 */
export function resultRowsOf(market: LotteryMarket, prizes: Record<string, string[]>): ResultRow[] {
  const shape = shapeOf(market);
  const fields: Record<string, FieldIssue> = {};
  if (!shape) {
    // Keno and the digit game draw their own results: nothing to enter.
    throw new AppError('VALIDATION_FAILED', { value: { fields: { prizes: FieldIssue.INVALID_VALUE } } });
  }
  const rows: ResultRow[] = [];
  for (const name of Object.keys(prizes)) {
    if (!shape.some((s) => s.prize === name)) fields[`prizes.${name}`] = FieldIssue.UNKNOWN_FIELD;
  }
  for (const { prize, count, digits } of shape) {
    const numbers = prizes[prize];
    if (!numbers) {
      fields[`prizes.${prize}`] = FieldIssue.REQUIRED;
      continue;
    }
    if (numbers.length !== count) {
      fields[`prizes.${prize}`] = numbers.length < count ? FieldIssue.TOO_SHORT : FieldIssue.TOO_LONG;
      continue;
    }
    numbers.forEach((number, i) => {
      if (typeof number !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(number)) {
        fields[`prizes.${prize}.${i}`] = FieldIssue.PATTERN_MISMATCH;
      } else {
        rows.push({ prize: LOTTERY_PRIZES.indexOf(prize), idx: i + 1, number });
      }
    });
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields } });
  return rows;
}

/** Result rows as the API shows them: by prize name, or `balls` for keno and the digit game. */
export function prizesOf(market: LotteryMarket, rows: ResultRow[]): Record<string, string[]> | null {
  if (rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => a.prize - b.prize || a.idx - b.idx);
  const region = regionOf(market);
  if (region === 'keno' || region === 'digit') return { balls: sorted.map((r) => r.number) };
  const prizes: Record<string, string[]> = {};
  for (const row of sorted) (prizes[LOTTERY_PRIZES[row.prize]!] ??= []).push(row.number);
  return prizes;
}

export const sameRows = (a: ResultRow[], b: ResultRow[]) => {
  const key = (rows: ResultRow[]) =>
    rows
      .map((r) => `${r.prize}:${r.idx}:${r.number}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};
