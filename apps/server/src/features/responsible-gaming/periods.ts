import type { RgPeriod } from '@portal/shared/contracts/responsible-gaming';

/**
 * The calendar periods limits count in, in UTC like the reports (and rg_period_start, migration
 * 0060): the day, the ISO week from Monday, the month.
 */
export function periodStart(period: RgPeriod, at: Date): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  if (period === 'day') return new Date(Date.UTC(y, m, d));
  if (period === 'month') return new Date(Date.UTC(y, m, 1));
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(y, m, d - sinceMonday));
}

/** When the next period begins. */
export function periodEnd(period: RgPeriod, at: Date): Date {
  const start = periodStart(period, at);
  if (period === 'day') return new Date(start.getTime() + 86_400_000);
  if (period === 'week') return new Date(start.getTime() + 7 * 86_400_000);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** `rg_usage.period_start` as the database writes it (a date). */
export const periodKey = (period: RgPeriod, at: Date) => periodStart(period, at).toISOString().slice(0, 10);
