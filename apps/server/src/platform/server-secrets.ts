import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * A 32-byte key the server needs across restarts and instances (an HMAC pepper, an encryption
 * key): taken from the env when the operator sets one, otherwise made once and kept in the
 * database, where the first instance to insert it wins. Loaded once per process.
 */
export function createServerSecret(db: Kysely<DB>, name: string, fromEnv?: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | null = null;
  return () => {
    secret ??= (async () => {
      if (fromEnv) return Buffer.from(fromEnv, 'utf8');
      await db
        .insertInto('server_secrets')
        .values({ name, value: randomBytes(32) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value);
    })().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}
