import { z } from 'zod';

/*
 * What the operator's deposit and withdrawal queues filter by, besides their own statuses: the
 * member (a username, or an id), a time range and the CSV export of every matching row.
 */

/** A username, or a member id (a number matches the id and a username of digits alike). */
export const memberLookupSchema = z.string().trim().min(1).max(40);

/** The most rows one CSV export holds. */
export const CSV_MAX_ROWS = 100_000;

const instant = z.iso.datetime({ offset: true });

export const queueFilterFields = {
  member: memberLookupSchema.optional(),
  /** Created at or after this instant. */
  from: instant.optional(),
  /** Created before this instant (the start of the day after the last one shown). */
  to: instant.optional(),
  /** csv: every matching row (up to CSV_MAX_ROWS) as a download instead of one page. */
  format: z.enum(['csv']).optional(),
};

/** `to` must come after `from`; refused on `to`. */
export function rangeInOrder<T extends { from?: string; to?: string }>(query: T, ctx: z.RefinementCtx<T>) {
  if (query.from && query.to && Date.parse(query.to) <= Date.parse(query.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
  }
}
