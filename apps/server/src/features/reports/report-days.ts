import type { Span } from './reports.repo.ts';

const DAY_MS = 86_400_000;

/** The UTC day of an instant, as 'YYYY-MM-DD'. */
export const dayOfInstant = (at: Date) => at.toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => dayOfInstant(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The first moment of a UTC day. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** From the first moment of `from` to the first moment after `to`: both days whole. */
export const spanOfDays = (from: string, to: string): Span => ({
  from: startOfDay(from),
  to: startOfDay(addDays(to, 1)),
});

/** Every day from `from` to `to`, both included, oldest first. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Rows keyed by their day, for filling a run of days where days without rows are zero. */
export const byDay = <Row extends { day: string }>(rows: Row[]) => new Map(rows.map((row) => [row.day, row]));
