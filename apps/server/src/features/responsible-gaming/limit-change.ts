/** A limit's stored state: what holds, and a raise or removal waiting for its cooling-off. */
export interface LimitRow {
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: Date | null;
}

/** What holds at `now`: the waiting change once its time has come. */
export const limitAt = (row: LimitRow | undefined, now: Date): number | null =>
  !row ? null : row.pendingAt && row.pendingAt <= now ? row.pendingAmount : row.amount;

/**
 * A member's request for a limit (null: none). Lowering, or setting a first limit, holds at once
 * and drops any raise that waited; raising or removing waits `coolingOffMs` (the protection is
 * for the moment the player wants more, not less). Asking again for what holds drops the wait.
 */
export function changeLimit(
  row: LimitRow | undefined,
  requested: number | null,
  now: Date,
  coolingOffMs: number,
): LimitRow & { effectiveAt: Date } {
  const current = limitAt(row, now);
  const lowers = requested !== null && (current === null || requested <= current);
  if (lowers || requested === current) {
    return { amount: requested, pendingAmount: null, pendingAt: null, effectiveAt: now };
  }
  const at = new Date(now.getTime() + coolingOffMs);
  // A raise asked again while one waits keeps its first time: asking twice does not wait longer.
  const sameWait = row?.pendingAt && row.pendingAt > now && row.pendingAmount === requested;
  const pendingAt = sameWait ? row.pendingAt! : at;
  return { amount: current, pendingAmount: requested, pendingAt, effectiveAt: pendingAt };
}
