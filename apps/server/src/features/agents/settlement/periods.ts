import type { AgentCycle } from '../../../db/column-types.ts';

/** The agent programme's calendar is UTC, like loyalty's and the promotions': one clock for every instance. */
export type Cycle = AgentCycle;

const MINUTE = 60_000;
/** Real-time salaries settle every 5 minutes (spec constants). */
export const REALTIME_MINUTES = 5;

const utc = (y: number, m: number, d = 1, h = 0, min = 0) => new Date(Date.UTC(y, m, d, h, min));

/** The period of `cycle` that contains `at`: [start, end). */
export function periodOf(cycle: Cycle, at: Date): { start: Date; end: Date } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  switch (cycle) {
    case 'realtime': {
      const span = REALTIME_MINUTES * MINUTE;
      const start = new Date(Math.floor(at.getTime() / span) * span);
      return { start, end: new Date(start.getTime() + span) };
    }
    case 'hourly': {
      const start = utc(y, m, d, at.getUTCHours());
      return { start, end: new Date(start.getTime() + 60 * MINUTE) };
    }
    case 'daily':
      return { start: utc(y, m, d), end: utc(y, m, d + 1) };
    case 'weekly': {
      const back = (at.getUTCDay() + 6) % 7;
      return { start: utc(y, m, d - back), end: utc(y, m, d - back + 7) };
    }
    case 'semimonthly':
      return d <= 15 ? { start: utc(y, m, 1), end: utc(y, m, 16) } : { start: utc(y, m, 16), end: utc(y, m + 1, 1) };
    case 'monthly':
      return { start: utc(y, m, 1), end: utc(y, m + 1, 1) };
  }
}

/** Every whole period of `cycle` ending after `from` and at or before `now`, oldest first (at most `limit`). */
export function endedPeriods(cycle: Cycle, from: Date, now: Date, limit: number): { start: Date; end: Date }[] {
  const periods: { start: Date; end: Date }[] = [];
  let period = periodOf(cycle, from);
  while (period.end <= now && periods.length < limit) {
    periods.push(period);
    period = periodOf(cycle, period.end);
  }
  return periods;
}
