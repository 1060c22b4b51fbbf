import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { AppError } from './app-error.ts';

export type SubjectType = 'operator' | 'member';

export interface Session {
  id: number;
  subjectType: SubjectType;
  subjectId: number;
}

/** Opaque bearer tokens (api-contract.md): 256 random bits, only their SHA-256 is stored. */
export function createSessionStore({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  const hash = (token: string) => createHash('sha256').update(token).digest();

  return {
    async issue(subjectType: SubjectType, subjectId: number, idleMinutes: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db
        .insertInto('sessions')
        .values({
          token_hash: hash(token),
          subject_type: subjectType,
          subject_id: subjectId,
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + idleMinutes * 60_000),
        })
        .execute();
      return token;
    },

    /** Checks a token and slides its idle expiry forward; throws UNAUTHORIZED or TOKEN_EXPIRED. */
    async verify(token: string, subjectType: SubjectType, idleMinutes: number): Promise<Session> {
      const now = clock.now();
      const row = await db
        .selectFrom('sessions')
        .select(['id', 'subject_type', 'subject_id', 'expires_at', 'revoked_at'])
        .where('token_hash', '=', hash(token))
        .executeTakeFirst();
      if (!row || row.subject_type !== subjectType) throw new AppError('UNAUTHORIZED');
      if (row.revoked_at || row.expires_at.getTime() <= now.getTime()) throw new AppError('TOKEN_EXPIRED');
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: new Date(now.getTime() + idleMinutes * 60_000) })
        .where('id', '=', row.id)
        .execute();
      return { id: row.id, subjectType, subjectId: row.subject_id };
    },

    async revoke(token: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('token_hash', '=', hash(token))
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/i.exec(header.trim()) : null;
  return match?.[1];
}
