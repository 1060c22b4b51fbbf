/** "1 h 30 min" style durations from minutes, in the reader's language. */
export function minutesText(minutes: number, language: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, kind: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: kind, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

export const dateTimeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** How much of a limit is used, 0–100, for the meter. */
export const usedPercent = (used: number, limit: number | null) =>
  limit === null || limit <= 0 ? 0 : Math.min(100, Math.round((used / limit) * 100));

/** Whether the reminder is due at `now` (an interval set and its time come). */
export const reminderDue = (nextAt: string | null, now: number) => nextAt !== null && Date.parse(nextAt) <= now;
