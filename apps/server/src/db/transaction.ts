import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

const RETRIES = 5;
/** serialization_failure, deadlock_detected: the database asks to try again. */
const RETRYABLE = new Set(['40001', '40P01']);

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Runs `work` in a database transaction, again (a bounded number of times, with a short jittered
 * pause) when PostgreSQL reports a serialization failure or a deadlock. Any other error rolls back
 * and travels on.
 */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return withRetry(() => db.transaction().execute(work));
}

/** `attempt` again when PostgreSQL asks to (serialization failure, deadlock), a bounded number of times. */
export async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= RETRIES || !RETRYABLE.has(String(sqlState(error)))) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * tries));
    }
  }
}
