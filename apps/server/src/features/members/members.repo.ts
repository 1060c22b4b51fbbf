import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, Members } from '../../db/schema.ts';
import type { SessionRow } from '../../platform/sessions.ts';

export type MemberRow = Selectable<Members>;
export type NewMember = Insertable<Members>;

/** The one place that writes SQL for the members table. */
export function createMembersRepo(db: Kysely<DB>) {
  /** The members of many sessions' token hashes (hex) at once: concurrent calls share one query. */
  async function findBySessions(tokenHashes: readonly Buffer[]) {
    const rows = await db
      .selectFrom('sessions as s')
      .innerJoin('members as m', 'm.id', 's.subject_id')
      .selectAll('m')
      .select([
        's.token_hash as session_token_hash',
        's.id as session_id',
        's.subject_type as session_subject_type',
        's.subject_id as session_subject_id',
        's.expires_at as session_expires_at',
        's.absolute_expires_at as session_absolute_expires_at',
        's.revoked_at as session_revoked_at',
        's.last_seen_at as session_last_seen_at',
        's.idle_minutes as session_idle_minutes',
        's.password_change_only as session_password_change_only',
        's.cash_out_only as session_cash_out_only',
      ])
      .where('s.token_hash', 'in', [...tokenHashes])
      .where('s.subject_type', '=', 'member')
      .execute();
    const found = new Map<string, { session: SessionRow; member: MemberRow }>();
    for (const row of rows) {
      const {
        session_token_hash,
        session_id,
        session_subject_type,
        session_subject_id,
        session_expires_at,
        session_absolute_expires_at,
        session_revoked_at,
        session_last_seen_at,
        session_idle_minutes,
        session_password_change_only,
        session_cash_out_only,
        ...member
      } = row;
      const session: SessionRow = {
        id: session_id,
        subject_type: session_subject_type,
        subject_id: session_subject_id,
        expires_at: session_expires_at,
        absolute_expires_at: session_absolute_expires_at,
        revoked_at: session_revoked_at,
        last_seen_at: session_last_seen_at,
        idle_minutes: session_idle_minutes,
        password_change_only: session_password_change_only,
        cash_out_only: session_cash_out_only,
      };
      found.set(Buffer.from(session_token_hash).toString('hex'), { session, member: member as MemberRow });
    }
    return found;
  }

  return {
    findById: (id: number) => db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The member of a session token's hash with the session's columns, in one query (the member guard). */
    async findBySession(tokenHash: Buffer) {
      return (await findBySessions([tokenHash])).get(tokenHash.toString('hex'));
    },

    findBySessions,

    /** Case-insensitive, as the unique index is. */
    findByUsername: (username: string) =>
      db
        .selectFrom('members')
        .selectAll()
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst(),

    async usernameTaken(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('members')
        .select('id')
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The member holding this mobile under this dialing code ('+84'). */
    findByMobile: (countryDialingCode: string, mobile: string) =>
      db
        .selectFrom('members')
        .selectAll()
        .where('country_dialing_code', '=', countryDialingCode)
        .where('mobile', '=', mobile)
        .executeTakeFirst(),

    /** The member whose mobile is this E.164 number ('+84901234567'), however its digits were stored. */
    findByPhone: (e164: string) =>
      db
        .selectFrom('members')
        .selectAll()
        .where(
          sql<string>`'+' || regexp_replace(country_dialing_code, '[^0-9]', '', 'g') || ltrim(mobile, '0')`,
          '=',
          e164,
        )
        .orderBy('id')
        .executeTakeFirst(),

    /** Case-insensitive, as the unique index is. */
    findByEmail: (email: string) =>
      db
        .selectFrom('members')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst(),

    /** Every member holding this mobile, whatever the dialing code (at most a few). */
    findAllByMobile: (mobile: string) =>
      db.selectFrom('members').selectAll().where('mobile', '=', mobile).limit(2).execute(),

    findByReferralCode: (code: string) =>
      db
        .selectFrom('members')
        .select(['id', 'status', 'type'])
        .where('referral_code', '=', code.toUpperCase())
        .executeTakeFirst(),

    /** The new member's id; a unique violation surfaces as the database error (see uniqueViolation). */
    async insert(member: NewMember): Promise<number> {
      const row = await db.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Records a sign-in; answers whether it was the member's first. */
    async recordLogin(id: number, at: Date, ip: string): Promise<boolean> {
      const row = await db
        .updateTable('members')
        .set({
          first_login_at: sql`coalesce(first_login_at, ${at})`,
          last_login_at: at,
          last_login_ip: ip.slice(0, 64),
        })
        .where('id', '=', id)
        // A subquery in RETURNING reads the statement's snapshot: the row as it was before.
        .returning(sql<boolean>`(select m.first_login_at is null from members m where m.id = members.id)`.as('first'))
        .executeTakeFirst();
      return row?.first ?? false;
    },

    async setPasswordHash(id: number, hash: string, changedAt?: Date): Promise<void> {
      await db
        .updateTable('members')
        .set(changedAt ? { password_hash: hash, password_changed_at: changedAt } : { password_hash: hash })
        .where('id', '=', id)
        .execute();
    },

    /** Profile columns of the security center; a unique violation surfaces as the database error. */
    async update(
      id: number,
      values: Partial<
        Pick<
          NewMember,
          | 'nickname'
          | 'payee_name'
          | 'qq_num'
          | 'line'
          | 'whatsapp'
          | 'zalo'
          | 'facebook'
          | 'wechat'
          | 'id_number'
          | 'mobile'
          | 'country_dialing_code'
          | 'mobile_verified_at'
          | 'email'
          | 'email_verified_at'
        >
      >,
    ): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.updateTable('members').set(values).where('id', '=', id).execute();
    },

    async setLanguage(id: number, language: string): Promise<void> {
      await db.updateTable('members').set({ language }).where('id', '=', id).execute();
    },

    async setStatus(id: number, status: 'active' | 'frozen'): Promise<void> {
      await db.updateTable('members').set({ status }).where('id', '=', id).execute();
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
