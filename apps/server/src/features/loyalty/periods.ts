import type { MissionPeriod, VipPeriod } from '@portal/shared/contracts/loyalty';

/** Loyalty's calendar is UTC, like the promotions' weeks: a day and a week mean the same everywhere. */
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the UTC day `at` falls in. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const startOfDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Monday 00:00 UTC of the week `at` falls in. */
export function weekStartOf(at: Date): Date {
  const day = startOfDay(at);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** A mission's period around `at`: [start, end), keyed by its first day. */
export function missionPeriod(period: MissionPeriod, at: Date): { start: Date; end: Date; key: string } {
  const start = period === 'daily' ? startOfDay(at) : weekStartOf(at);
  return { start, end: addDays(start, period === 'daily' ? 1 : 7), key: utcDay(start) };
}

export interface VipWindow {
  start: Date;
  end: Date;
  /** Names the period for the once-per-period evaluation: 'month:2026-11', 'week:2026-11-23', 'rolling30:676'. */
  key: string;
}

/**
 * The VIP qualifying period around `at`. Calendar kinds count from the period's start; 'rolling'
 * counts the last `rollingDays` days, and its level checks fall every `rollingDays` days from
 * 1970-01-01 (so all instances agree on when one is due).
 */
export function vipWindow(kind: VipPeriod, rollingDays: number, at: Date): VipWindow {
  if (kind === 'month') {
    const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
    return { start, end, key: `month:${utcDay(start).slice(0, 7)}` };
  }
  if (kind === 'week') {
    const start = weekStartOf(at);
    return { start, end: addDays(start, 7), key: `week:${utcDay(start)}` };
  }
  const index = Math.floor(startOfDay(at).getTime() / DAY_MS / rollingDays);
  const end = addDays(startOfDay(at), 1);
  return {
    start: addDays(end, -rollingDays),
    end,
    key: `rolling${rollingDays}:${index}`,
  };
}

/**
 * The period that ended last before `at`, as the level check judges it: the previous calendar
 * period, or for 'rolling' the `rollingDays` days before the current check's boundary.
 */
export function previousVipWindow(kind: VipPeriod, rollingDays: number, at: Date): VipWindow {
  if (kind !== 'rolling')
    return vipWindow(kind, rollingDays, new Date(vipWindow(kind, rollingDays, at).start.getTime() - 1));
  const index = Math.floor(startOfDay(at).getTime() / DAY_MS / rollingDays);
  const end = new Date(index * rollingDays * DAY_MS);
  return { start: addDays(end, -rollingDays), end, key: `rolling${rollingDays}:${index}` };
}
