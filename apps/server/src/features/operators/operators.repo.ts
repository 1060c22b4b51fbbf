import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, Operators } from '../../db/schema.ts';
import type { OperatorRole } from '../../db/column-types.ts';
import { SESSION_COLUMNS, type SessionRow } from '../../platform/sessions.ts';

export type OperatorRow = Selectable<Operators>;

/** The columns the guard and the sign-in read (never the password hash). */
const STATE_COLUMNS = [
  'id',
  'username',
  'roles',
  'must_change_password',
  'totp_enabled_at',
  'locked_until',
  'failed_attempts',
  'created_at',
] as const;
export type OperatorState = Pick<OperatorRow, (typeof STATE_COLUMNS)[number]>;

/** The only code that writes SQL for the operators table. */
export function createOperatorsRepo(db: Kysely<DB>) {
  return {
    findByUsername: (username: string) =>
      db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst(),

    find: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A session and its operator in one query (the guard runs before every operator call). */
    async findBySession(tokenHash: Buffer): Promise<{ session: SessionRow; operator: OperatorState } | undefined> {
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('operators as o', 'o.id', 's.subject_id')
        .select(SESSION_COLUMNS.map((c) => `s.${c}` as const))
        .select([
          'o.username',
          'o.roles',
          'o.must_change_password',
          'o.totp_enabled_at',
          'o.locked_until',
          'o.failed_attempts',
          'o.created_at as operator_created_at',
        ])
        .where('s.token_hash', '=', tokenHash)
        .where('s.subject_type', '=', 'operator')
        .executeTakeFirst();
      if (!row) return undefined;
      const { username, roles, must_change_password, totp_enabled_at, locked_until, failed_attempts } = row;
      return {
        session: row,
        operator: {
          id: row.subject_id,
          username,
          roles,
          must_change_password,
          totp_enabled_at,
          locked_until,
          failed_attempts,
          created_at: row.operator_created_at,
        },
      };
    },

    list: () => db.selectFrom('operators').select(STATE_COLUMNS).orderBy('id').execute(),

    async create(values: { username: string; passwordHash: string; roles: OperatorRole[]; at: Date }) {
      return db
        .insertInto('operators')
        .values({
          username: values.username,
          password_hash: values.passwordHash,
          roles: values.roles,
          must_change_password: true,
          created_at: values.at,
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning(STATE_COLUMNS)
        .executeTakeFirst();
    },

    /**
     * One wrong password or code, counted in a single statement so parallel tries each count. From
     * `lockAfter` failures on, a failure while no lock runs starts one: `lockMinutes` doubled for
     * every earlier lock of the streak, at most a day.
     */
    async recordFailure(id: number, now: Date, policy: { lockAfter: number; lockMinutes: number }) {
      const locking = sql<boolean>`(failed_attempts + 1 >= ${policy.lockAfter}
        and (locked_until is null or locked_until <= ${now}))`;
      const minutes = sql`least(${policy.lockMinutes} * power(2, least(lock_count, 20)), 1440)::integer`;
      return db
        .updateTable('operators')
        .set({
          failed_attempts: sql`failed_attempts + 1`,
          last_failed_at: now,
          locked_until: sql`case when ${locking} then ${now}::timestamptz + make_interval(mins => ${minutes})
            else locked_until end`,
          lock_count: sql`case when ${locking} then lock_count + 1 else lock_count end`,
        })
        .where('id', '=', id)
        .returning(['failed_attempts', 'locked_until'])
        .executeTakeFirstOrThrow();
    },

    /** A successful sign-in ends the streak (a lock still running is not lifted: the caller checked it). */
    clearFailures: (id: number) =>
      db
        .updateTable('operators')
        .set({ failed_attempts: 0, lock_count: 0 })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('failed_attempts', '>', 0), eb('lock_count', '>', 0)]))
        .execute(),

    unlock: (id: number) =>
      db
        .updateTable('operators')
        .set({ failed_attempts: 0, lock_count: 0, locked_until: null })
        .where('id', '=', id)
        .returning(STATE_COLUMNS)
        .executeTakeFirst(),

    setPassword: (id: number, values: { passwordHash: string; mustChange: boolean; at: Date }) =>
      db
        .updateTable('operators')
        .set({
          password_hash: values.passwordHash,
          must_change_password: values.mustChange,
          password_changed_at: values.at,
        })
        .where('id', '=', id)
        .returning(STATE_COLUMNS)
        .executeTakeFirst(),

    setRoles: (id: number, roles: OperatorRole[], trx: Kysely<DB> = db) =>
      trx.updateTable('operators').set({ roles }).where('id', '=', id).returning(STATE_COLUMNS).executeTakeFirst(),

    /** How many operators hold the admin role, their rows locked (the last admin keeps it). */
    async lockAdmins(trx: Kysely<DB>): Promise<number[]> {
      const rows = await trx
        .selectFrom('operators')
        .select('id')
        .where(sql<boolean>`'admin' = any(roles)`)
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map((r) => r.id);
    },

    /** A new, unconfirmed TOTP secret (replaces an unconfirmed one; refused once one is on). */
    setTotpSecret: (id: number, sealed: string) =>
      db
        .updateTable('operators')
        .set({ totp_secret_encrypted: sealed, totp_last_step: null })
        .where('id', '=', id)
        .where('totp_enabled_at', 'is', null)
        .returning('id')
        .executeTakeFirst(),

    /** Takes a TOTP time step once: false when it (or a later one) was already used. */
    claimTotpStep: async (id: number, step: number, trx: Kysely<DB> = db) =>
      (await trx
        .updateTable('operators')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .returning('id')
        .executeTakeFirst()) !== undefined,

    enableTotp: (id: number, at: Date, trx: Kysely<DB> = db) =>
      trx
        .updateTable('operators')
        .set({ totp_enabled_at: at })
        .where('id', '=', id)
        .where('totp_enabled_at', 'is', null)
        .returning('id')
        .executeTakeFirst(),

    resetTotp: (id: number) =>
      db
        .updateTable('operators')
        .set({ totp_secret_encrypted: null, totp_enabled_at: null, totp_last_step: null })
        .where('id', '=', id)
        .returning(STATE_COLUMNS)
        .executeTakeFirst(),
  };
}

export type OperatorsRepo = ReturnType<typeof createOperatorsRepo>;
