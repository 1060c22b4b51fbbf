/** The report presets: the programme's calendar is UTC, so days are UTC days. */
export const REPORT_PRESETS = ['today', 'yesterday', 'last7', 'month', 'lastMonth'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export interface ReportDays {
  from: string;
  to: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** A preset's first and last day (both included) as YYYY-MM-DD, counted from `now` in UTC. */
export function presetDays(preset: ReportPreset, now: Date): ReportDays {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (preset) {
    case 'today':
      return { from: iso(utcDay(y, m, d)), to: iso(utcDay(y, m, d)) };
    case 'yesterday':
      return { from: iso(utcDay(y, m, d - 1)), to: iso(utcDay(y, m, d - 1)) };
    case 'last7':
      return { from: iso(utcDay(y, m, d - 6)), to: iso(utcDay(y, m, d)) };
    case 'month':
      return { from: iso(utcDay(y, m, 1)), to: iso(utcDay(y, m, d)) };
    case 'lastMonth':
      return { from: iso(utcDay(y, m - 1, 1)), to: iso(utcDay(y, m, 0)) };
  }
}

/** Whether typed days make a range the server takes: two real dates, the first not after the last. */
export function isValidRange({ from, to }: ReportDays): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to)) return false;
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  return !Number.isNaN(a.getTime()) && !Number.isNaN(b.getTime()) && iso(a) === from && iso(b) === to && a <= b;
}
