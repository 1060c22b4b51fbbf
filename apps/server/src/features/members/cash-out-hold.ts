import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';

/**
 * Account-takeover hold (review N5, decision 035): after a password reset by code or an
 * operator's removal of two-step verification, money may not leave the account (withdrawals,
 * transfers to other members) for the brand's withdrawals.recoveryHoldHours. A hold only ever
 * moves later: a second recovery inside a running hold extends it, never shortens it.
 */
export async function holdCashOutIn(trx: Kysely<DB>, memberId: number, hours: number, now: Date): Promise<void> {
  if (hours <= 0) return;
  const until = new Date(now.getTime() + hours * 3_600_000);
  await trx
    .updateTable('members')
    .set({ cash_out_hold_until: until })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('cash_out_hold_until', 'is', null), eb('cash_out_hold_until', '<', until)]))
    .execute();
}

/** CASH_OUT_HOLD (with the time it ends) while the member's hold runs. */
export async function assertNoCashOutHold(db: Kysely<DB>, memberId: number, now: Date): Promise<void> {
  const row = await db
    .selectFrom('members')
    .select('cash_out_hold_until')
    .where('id', '=', memberId)
    .executeTakeFirst();
  const until = row?.cash_out_hold_until;
  if (until && until.getTime() > now.getTime()) {
    throw new AppError('CASH_OUT_HOLD', { value: { until: until.toISOString() } });
  }
}
