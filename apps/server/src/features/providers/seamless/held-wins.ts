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
 * The wins already paid in each round that has any. One statement text whatever the batch's size,
 * each round read by the wins' round index (migration 0078) in a lateral probe: a row-value IN
 * list was planned afresh per size, and with no index for wins it scanned every provider
 * transaction (1.5–27 ms a batch under the studio bench, growing with the table).
 */
export const paidInRounds = (rounds: { vendor: string; member: number; round: string }[]) =>
  sql<{ vendor_code: string; member_id: string; round_id: string; paid: string }>`
    select k.vendor as vendor_code, k.member as member_id, k.round as round_id, w.paid
    from (select distinct * from json_to_recordset(${JSON.stringify(rounds)}::json) as k(vendor text, member bigint, round text)) k
    cross join lateral (
      select sum(t.amount_minor) as paid from provider_transactions t
      where t.vendor_code = k.vendor and t.member_id = k.member and t.round_id = k.round
        and t.kind = 'win' and t.answer is not null
    ) w
    where w.paid is not null`;

/**
 * A provider's round may pay up to its vendor's winReviewAboveMinor (review L3, decision 038):
 * the win that takes the round's wins past it is held (posted to the held-wins account and
 * recorded for a finance operator), not paid. Read in the win's transaction, after its bets are
 * locked: wins of one round take turns, so each sees the ones before it.
 */
export async function heldOfIn(trx: Kysely<DB>, calls: WinUnderCap[]): Promise<boolean[]> {
  const paying = calls.filter((call) => call.amountMinor > 0);
  if (paying.length === 0) return calls.map(() => false);
  const { rows } = await paidInRounds(
    paying.map((c) => ({ vendor: c.vendor, member: c.memberId, round: c.roundId })),
  ).execute(trx);
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
