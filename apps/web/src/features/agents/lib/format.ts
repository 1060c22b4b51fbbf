import { toMajor, toMinor, type CurrencyDisplay } from '@portal/shared/money';
import type { ContractKind, IncomeRow } from '@portal/shared/contracts/agents';
import { formatMajor } from '../../../lib/currency';

/** Major units (as the API carries them) to minor units; 0 when they do not fit (money-form's minorOf). */
function minorOf(major: number, decimals: number): number {
  const parsed = toMinor(major, decimals);
  return parsed.ok ? parsed.minor : 0;
}

/** Which way an amount went, for its colour: in (above zero), out (below), none at zero. */
export const signOf = (major: number): 'in' | 'out' | undefined => (major > 0 ? 'in' : major < 0 ? 'out' : undefined);

/** A rate in percent (two decimals at most): 1.5 → "1.5%". */
export const percentText = (rate: number, language: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate)}%`;

/** A whole count with the language's grouping. */
export const countText = (count: number, language: string) => new Intl.NumberFormat(language).format(count);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A settlement period [start, end) in the programme's calendar (UTC): a day as its date, a shorter
 * period as the date with its hours, a longer one as the first and last day.
 */
export function periodText(startIso: string, endIso: string, language: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const span = end.getTime() - start.getTime();
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (span === DAY) return day.format(start);
  if (span < DAY) {
    const time = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    return `${day.format(start)} ${time.format(start)}–${time.format(end)}`;
  }
  return `${day.format(start)} – ${day.format(new Date(end.getTime() - 1))}`;
}

/** A moment in the member's language and clock. */
export const dateTimeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A day of the programme's calendar (UTC), e.g. a range's first day. */
export const utcDateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

export const dateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** An income row as its table shows it: every amount formatted, the amount's direction for colour. */
export interface IncomeCells {
  period: string;
  base: string;
  activeMembers: string;
  rate: string;
  gross: string;
  downline: string;
  carryIn: string;
  amount: string;
  carryOut: string;
  amountSign: 'in' | 'out' | undefined;
}

export function incomeCells(row: IncomeRow, currency: CurrencyDisplay, language: string): IncomeCells {
  const money = (major: number) => formatMajor(major, currency, language);
  return {
    period: periodText(row.periodStart, row.periodEnd, language),
    base: money(row.base),
    activeMembers: countText(row.activeMembers, language),
    rate: percentText(row.ratePercent, language),
    gross: money(row.gross),
    // What the downlines' own contracts took out of the gross: shown as a deduction.
    downline: money(row.downline === 0 ? 0 : -Math.abs(row.downline)),
    carryIn: money(row.carryIn),
    amount: money(row.amount),
    carryOut: money(row.carryOut),
    amountSign: row.status === 'nothing' ? undefined : signOf(row.amount),
  };
}

/** The paid total of a kind from the income call's totals (missing: nothing paid yet). */
export const paidTotal = (totals: Record<string, number>, kind: ContractKind | undefined): number =>
  kind ? (totals[kind] ?? 0) : Object.values(totals).reduce((sum, value) => sum + value, 0);

/** Major-unit figures summed in minor units, so 0.1 + 0.2 stays 0.3. */
export function sumMajor(values: readonly number[], decimals: number): number {
  return toMajor(
    values.reduce((sum, value) => sum + minorOf(value, decimals), 0),
    decimals,
  );
}
