import argon2 from 'argon2';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { AppError } from '../../platform/app-error.ts';

/** A hash to compare against when the username is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | null = null;

export function createOperatorService(deps: { db: Kysely<DB>; sessions: SessionStore; idleMinutes: number }) {
  return {
    /** The back-office account from ADMIN_USERNAME / ADMIN_PASSWORD exists from the first start. */
    async ensureSeeded(username: string, password: string): Promise<void> {
      const existing = await deps.db
        .selectFrom('operators')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
      if (existing) return;
      await deps.db
        .insertInto('operators')
        .values({ username, password_hash: await argon2.hash(password) })
        .onConflict((oc) => oc.column('username').doNothing())
        .execute();
    },

    async signIn(username: string, password: string): Promise<{ token: string; username: string }> {
      const row = await deps.db
        .selectFrom('operators')
        .select(['id', 'username', 'password_hash'])
        .where('username', '=', username.trim())
        .executeTakeFirst();
      decoyHash ??= argon2.hash('decoy-password-for-timing');
      const valid = await argon2.verify(row?.password_hash ?? (await decoyHash), password);
      if (!row || !valid) throw new AppError('INVALID_CREDENTIALS');
      return { token: await deps.sessions.issue('operator', row.id, deps.idleMinutes), username: row.username };
    },
  };
}
