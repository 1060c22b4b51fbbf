import type { CurrencyDisplay } from '@portal/shared/money';
import type { MissionKind } from '@portal/shared/contracts/loyalty';
import { formatMajor } from '../../../lib/currency.tsx';

/** Points are whole numbers: grouped, never with decimals. */
export const pointsText = (points: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.trunc(points));

/** An earn rate (points per 100 turnover) may be a fraction: at most two decimals. */
export const rateText = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate);

/** A percent as the ladder shows it (cashback 0.5 → "0.5%"). */
export const percentText = (percent: number, language: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(percent)}%`;

/** Counts (rounds, days): whole numbers with the language's grouping. */
export const countText = (count: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.floor(count));

/** A mission's progress or target: money for wager and deposit missions, a count for the others. */
export const missionAmountText = (kind: MissionKind, value: number, currency: CurrencyDisplay, language: string) =>
  kind === 'wager' || kind === 'deposit' ? formatMajor(value, currency, language) : countText(value, language);

export const dateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

export const dateTimeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A calendar date (YYYY-MM-DD, no time zone) shown as that same day wherever the browser is. */
export const calendarDateText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const periodDays = (language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });

/** A day of a qualifying period: periods run on UTC days, so the day is named as UTC counts it. */
export const periodDayText = (iso: string, language: string) => periodDays(language).format(new Date(iso));

/**
 * A period [start, end) as the days it covers, in the language's own range style ("Jun 1 – 30,
 * 2030"): the end is exclusive, so the last day named is the one before it.
 */
export const periodRangeText = (start: string, end: string, language: string) =>
  periodDays(language).formatRange(new Date(start), new Date(Math.max(Date.parse(start), Date.parse(end) - 1)));
