import { sql, type RawBuilder } from 'kysely';

/**
 * Ids as one bigint[] parameter (`id = any (...)`): one bind value whatever their number, and the
 * planner reads the array's length, so it probes an index for a few ids instead of hashing the table.
 */
export function bigintArray(ids: readonly (number | bigint)[]): RawBuilder<unknown> {
  return sql`${`{${ids.join(',')}}`}::bigint[]`;
}
