import { DATE_RANGE_PRESETS } from './constants.ts';

/*
 * The records' date presets (next 7, next 30, previous 7, previous 30 days),
 * as whole days of the player's clock. "Previous 7 days" is today and the six days before it;
 * "next 7 days" is today and the six after it. Records are read over [from, to).
 */
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export interface DateRange {
  /** ISO instants: the first moment of the first day, the first moment after the last day. */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** `tzOffsetMinutes` east of UTC (the browser's is -new Date().getTimezoneOffset()). */
export function presetRange(preset: DateRangePreset, now: Date, tzOffsetMinutes: number): DateRange {
  const offsetMs = tzOffsetMinutes * 60_000;
  const localMidnight = Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  const days = preset.endsWith('30') ? 30 : 7;
  const start = preset.startsWith('previous') ? localMidnight - (days - 1) * DAY_MS : localMidnight;
  return { from: new Date(start).toISOString(), to: new Date(start + days * DAY_MS).toISOString() };
}
