import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

let serial = 0;

/** A bare member row (no login), for ledger tests: its id. */
export async function newLedgerMember(db: Kysely<DB>, prefix: string): Promise<number> {
  serial += 1;
  const tag = `${serial}x${Date.now() % 100000}`;
  const row = await db
    .insertInto('members')
    .values({
      username: `${prefix}${tag}`,
      password_hash: '!',
      referral_code: `${prefix.toUpperCase()}${tag}`.replace('x', '').slice(0, 20),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An account's balance as the ledger holds it. */
export async function balanceOfAccount(db: Kysely<DB>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance_minor;
}
