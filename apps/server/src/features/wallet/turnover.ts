import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/*
 * The turnover (wagering) requirement: what a member still has to bet before a withdrawal or a
 * transfer to the upline. Deposits and bonuses raise it (by the amount times the brand's multiple);
 * an operator may set it. Bets lower it, never below zero, and a cancelled bet puts its part back:
 * the database does that in the bet's own transaction (triggers on `bets`, migration 0028), for
 * every product that writes a bet. One row per member, written by single statements so racing
 * bets and deposits all count; what a pending bet took off is recorded so a cancellation gives back
 * exactly that and money leaving counts it until the bet is final (turnoverOwed). A paid deposit and money an agent sends a downline raise it by the
 * brand's depositTurnoverPercent (anti-money-laundering); the operator may set it (decision 011).
 */

/** What the member still has to wager, in minor units (0 without a row). */
export async function turnoverRemaining(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_turnover_requirements')
    .select('remaining_minor')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.remaining_minor ?? 0;
}

/**
 * What must still be wagered before money leaves (a withdrawal, a transfer to another member):
 * the requirement plus what the member's still-pending bets took off it (bet_turnover_credits,
 * decision 040), since a pending bet can still be cancelled and give it back. Pending as the
 * betting record reads it: a lottery bet stops being pending when its period settles.
 */
export async function turnoverOwed(db: Kysely<DB>, memberId: number): Promise<number> {
  const { rows } = await sql<{ owed: string }>`
    select coalesce((select remaining_minor from member_turnover_requirements where member_id = ${memberId}), 0)
      + coalesce((select sum(c.lowered_minor) from bet_turnover_credits c join bet_records b on b.id = c.bet_id
                  where c.member_id = ${memberId} and b.status = 'pending'), 0) as owed`.execute(db);
  return Number(rows[0]!.owed);
}

/** Raises the requirement (a deposit or a bonus), inside the caller's transaction. */
export async function raiseTurnoverRequirementIn(
  trx: Kysely<DB>,
  memberId: number,
  amountMinor: number,
  now: Date,
): Promise<void> {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new Error(`turnover: bad amount ${amountMinor}`);
  if (amountMinor === 0) return;
  await sql`insert into member_turnover_requirements as t (member_id, remaining_minor, updated_at)
    values (${memberId}, ${amountMinor}, ${now})
    on conflict (member_id) do update set remaining_minor = t.remaining_minor + excluded.remaining_minor,
      updated_at = excluded.updated_at`.execute(trx);
}

/** The operator's value (an adjustment through /admin/api). */
export async function setTurnoverRequirement(
  db: Kysely<DB>,
  memberId: number,
  remainingMinor: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('member_turnover_requirements')
    .values({ member_id: memberId, remaining_minor: remainingMinor, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ remaining_minor: remainingMinor, updated_at: now }))
    .execute();
}
