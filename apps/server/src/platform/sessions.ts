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

export interface IssueOptions {
  /** The session ends this long after it began, however busy (members). */
  absoluteMinutes?: number;
  ip?: string;
  userAgent?: string;
}

/** Opaque bearer tokens (api-contract.md): 256 random bits, only their SHA-256 is stored. */
export function createSessionStore({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  const hash = (token: string) => createHash('sha256').update(token).digest();

  return {
    /**
     * A new session. Member sessions also end at an absolute time however busy they are, and
     * remember the address and browser they started from (for the security center).
     */
    async issue(
      subjectType: SubjectType,
      subjectId: number,
      idleMinutes: number,
      options: IssueOptions = {},
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const absolute = options.absoluteMinutes ? new Date(now.getTime() + options.absoluteMinutes * 60_000) : null;
      const idle = new Date(now.getTime() + idleMinutes * 60_000);
      await db
        .insertInto('sessions')
        .values({
          token_hash: hash(token),
          subject_type: subjectType,
          subject_id: subjectId,
          created_at: now,
          last_seen_at: now,
          expires_at: absolute && absolute < idle ? absolute : idle,
          absolute_expires_at: absolute,
          ip: options.ip?.slice(0, 64) ?? null,
          user_agent: options.userAgent?.slice(0, 500) ?? null,
        })
        .execute();
      return token;
    },

    /** Checks a token and slides its idle expiry forward; throws UNAUTHORIZED or TOKEN_EXPIRED. */
    async verify(token: string, subjectType: SubjectType, idleMinutes: number): Promise<Session> {
      const now = clock.now();
      const row = await db
        .selectFrom('sessions')
        .select(['id', 'subject_type', 'subject_id', 'expires_at', 'absolute_expires_at', 'revoked_at'])
        .where('token_hash', '=', hash(token))
        .executeTakeFirst();
      if (!row || row.subject_type !== subjectType) throw new AppError('UNAUTHORIZED');
      if (row.revoked_at || row.expires_at.getTime() <= now.getTime()) throw new AppError('TOKEN_EXPIRED');
      const idle = new Date(now.getTime() + idleMinutes * 60_000);
      const absolute = row.absolute_expires_at;
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: absolute && absolute < idle ? absolute : idle })
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

    async revokeById(sessionId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every live session of a subject (a password reset). */
    async revokeAll(subjectType: SubjectType, subjectId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('subject_type', '=', subjectType)
        .where('subject_id', '=', subjectId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every live session of a subject but one (a password change keeps the current one). */
    async revokeOthers(subjectType: SubjectType, subjectId: number, keepSessionId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('subject_type', '=', subjectType)
        .where('subject_id', '=', subjectId)
        .where('id', '!=', keepSessionId)
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
