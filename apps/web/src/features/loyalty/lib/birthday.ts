export type BirthdayIssue = 'required' | 'format' | 'future' | 'tooOld';

/** The earliest year a birthday may be in: anything before is a typing slip. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** Today as YYYY-MM-DD in the browser's own calendar (what the date input's max compares with). */
export const localToday = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The date a member typed, checked before the one-time call: a real calendar day, not in the
 * future, not before 1900. The server still decides.
 */
export function birthdayIssue(text: string, today: string): BirthdayIssue | null {
  const value = text.trim();
  if (value === '') return 'required';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'format';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'format';
  if (year < EARLIEST_BIRTH_YEAR) return 'tooOld';
  // Both are YYYY-MM-DD, so the text order is the calendar order.
  if (value > today) return 'future';
  return null;
}
