import pg from 'pg';

/** deadlock_detected and serialization_failure: what db/transaction.ts's withRetry retries silently. */
const WATCHED = { '40P01': 'deadlocks', '40001': 'serializationFailures' } as const;

export interface SqlRetryCounts {
  deadlocks: number;
  serializationFailures: number;
}

/**
 * Counts, in this process, every PostgreSQL statement that failed with a deadlock or a
 * serialization failure, by wrapping pg's Client#query (the driver under Kysely's pool): the
 * retry in db/transaction.ts hides them from the callers, so a "never deadlocks" test that only
 * looks at the answers passes whatever happens. `stop()` puts the driver back. On PGlite nothing
 * goes through pg: the counts stay zero. `onError` hears each one (the crash server reports them).
 */
export function watchSqlRetries(onError?: (code: keyof typeof WATCHED) => void) {
  const counts: SqlRetryCounts = { deadlocks: 0, serializationFailures: 0 };
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function query(this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && code in WATCHED) {
        counts[WATCHED[code as keyof typeof WATCHED]] += 1;
        onError?.(code as keyof typeof WATCHED);
      }
      throw error;
    });
  };
  return {
    counts,
    stop() {
      proto.query = original;
    },
  };
}
