import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import './payment-password.tables.ts';

/** A wrong-try streak is forgotten this long after its last failure. */
const STREAK_WINDOW_MS = 24 * 3_600_000;

export interface FailureState {
  failed_count: number;
  locked_until: Date | null;
}

/** The one place that writes SQL for member_payment_passwords. */
export function createPaymentPasswordRepo(db: Kysely<DB>) {
  return {
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
     * Claims one try before the password is checked, in a single conditional statement, so
     * parallel tries each take one and none slips past the lock: undefined when the member is
     * locked (or has no payment password). The try counts as wrong until `clearFailures` says
     * otherwise. The streak starts again after a lock has run out or a day without failures;
     * reaching `lockAfter` locks at once for `baseLockMinutes`, doubled for each lock of the
     * streak (at most `maxLockMinutes`); a right password then lifts it.
     */
    async claimTry(
      memberId: number,
      now: Date,
      policy: { lockAfter: number; baseLockMinutes: number; maxLockMinutes: number },
    ): Promise<FailureState | undefined> {
      const staleBefore = new Date(now.getTime() - STREAK_WINDOW_MS);
      const fresh = sql`((p.locked_until is not null and p.locked_until <= ${now})
        or p.last_failed_at is null or p.last_failed_at <= ${staleBefore})`;
      const count = sql`(case when ${fresh} then 1 else p.failed_count + 1 end)`;
      const level = sql`(case when p.last_failed_at is null or p.last_failed_at <= ${staleBefore} then 0 else p.lock_count end)`;
      const locking = sql`(${count} >= ${policy.lockAfter})`;
      const minutes = sql`least(${policy.baseLockMinutes} * power(2, ${level})::integer, ${policy.maxLockMinutes})`;
      const result = await sql<FailureState>`
        update member_payment_passwords as p set
          failed_count = ${count},
          last_failed_at = ${now},
          lock_count = case when ${locking} then ${level} + 1 else ${level} end,
          locked_until = case when ${locking} then ${now}::timestamptz + make_interval(mins => ${minutes}) else null end
        where p.member_id = ${memberId}
          and (p.locked_until is null or p.locked_until <= ${now})
        returning p.failed_count, p.locked_until`.execute(db);
      return result.rows[0];
    },

    /** A right password ends the streak, and lifts a lock its own claimed try set. */
    async clearFailures(memberId: number): Promise<void> {
      await db
        .updateTable('member_payment_passwords')
        .set({ failed_count: 0, lock_count: 0, locked_until: null, last_failed_at: null })
        .where('member_id', '=', memberId)
        .where((eb) => eb.or([eb('failed_count', '>', 0), eb('locked_until', 'is not', null)]))
        .execute();
    },
  };
}

export type PaymentPasswordRepo = ReturnType<typeof createPaymentPasswordRepo>;
