/*
 * datetime-local inputs show a time in the browser's time zone; the API takes ISO instants.
 */

/** An ISO instant as a datetime-local value ('2026-11-29T14:30'); no instant is an empty box. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as an ISO instant; an empty or unreadable box is no time at all. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
