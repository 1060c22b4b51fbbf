/** Basis points (10000 = all of the bet) as a percent a person reads: 10000 → "100%", 1250 → "12.5%". */
export const percentOfBps = (bps: number, language: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(bps / 100)}%`;

/** A date and time in the member's language, for periods and histories. */
export const dateTimeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const dateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
