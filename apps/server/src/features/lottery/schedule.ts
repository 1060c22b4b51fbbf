import type { LotteryMarket } from '../../db/column-types.ts';
import { addDays, stationsOf, vnDay, vnInstant } from './markets.ts';

export interface GameSchedule {
  code: string;
  market: LotteryMarket;
  interval_seconds: number | null;
  draw_time: string | null;
  close_before_seconds: number;
}

export interface PeriodPlan {
  issue: string;
  stationCode: string | null;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
}

const compact = (date: string) => date.replaceAll('-', '');

function plan(issue: string, stationCode: string | null, openAt: Date, drawAt: Date, closeBefore: number): PeriodPlan {
  const closeAt = new Date(Math.max(openAt.getTime(), drawAt.getTime() - closeBefore * 1000));
  return { issue, stationCode, openAt, closeAt, drawAt };
}

/**
 * The periods that should exist at `now`: a fast game's current period and the next one (issue =
 * the Vietnamese day and the period's number in it, 1-based), or the Vietnamese market's next
 * draw day, one period per station (open from the previous draw). Creating them twice is harmless:
 * (game, issue) is unique.
 */
export function periodsDue(game: GameSchedule, now: Date): PeriodPlan[] {
  if (game.interval_seconds) {
    const intervalMs = game.interval_seconds * 1000;
    const plans: PeriodPlan[] = [];
    for (const at of [now, new Date(now.getTime() + intervalMs)]) {
      const { date } = vnDay(at);
      const dayStart = vnInstant(date, '00:00').getTime();
      const index = Math.floor((at.getTime() - dayStart) / intervalMs);
      const openAt = new Date(dayStart + index * intervalMs);
      const drawAt = new Date(Math.min(openAt.getTime() + intervalMs, dayStart + 86_400_000));
      const issue = `${compact(date)}${String(index + 1).padStart(4, '0')}`;
      plans.push(plan(issue, null, openAt, drawAt, game.close_before_seconds));
    }
    return plans;
  }
  const today = vnDay(now).date;
  const drawToday = vnInstant(today, game.draw_time!);
  const date = now < drawToday ? today : addDays(today, 1);
  const drawAt = vnInstant(date, game.draw_time!);
  const openAt = new Date(drawAt.getTime() - 86_400_000);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return stationsOf(game.market, weekday).map((station) =>
    plan(
      game.market === 'XSMB' ? compact(date) : `${compact(date)}-${station.code}`,
      station.code,
      openAt,
      drawAt,
      game.close_before_seconds,
    ),
  );
}

/** The issue of a Vietnamese market's station on a day (the results feed names day and station). */
export const vnIssue = (market: LotteryMarket, date: string, stationCode: string) =>
  market === 'XSMB' ? compact(date) : `${compact(date)}-${stationCode}`;
