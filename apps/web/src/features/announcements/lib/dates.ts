/** An announcement's or a message's time in the page language: a date and the time of day. */
export const timeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
