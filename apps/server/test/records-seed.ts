import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';

/**
 * A long history in one statement, for the records tests and bench: `count` journal transactions
 * on a fresh player account and a fresh system account, alternating +300 ('deposit') and −200
 * ('bet') minor units, one every `stepMs` from `start`, with the balance before and after chained
 * exactly as the ledger writes them (so the reconciliation still holds). Posting 100,000 through
 * the ledger one by one would take minutes; the rows are the same.
 */
export async function seedLedgerHistory(
  db: Kysely<DB>,
  options: {
    memberId: number;
    playerAccountId: number;
    systemAccountId: number;
    count: number;
    start: Date;
    stepMs: number;
  },
): Promise<{ finalBalanceMinor: number }> {
  const { memberId, playerAccountId, systemAccountId, count, start, stepMs } = options;
  await db.transaction().execute(async (trx) => {
    // One big statement: the test connections' statement timeout is for requests, not for this.
    await sql`set local statement_timeout = 0`.execute(trx);
    await sql`with tx as (
        insert into ledger_transactions (source, idempotency_key, kind, request_hash, member_id, created_at)
        select ${`seed:${memberId}`}, g::text, case when g % 2 = 1 then 'deposit' else 'bet' end,
          '\\x00'::bytea, ${memberId}, ${start}::timestamptz + (g * ${stepMs}::bigint) * interval '1 millisecond'
        from generate_series(1, ${count}::int) g
        returning id, idempotency_key, created_at
      ), lines as (
        select id as transaction_id, created_at, g,
          case when g % 2 = 1 then 300 else -200 end as amount,
          case when g % 2 = 1 then (g - 1) / 2 * 100 else (g - 2) / 2 * 100 + 300 end as before
        from (select id, created_at, idempotency_key::int as g from tx) numbered
      )
      insert into ledger_entries (transaction_id, account_id, amount_minor, balance_before_minor, balance_after_minor, created_at)
      select transaction_id, account_id, amount, before, before + amount, created_at from (
        select 0 as side, g, transaction_id, ${playerAccountId}::bigint as account_id, amount, before, created_at from lines
        union all
        select 1, g, transaction_id, ${systemAccountId}::bigint, -amount, -before, created_at from lines
      ) both_sides order by g, side`.execute(trx);
    const final = balanceAfter(count);
    await trx.updateTable('ledger_accounts').set({ balance_minor: final }).where('id', '=', playerAccountId).execute();
    await trx.updateTable('ledger_accounts').set({ balance_minor: -final }).where('id', '=', systemAccountId).execute();
  });
  return { finalBalanceMinor: balanceAfter(count) };
}

/** The player's balance after the g-th seeded transaction (1-based). */
export const balanceAfter = (g: number) => (g % 2 === 1 ? ((g - 1) / 2) * 100 + 300 : (g / 2) * 100);
