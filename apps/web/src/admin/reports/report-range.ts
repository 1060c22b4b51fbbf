import { REPORT_MAX_DAYS, daysInRange } from '@portal/shared/contracts/reports';

/*
 * Report ranges as the server reads them: whole UTC days, `from` and `to` both included.
 */

const DAY_MS = 86_400_000;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
export const shiftDay = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

export const RANGE_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

export function presetRange(preset: RangePreset, today: string): DayRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'last30':
      return { from: shiftDay(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = shiftDay(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function isDay(text: string): boolean {
  const at = new Date(`${text}T00:00:00Z`);
  // 2030-02-31 is no day: Date either refuses it or rolls it over into March.
  return DAY_PATTERN.test(text) && !Number.isNaN(at.getTime()) && utcDay(at) === text;
}

/** What is wrong with a range before it is asked for: null when the server will take it. */
export function rangeProblem(range: DayRange): 'invalid' | 'order' | 'tooLong' | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'invalid';
  const days = daysInRange(range.from, range.to);
  if (days < 1) return 'order';
  if (days > REPORT_MAX_DAYS) return 'tooLong';
  return null;
}
