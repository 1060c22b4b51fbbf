/** Vietnam keeps UTC+7 all year: its calendar day of an instant is the UTC day seven hours later. */
const VN_OFFSET_MS = 7 * 3_600_000;

/** The Vietnamese calendar day (yyyy-mm-dd) of an instant: the day a draw belongs to. */
export const vnDayOf = (iso: string | number) =>
  new Date(new Date(iso).getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);

/** yyyy-mm-dd `days` later (negative: earlier). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A typed day that the results call takes: a real yyyy-mm-dd, not after `max`. */
export function isPastDay(day: string, max: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day) && day <= max;
}
