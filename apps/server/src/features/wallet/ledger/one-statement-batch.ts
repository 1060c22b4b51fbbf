import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { bigintArray } from '../../../db/sql-arrays.ts';
import type { Clock } from '../../../platform/clock.ts';
import { journalRow, keyOf, type Outcome, type PostingInput } from './posting-batch.ts';
import type { PostedEntry, WalletRow } from './posting.ts';

interface WrittenBatch {
  ok: boolean;
  written: { n: number; id: number }[];
  entries: { n: number; a: number; m: number; b: number }[];
  locked: { id: number; balance_minor: number }[];
  wallets: (WalletRow & { member_id: number })[];
}

/**
 * A group-commit batch in which every posting is accepted, written by one statement in autocommit
 * (decision 028, "one round trip"): the members and the accounts locked as writeBatchIn locks them,
 * then, only if no posting's key is known, every account exists, each posting keeps to one currency
 * (the one it names, if any) and no account that may not go negative would, the journal rows, the
 * entries (each one's before and after from the locked balance and the batch's earlier entries) and
 * the balances. Anything else writes nothing and answers null: the caller then writes the batch the
 * classic way (writeBatchIn), which refuses, replays and answers each posting as it would alone. A
 * key another transaction wrote meanwhile makes the insert fail (no ON CONFLICT), so the same. One
 * statement instead of the transaction's five round trips is what shortens the batch.
 */
export async function writeInOneStatement(db: Kysely<DB>, clock: Clock, items: PostingInput[]) {
  const keys = items.map((item) => keyOf(item.request));
  if (new Set(keys).size !== keys.length) return null;
  const accountIds = [...new Set(items.flatMap((item) => item.request.lines.map((line) => line.accountId)))];
  const memberIds = [...new Set(items.flatMap((item) => (item.request.memberId ? [item.request.memberId] : [])))];
  const walletMembers = [...new Set(items.flatMap((item) => (item.walletsOf === undefined ? [] : [item.walletsOf])))];
  const postings = items.map((item, n) => ({ ...journalRow(item, n), currency: item.request.currency ?? null }));
  const lines = items
    .flatMap((item, n) => item.request.lines.map((line) => ({ n, a: line.accountId, m: line.amountMinor })))
    .map((line, i) => ({ ...line, i }));
  const now = clock.now();
  let result: WrittenBatch;
  try {
    const { rows } = await sql<WrittenBatch>`
      with p as (
        select * from json_to_recordset(${JSON.stringify(postings)}::json) as p(n int, source text, key text,
          kind text, hash text, member_id bigint, reference text, memo jsonb, currency text)
      ),
      l as (select * from json_to_recordset(${JSON.stringify(lines)}::json) as l(n int, a bigint, m bigint, i int)),
      -- The journal rows' members before the accounts, as writeBatchIn and a single posting lock them.
      m as materialized (
        select id from members where id = any (${bigintArray(memberIds.sort((a, b) => a - b))})
        order by id for key share
      ),
      locked as materialized (
        select id, member_id, code, currency, balance_minor, allow_negative from ledger_accounts
        where id = any (${bigintArray(accountIds)}) and (select count(*) from m) >= 0
        order by id for update
      ),
      -- Each posting's net on each account, the balance after it, in arrival order.
      after as (
        select k.allow_negative,
          k.balance_minor + sum(net.m) over (partition by net.a order by net.n) as balance
        from (select n, a, sum(m) as m from l group by n, a) net join locked k on k.id = net.a
      ),
      ok as (
        select (select count(*) from locked) = ${accountIds.length}
          and not exists (select from after where not allow_negative and balance < 0)
          and not exists (
            select from l join locked k on k.id = l.a join p on p.n = l.n
            group by l.n having count(distinct k.currency) <> 1 or bool_or(p.currency is not null and p.currency <> k.currency))
          and not exists (
            select from p cross join lateral (
              select 1 from ledger_transactions t where t.source = p.source and t.idempotency_key = p.key limit 1) t)
          as ok
      ),
      tx as (
        insert into ledger_transactions (source, idempotency_key, kind, request_hash, member_id, reference, memo, created_at)
        select source, key, kind, decode(hash, 'hex'), member_id, reference, memo, ${now}::timestamptz from p
        where (select ok from ok) order by n
        returning id, source, idempotency_key
      ),
      numbered as (select p.n, tx.id from tx join p on p.source = tx.source and p.key = tx.idempotency_key),
      e as (
        select l.n, l.a, l.m, l.i,
          k.balance_minor + coalesce(sum(l.m) over (partition by l.a order by l.i
            rows between unbounded preceding and 1 preceding), 0) as b
        from l join locked k on k.id = l.a
      ),
      entries as (
        insert into ledger_entries
          (transaction_id, account_id, amount_minor, balance_before_minor, balance_after_minor, created_at)
        select numbered.id, e.a, e.m, e.b, e.b + e.m, ${now}::timestamptz from e join numbered on numbered.n = e.n
        order by e.i
        returning 1
      ),
      balances as (
        update ledger_accounts a set balance_minor = a.balance_minor + d.m
        from (select a, sum(m) as m from l group by a) d
        where a.id = d.a and a.id = any (${bigintArray(accountIds)}) and d.m <> 0 and (select ok from ok)
        returning 1
      )
      select (select ok from ok) as ok,
        (select coalesce(json_agg(json_build_object('n', n, 'id', id)), '[]') from numbered) as written,
        (select coalesce(json_agg(json_build_object('n', n, 'a', a, 'm', m, 'b', b) order by i), '[]') from e) as entries,
        (select coalesce(json_agg(json_build_object('id', id, 'balance_minor', balance_minor)), '[]') from locked) as locked,
        (select coalesce(json_agg(a order by a.id), '[]') from (
          select id, member_id, code, currency, balance_minor from ledger_accounts
          where member_id = any (${bigintArray(walletMembers)})) a) as wallets`.execute(db);
    result = rows[0]!;
  } catch (error) {
    // A key another transaction has just written (the batch's own are all distinct): write it the classic way.
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
  if (!result.ok) return null;
  return answers(items, result, now);
}

/** Each posting's entries and, when asked, its member's wallets as its own posting left them. */
function answers(items: PostingInput[], result: WrittenBatch, createdAt: Date) {
  const ids = new Map(result.written.map((row) => [row.n, row.id]));
  const balances = new Map(result.wallets.map((wallet) => [wallet.id, wallet.balance_minor]));
  for (const account of result.locked) balances.set(account.id, account.balance_minor);
  const entriesOf = new Map<number, PostedEntry[]>();
  for (const e of result.entries) {
    const list = entriesOf.get(e.n) ?? [];
    list.push({ accountId: e.a, amountMinor: e.m, balanceBeforeMinor: e.b, balanceAfterMinor: e.b + e.m });
    entriesOf.set(e.n, list);
  }
  const wallets: WalletRow[][] = [];
  const outcomes: Outcome[] = items.map((item, n) => {
    const entries = entriesOf.get(n) ?? [];
    for (const entry of entries) balances.set(entry.accountId, entry.balanceAfterMinor);
    wallets[n] =
      item.walletsOf === undefined
        ? []
        : result.wallets
            .filter((wallet) => wallet.member_id === item.walletsOf)
            .map(({ id, code, currency }) => ({ id, code, currency, balance_minor: balances.get(id)! }));
    return { type: 'write', entries, transactionId: ids.get(n)! };
  });
  return { outcomes, wallets, createdAt };
}
