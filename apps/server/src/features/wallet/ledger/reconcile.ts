import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export interface ReconcileReport {
  ok: boolean;
  checkedAt: string;
  transactions: number;
  entries: number;
  accounts: number;
  /** Each broken invariant with up to 20 examples. */
  problems: { check: string; count: number; examples: unknown[] }[];
}

/** Each query lists what breaks one invariant; an empty answer means it holds. */
const CHECKS: Record<string, string> = {
  // Double entry: a transaction's entries sum to zero.
  unbalancedTransactions: `select transaction_id, sum(amount_minor)::text as total from ledger_entries
    group by transaction_id having sum(amount_minor) <> 0`,
  transactionsWithoutEntries: `select t.id from ledger_transactions t
    where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
  // A balance is the sum of its account's entries...
  balanceNotSumOfEntries: `select a.id, a.balance_minor::text as balance, coalesce(sum(e.amount_minor), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
  // ...and the last entry's balance-after; each entry starts where the previous one ended.
  balanceNotLastEntry: `select a.id, a.balance_minor::text as balance, last.balance_after_minor::text as last_after
    from ledger_accounts a join lateral (select balance_after_minor from ledger_entries e
      where e.account_id = a.id order by e.id desc limit 1) last on true
    where a.balance_minor <> last.balance_after_minor`,
  brokenChains: `select account_id, id from (select account_id, id, balance_before_minor,
      lag(balance_after_minor, 1, 0::bigint) over (partition by account_id order by id) as previous_after
    from ledger_entries) chain where balance_before_minor <> previous_after`,
  negativePlayerBalances: `select id, balance_minor::text from ledger_accounts
    where member_id is not null and balance_minor < 0`,
  // Money is only moved, never made: all accounts of a currency sum to zero.
  currenciesNotSummingToZero: `select currency, sum(balance_minor)::text as total from ledger_accounts
    group by currency having sum(balance_minor) <> 0`,
  // Only holds move money through 'pending:' accounts: each holds exactly its pending holds' amounts.
  pendingNotMatchingHolds: `select a.id, a.balance_minor::text as balance,
      coalesce(sum(h.amount_minor) filter (where h.state = 'pending'), 0)::text as held
    from ledger_accounts a left join ledger_holds h on h.pending_account_id = a.id
    where a.code like 'pending:%' group by a.id
    having a.balance_minor <> coalesce(sum(h.amount_minor) filter (where h.state = 'pending'), 0)`,
};

/**
 * Checks the ledger's invariants over the whole database (the operator call, the command
 * `npm run reconcile`, and the tests after every test that moves money).
 */
export async function reconcileLedger(db: Kysely<DB>, now: Date): Promise<ReconcileReport> {
  const problems: ReconcileReport['problems'] = [];
  for (const [check, query] of Object.entries(CHECKS)) {
    const { rows } = await sql.raw<Record<string, unknown>>(`${query} limit 1000`).execute(db);
    if (rows.length > 0) problems.push({ check, count: rows.length, examples: rows.slice(0, 20) });
  }
  const { rows } = await sql<{ transactions: string; entries: string; accounts: string }>`
    select (select count(*) from ledger_transactions)::text as transactions,
           (select count(*) from ledger_entries)::text as entries,
           (select count(*) from ledger_accounts)::text as accounts`.execute(db);
  const counts = rows[0]!;
  return {
    ok: problems.length === 0,
    checkedAt: now.toISOString(),
    transactions: Number(counts.transactions),
    entries: Number(counts.entries),
    accounts: Number(counts.accounts),
    problems,
  };
}
