import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB, Sessions } from '../db/schema.ts';
import type { Bus } from './bus.ts';
import type { Clock } from './clock.ts';
import { AppError } from './app-error.ts';

/**
 * Bus channel told `<subjectType>:<subjectId>` whenever sessions of a subject end (sign-out,
 * password change, a freeze): what holds connections open on a session (chat sockets) checks
 * them at once on every instance, instead of at its next periodic check.
 */
export const SESSIONS_ENDED = 'sessions-ended';

/** Tells every instance that sessions of this subject ended (after the change is committed). */
export async function announceSessionsEnded(bus: Bus | undefined, subjectType: SubjectType, subjectId: number) {
  // A lost message only delays the close to the periodic check: never fail the caller for it.
  await bus?.publish(SESSIONS_ENDED, `${subjectType}:${subjectId}`).catch(() => {});
}

/** How far the idle expiry may lag behind: at most one write a minute per busy session. */
const TOUCH_INTERVAL_MS = 60_000;

export type SubjectType = 'operator' | 'member';

/** The columns verify() needs, for a caller that selects them in its own query. */
export const SESSION_COLUMNS = [
  'id',
  'subject_type',
  'subject_id',
  'expires_at',
  'absolute_expires_at',
  'revoked_at',
  'last_seen_at',
  'idle_minutes',
  'password_change_only',
  'cash_out_only',
] as const;
export type SessionRow = Pick<Selectable<Sessions>, (typeof SESSION_COLUMNS)[number]>;

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
  /** The browser's own random id (X-Device-Id), already checked by deviceIdOf. */
  deviceId?: string;
  /** Keep this session's own idle limit instead of the caller's default (remember me). */
  keepIdleMinutes?: boolean;
  /** Opened with an expired or default password: only the password change is answered (review L5). */
  passwordChangeOnly?: boolean;
  /** Opened during a break or self-exclusion: only taking the balance out is answered (issue 29). */
  cashOutOnly?: boolean;
}

/** Opaque bearer tokens: 256 random bits, only their SHA-256 is stored. */
export function createSessionStore({ db, clock, bus }: { db: Kysely<DB>; clock: Clock; bus?: Bus }) {
  const ended = async (rows: { subject_type: SubjectType; subject_id: number }[]) => {
    // A revoke by token or id ends one session: at most one subject to tell.
    for (const row of rows) await announceSessionsEnded(bus, row.subject_type, row.subject_id);
  };
  const hash = (token: string) => createHash('sha256').update(token).digest();

  async function admit(
    row: SessionRow | undefined,
    subjectType: SubjectType,
    defaultIdleMinutes: number,
  ): Promise<Session> {
    const now = clock.now();
    if (!row || row.subject_type !== subjectType) throw new AppError('UNAUTHORIZED');
    if (row.revoked_at || row.expires_at.getTime() <= now.getTime()) throw new AppError('TOKEN_EXPIRED');
    const idle = new Date(now.getTime() + (row.idle_minutes ?? defaultIdleMinutes) * 60_000);
    const absolute = row.absolute_expires_at;
    const next = absolute && absolute < idle ? absolute : idle;
    // A busy client would write on every call; expiry and last-seen only need to move once a minute.
    const fresh = now.getTime() - row.last_seen_at.getTime() < TOUCH_INTERVAL_MS;
    if (fresh && next.getTime() - row.expires_at.getTime() < TOUCH_INTERVAL_MS) {
      return { id: row.id, subjectType, subjectId: row.subject_id };
    }
    await db.updateTable('sessions').set({ last_seen_at: now, expires_at: next }).where('id', '=', row.id).execute();
    return { id: row.id, subjectType, subjectId: row.subject_id };
  }

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
          idle_minutes: options.keepIdleMinutes ? idleMinutes : null,
          ip: options.ip?.slice(0, 64) ?? null,
          user_agent: options.userAgent?.slice(0, 500) ?? null,
          device_id: options.deviceId ?? null,
          password_change_only: options.passwordChangeOnly ?? false,
          cash_out_only: options.cashOutOnly ?? false,
        })
        .execute();
      return token;
    },

    /**
     * Checks a token and slides its idle expiry forward (by the session's own idle limit when it
     * has one, else `defaultIdleMinutes`); throws UNAUTHORIZED or TOKEN_EXPIRED.
     */
    async verify(token: string, subjectType: SubjectType, defaultIdleMinutes: number): Promise<Session> {
      const row = await db
        .selectFrom('sessions')
        .select(SESSION_COLUMNS)
        .where('token_hash', '=', hash(token))
        .executeTakeFirst();
      return admit(row, subjectType, defaultIdleMinutes);
    },

    /** The hash a token is stored under, for a caller that reads the session in its own query. */
    tokenHash: hash,

    /** verify() for a row the caller read itself (the member guard reads the member in the same query). */
    admit,

    /** A subject's live sessions, most recently used first (the security center's list). */
    listLive(subjectType: SubjectType, subjectId: number) {
      return db
        .selectFrom('sessions')
        .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
        .where('subject_type', '=', subjectType)
        .where('subject_id', '=', subjectId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
    },

    /** Ends one session if it is the subject's and live; answers whether it did. */
    async revokeOwn(subjectType: SubjectType, subjectId: number, sessionId: number): Promise<boolean> {
      const row = await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('id', '=', sessionId)
        .where('subject_type', '=', subjectType)
        .where('subject_id', '=', subjectId)
        .where('revoked_at', 'is', null)
        .returning(['subject_type', 'subject_id'])
        .executeTakeFirst();
      if (row) await ended([row]);
      return row !== undefined;
    },

    async revoke(token: string): Promise<void> {
      const rows = await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('token_hash', '=', hash(token))
        .where('revoked_at', 'is', null)
        .returning(['subject_type', 'subject_id'])
        .execute();
      await ended(rows);
    },

    async revokeById(sessionId: number): Promise<void> {
      const rows = await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .returning(['subject_type', 'subject_id'])
        .execute();
      await ended(rows);
    },

    /** Ends every live session of a subject (a password reset). */
    /** The password was changed: a session opened only for that change may make every call again. */
    async allowAll(sessionId: number): Promise<void> {
      await db.updateTable('sessions').set({ password_change_only: false }).where('id', '=', sessionId).execute();
    },

    async revokeAll(subjectType: SubjectType, subjectId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('subject_type', '=', subjectType)
        .where('subject_id', '=', subjectId)
        .where('revoked_at', 'is', null)
        .execute();
      await announceSessionsEnded(bus, subjectType, subjectId);
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
      await announceSessionsEnded(bus, subjectType, subjectId);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The X-Device-Id header when it is a plausible browser id (at most 64 letters, digits and
 * dashes: a UUID), else undefined: a session without one is still a session.
 */
export function deviceIdOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(header) ? header : undefined;
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/i.exec(header.trim()) : null;
  return match?.[1];
}
