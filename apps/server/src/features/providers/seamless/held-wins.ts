import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** What the cap needs of a win call (win-batch.ts's WinCall has it). */
export interface WinUnderCap {
  vendor: string;
  transactionId: string;
  roundId: string;
  amountMinor: number;
  memberId: number;
  currency: string;
  winReviewAboveMinor: number;
}

/** The system account (sharded by member) where a held win waits for review. */
export const HELD_WINS = 'held_wins';

/**
 * A provider's round may pay up to its vendor's winReviewAboveMinor (review L3, decision 038):
 * the win that takes the round's wins past it is held (posted to the held-wins account and
 * recorded for a finance operator), not paid. Read in the win's transaction, after its bets are
 * locked: wins of one round take turns, so each sees the ones before it.
 */
export async function heldOfIn(trx: Kysely<DB>, calls: WinUnderCap[]): Promise<boolean[]> {
  const paying = calls.filter((call) => call.amountMinor > 0);
  if (paying.length === 0) return calls.map(() => false);
  const keys = sql.join(paying.map((c) => sql`(${c.vendor}::text, ${c.memberId}::bigint, ${c.roundId}::text)`));
  const { rows } = await sql<{ vendor_code: string; member_id: string; round_id: string; paid: string }>`
    select t.vendor_code, t.member_id, t.round_id, sum(t.amount_minor) as paid
    from provider_transactions t
    where t.kind = 'win' and t.answer is not null
      and (t.vendor_code, t.member_id, t.round_id) in (values ${keys})
    group by t.vendor_code, t.member_id, t.round_id`.execute(trx);
  const paid = new Map(rows.map((r) => [`${r.vendor_code}\u0000${r.member_id}\u0000${r.round_id}`, Number(r.paid)]));
  return calls.map(
    (call) =>
      call.amountMinor > 0 &&
      (paid.get(`${call.vendor}\u0000${call.memberId}\u0000${call.roundId}`) ?? 0) + call.amountMinor >
        call.winReviewAboveMinor,
  );
}

/** The held wins' rows for review, with the postings that hold them. */
export async function recordHeldIn(
  trx: Kysely<DB>,
  held: { call: WinUnderCap; ledgerTransactionId: number }[],
  now: Date,
): Promise<void> {
  if (held.length === 0) return;
  await trx
    .insertInto('held_wins')
    .values(
      held.map(({ call, ledgerTransactionId }) => ({
        member_id: call.memberId,
        vendor_code: call.vendor,
        round_id: call.roundId,
        transaction_id: call.transactionId,
        amount_minor: call.amountMinor,
        currency: call.currency,
        held_transaction_id: ledgerTransactionId,
        created_at: now,
      })),
    )
    .execute();
}
