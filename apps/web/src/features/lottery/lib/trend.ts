import type { z } from 'zod';
import type { trendSchema } from '@portal/shared/contracts/lottery';

export type TrendRow = z.infer<typeof trendSchema>['numbers'][number];
export type TrendMeasure = 'frequency' | 'missing';

/** One chart's rows: the whole list, or one ball's digits for the 5-ball game. */
export interface TrendGroup {
  position: number | null;
  rows: TrendRow[];
}

/** The rows by ball, in the order the server sent them (a game without balls is one group). */
export function trendGroups(rows: TrendRow[]): TrendGroup[] {
  const groups: TrendGroup[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.position === row.position) last.rows.push(row);
    else groups.push({ position: row.position, rows: [row] });
  }
  return groups;
}

/** The narrowest a bar may get: below it the chart scrolls sideways (100 numbers on a phone). */
export const MIN_BAR_PX = 9;
/** Room for the value axis beside the bars. */
const AXIS_PX = 36;

/** The chart's minimum width in px, so each bar stays wide enough to read and to touch. */
export const trendMinWidth = (count: number) => count * MIN_BAR_PX + AXIS_PX;
