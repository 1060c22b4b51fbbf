import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A wrong-try streak is forgotten this long after its last failure. */
const STREAK_WINDOW_MS = 24 * 3_600_000;

export interface LockPolicy {
  lockAfter: number;
  baseLockMinutes: number;
  maxLockMinutes: number;
}

export type TryOutcome =
  | { outcome: 'not-set' }
  | { outcome: 'locked'; lockedUntil: Date }
  | { outcome: 'right' }
  | { outcome: 'wrong'; state: FailureState | undefined };

export interface FailureState {
  failed_count: number;
  locked_until: Date | null;
}

/** The one place that writes SQL for member_payment_passwords. */
export function createPaymentPasswordRepo(db: Kysely<DB>) {
  const repo = {
    find: (memberId: number) =>
      db.selectFrom('member_payment_passwords').selectAll().where('member_id', '=', memberId).executeTakeFirst(),

    /** The first password of a member; false when one already exists (a racing set loses). */
    async insert(memberId: number, hash: string, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('member_payment_passwords')
        .values({ member_id: memberId, password_hash: hash, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .returning('member_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async replaceHash(memberId: number, hash: string, now: Date): Promise<void> {
      await db
        .updateTable('member_payment_passwords')
        .set({ password_hash: hash, updated_at: now, failed_count: 0, lock_count: 0, locked_until: null })
        .where('member_id', '=', memberId)
        .execute();
    },

    /**
     * Counts one wrong try in a single statement, so parallel tries are all counted. The streak
     * starts again after a lock has run out or a day without failures; reaching `lockAfter`
     * locks for `baseLockMinutes`, doubled for each lock of the streak (at most `maxLockMinutes`).
     * A lock is only set when none is running, so a burst does not stack lengths.
     */
    async recordFailure(
      memberId: number,
      now: Date,
      policy: LockPolicy,
      trx: Kysely<DB> = db,
    ): Promise<FailureState | undefined> {
      const staleBefore = new Date(now.getTime() - STREAK_WINDOW_MS);
      const fresh = sql`((p.locked_until is not null and p.locked_until <= ${now})
        or p.last_failed_at is null or p.last_failed_at <= ${staleBefore})`;
      const count = sql`(case when ${fresh} then 1 else p.failed_count + 1 end)`;
      const level = sql`(case when p.last_failed_at is null or p.last_failed_at <= ${staleBefore} then 0 else p.lock_count end)`;
      const locking = sql`(${count} >= ${policy.lockAfter} and (p.locked_until is null or p.locked_until <= ${now}))`;
      const minutes = sql`least(${policy.baseLockMinutes} * power(2, ${level})::integer, ${policy.maxLockMinutes})`;
      const result = await sql<FailureState>`
        update member_payment_passwords as p set
          failed_count = ${count},
          last_failed_at = ${now},
          lock_count = case when ${locking} then ${level} + 1 else ${level} end,
          locked_until = case
            when ${locking} then ${now}::timestamptz + make_interval(mins => ${minutes})
            when p.locked_until is not null and p.locked_until <= ${now} then null
            else p.locked_until end
        where p.member_id = ${memberId}
        returning p.failed_count, p.locked_until`.execute(trx);
      return result.rows[0];
    },

    /** A right password ends the streak (written only when there is one to end). */
    async clearFailures(memberId: number, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .updateTable('member_payment_passwords')
        .set({ failed_count: 0, lock_count: 0, locked_until: null, last_failed_at: null })
        .where('member_id', '=', memberId)
        .where((eb) => eb.or([eb('failed_count', '>', 0), eb('locked_until', 'is not', null)]))
        .execute();
    },

    /**
     * One try, judged by `matches` while the member's row is locked (SELECT ... FOR UPDATE), and
     * counted in the same transaction (docs/security.md): parallel tries of one member queue on the row,
     * each sees the count the one before it left, so a burst gets no more than the limit and no
     * try slips past a lock; right tries in parallel all pass. The count commits whatever the
     * outcome (nothing is thrown inside). Call it outside any other transaction: on a
     * one-connection pool (PGlite) it holds the connection while the hash is checked.
     */
    checkUnderLock(
      memberId: number,
      now: Date,
      policy: LockPolicy,
      matches: (passwordHash: string) => Promise<boolean>,
    ): Promise<TryOutcome> {
      return db.transaction().execute(async (trx): Promise<TryOutcome> => {
        const row = await trx
          .selectFrom('member_payment_passwords')
          .select(['password_hash', 'locked_until'])
          .where('member_id', '=', memberId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return { outcome: 'not-set' };
        if (row.locked_until && row.locked_until.getTime() > now.getTime()) {
          return { outcome: 'locked', lockedUntil: row.locked_until };
        }
        if (await matches(row.password_hash)) {
          await repo.clearFailures(memberId, trx);
          return { outcome: 'right' };
        }
        return { outcome: 'wrong', state: await repo.recordFailure(memberId, now, policy, trx) };
      });
    },
  };
  return repo;
}

export type PaymentPasswordRepo = ReturnType<typeof createPaymentPasswordRepo>;
