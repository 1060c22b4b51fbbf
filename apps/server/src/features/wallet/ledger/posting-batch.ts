import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { bigintArray } from '../../../db/sql-arrays.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Posted, PostedEntry, PostingRequest, PostingResult, WalletRow } from './posting.ts';

/** One posting of a batch: the request, its hash, and the member whose wallets it answers (if any). */
export interface PostingInput {
  request: PostingRequest;
  hash: Buffer;
  walletsOf: number | undefined;
}

/** A posting waiting for its batch, with the promise to settle once the batch has committed. */
export interface BatchItem extends PostingInput {
  resolve: (posted: Posted) => void;
  reject: (error: unknown) => void;
}

interface LockedAccount {
  id: number;
  member_id: number | null;
  code: string;
  currency: string;
  balance_minor: number;
  allow_negative: boolean;
}

interface ExistingKey {
  source: string;
  key: string;
  id: number;
  hash: string;
  created_at: string;
  entries: { account_id: number; amount_minor: number; before: number; after: number }[];
}

/** What a batch decided for one posting, answered only once the batch has committed. */
export type Outcome =
  | { type: 'write'; entries: PostedEntry[]; transactionId?: number }
  | { type: 'replay'; result: PostingResult }
  | { type: 'same-as'; index: number }
  | { type: 'refused'; error: unknown };

/**
 * The caller's own rule for a posting the ledger would accept (a lottery number's limit): asked in
 * arrival order, once the posting's funds are checked; an error refuses the posting alone.
 */
export type Accept = (n: number) => unknown;

/** A key another transaction wrote while this batch waited for its locks: the batch starts over. */
export class KeyRace extends Error {}

export const keyOf = (request: PostingRequest) => `${request.source}\u0000${request.key}`;

/** A posting's journal row as a batch statement reads it from JSON (`json_to_recordset`), numbered n. */
export function journalRow({ request, hash }: PostingInput, n: number) {
  return {
    n,
    source: request.source,
    key: request.key,
    kind: request.kind,
    hash: hash.toString('hex'),
    member_id: request.memberId ?? null,
    reference: request.reference ?? null,
    memo: request.memo ?? null,
  };
}

/**
 * One group-commit batch in one database transaction (decision 028): the journal rows' members and
 * the accounts locked, the keys already used read, each posting decided in arrival order as
 * ledger_post would decide it alone, then the journal rows, the entries and the balances of the
 * accepted ones written by one statement. Nothing is answered here: the caller answers after commit.
 */
export async function writeBatchIn(trx: Kysely<DB>, clock: Clock, items: PostingInput[], accept?: Accept) {
  const accountIds = [...new Set(items.flatMap((item) => item.request.lines.map((line) => line.accountId)))];
  const members = [...new Set(items.flatMap((item) => (item.walletsOf === undefined ? [] : [item.walletsOf])))];
  const keys = items.map((item) => ({ s: item.request.source, k: item.request.key }));
  const memberIds = [...new Set(items.flatMap((item) => (item.request.memberId ? [item.request.memberId] : [])))];
  // The journal rows' members first, as a single posting takes them (its journal row's foreign key)
  // before its accounts: a withdrawal holding its member row while it waits for the wallet must
  // not find the wallet held by a batch that waits for the member.
  if (memberIds.length > 0) {
    await sql`select id from members where id = any (${bigintArray(memberIds.sort((a, b) => a - b))})
      order by id for key share`.execute(trx);
  }
  const { rows } = await sql<{ locked: LockedAccount[]; keys: ExistingKey[]; wallets: LockedAccount[] }>`
    with locked as materialized (
      select id, member_id, code, currency, balance_minor, allow_negative from ledger_accounts
      where id = any (${bigintArray(accountIds)}) order by id for update
    ),
    -- One probe of the unique key per key (the limit keeps the lateral a nested loop): a join the
    -- planner may hash would scan the whole journal for a batch's few keys.
    used as (
      select t.source, t.idempotency_key as key, t.id, encode(t.request_hash, 'hex') as hash, t.created_at,
        (select coalesce(json_agg(json_build_object('account_id', e.account_id, 'amount_minor', e.amount_minor,
          'before', e.balance_before_minor, 'after', e.balance_after_minor) order by e.id), '[]')
         from ledger_entries e where e.transaction_id = t.id) as entries
      from (select distinct s, k from json_to_recordset(${JSON.stringify(keys)}::json) as k(s text, k text)) k
      cross join lateral (
        select * from ledger_transactions t where t.source = k.s and t.idempotency_key = k.k limit 1
      ) t
    )
    select (select coalesce(json_agg(l), '[]') from locked l) as locked,
      (select coalesce(json_agg(u), '[]') from used u) as keys,
      (select coalesce(json_agg(a order by a.id), '[]') from ledger_accounts a
        where a.member_id = any (${bigintArray(members)})) as wallets`.execute(trx);
  const read = rows[0]!;
  const balances = new Map(read.locked.map((account) => [account.id, account]));
  const snapshots: WalletRow[][] = [];
  const walletsOf = (memberId: number) =>
    read.wallets
      .filter((account) => account.member_id === memberId)
      .map((account) => ({
        id: account.id,
        code: account.code,
        currency: account.currency,
        balance_minor: (balances.get(account.id) ?? account).balance_minor,
      }));
  const used = new Map(read.keys.map((row) => [`${row.source}\u0000${row.key}`, row]));
  const outcomes = decide(items, balances, used, accept, (n) => {
    const memberId = items[n]!.walletsOf;
    if (memberId !== undefined) snapshots[n] = walletsOf(memberId);
  });
  // Each posting answers the member's wallets as its own posting left them (not as the batch did).
  const wallets = outcomes.map((_, n) => snapshots[n] ?? []);
  await assertNoRefusedKeyRaced(trx, items, outcomes, used);

  const now = clock.now();
  const writes = outcomes.flatMap((outcome, n) => (outcome.type === 'write' ? [{ n, outcome }] : []));
  if (writes.length > 0) {
    const postings = writes.map(({ n }) => journalRow(items[n]!, n));
    const entries = writes
      .flatMap(({ n, outcome }) =>
        (outcome as { entries: PostedEntry[] }).entries.map((e) => ({
          n,
          a: e.accountId,
          m: e.amountMinor,
          b: e.balanceBeforeMinor,
        })),
      )
      .map((entry, i) => ({ ...entry, i }));
    const moved = [...balances.values()].map((account) => ({ id: account.id, b: account.balance_minor }));
    const { rows: written } = await sql<{ n: number; id: number }>`
      with p as (
        select * from json_to_recordset(${JSON.stringify(postings)}::json) as p(n int, source text, key text,
          kind text, hash text, member_id bigint, reference text, memo jsonb)
      ),
      tx as (
        insert into ledger_transactions (source, idempotency_key, kind, request_hash, member_id, reference, memo, created_at)
        select source, key, kind, decode(hash, 'hex'), member_id, reference, memo, ${now}::timestamptz from p order by n
        on conflict (source, idempotency_key) do nothing
        returning id, source, idempotency_key
      ),
      numbered as (select p.n, tx.id from tx join p on p.source = tx.source and p.key = tx.idempotency_key),
      entries as (
        insert into ledger_entries
          (transaction_id, account_id, amount_minor, balance_before_minor, balance_after_minor, created_at)
        select numbered.id, e.a, e.m, e.b, e.b + e.m, ${now}::timestamptz
        from json_to_recordset(${JSON.stringify(entries)}::json) as e(n int, a bigint, m bigint, b bigint, i int)
        join numbered on numbered.n = e.n
        order by e.i
        returning 1
      ),
      balances as (
        update ledger_accounts a set balance_minor = v.b
        from json_to_recordset(${JSON.stringify(moved)}::json) as v(id bigint, b bigint)
        where a.id = v.id and a.balance_minor <> v.b and a.id = any (${bigintArray(moved.map((m) => m.id))})
        returning 1
      )
      select n, id from numbered`.execute(trx);
    // Fewer journal rows than postings: a key was written by another transaction meanwhile.
    if (written.length !== writes.length) throw new KeyRace();
    for (const row of written) (outcomes[row.n] as { transactionId?: number }).transactionId = row.id;
  }

  return { outcomes, wallets, createdAt: now };
}

/**
 * The keys were probed in the statement's snapshot, taken before it waited for the account locks;
 * the balances are read after the wait. A posting of the same key committed meanwhile is missing
 * from the one and spent in the other, so its replay would be refused (insufficient funds, say).
 * A refused key is probed again now, the locks held: found, the batch starts over (KeyRace) and
 * answers the replay. Only a batch that refuses something pays for this read.
 */
async function assertNoRefusedKeyRaced(
  trx: Kysely<DB>,
  items: PostingInput[],
  outcomes: Outcome[],
  used: Map<string, ExistingKey>,
) {
  const refused = outcomes.flatMap((outcome, n) => {
    const { request } = items[n]!;
    return outcome.type === 'refused' && !used.has(keyOf(request)) ? [{ s: request.source, k: request.key }] : [];
  });
  if (refused.length === 0) return;
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from json_to_recordset(${JSON.stringify(refused)}::json) as k(s text, k text)
      cross join lateral (
        select 1 from ledger_transactions t where t.source = k.s and t.idempotency_key = k.k limit 1
      ) t
    ) as found`.execute(trx);
  if (rows[0]!.found) throw new KeyRace();
}

/** Each posting's result as it would have been alone, or its refusal (answered after the commit). */
export function resultsOf(outcomes: Outcome[], createdAt: Date): ({ posting: PostingResult } | { error: unknown })[] {
  const resultOf = (outcome: Outcome): PostingResult | undefined =>
    outcome.type === 'write'
      ? { transactionId: outcome.transactionId!, replayed: false, entries: outcome.entries, createdAt }
      : outcome.type === 'replay'
        ? outcome.result
        : undefined;
  return outcomes.map((outcome) => {
    if (outcome.type === 'refused') return { error: outcome.error };
    if (outcome.type === 'same-as') return { posting: { ...resultOf(outcomes[outcome.index]!)!, replayed: true } };
    return { posting: resultOf(outcome)! };
  });
}

/**
 * Each posting in arrival order against the balances as the batch leaves them so far, refused
 * exactly as the single-posting statement refuses it (ledger_post, ledger_accounts_in).
 */
function decide(
  items: PostingInput[],
  balances: Map<number, LockedAccount>,
  used: Map<string, ExistingKey>,
  accept: Accept | undefined,
  afterEach: (n: number) => void,
): Outcome[] {
  const firstOfKey = new Map<string, number>();
  return items.map((item, n) => {
    const outcome = decideOne(item, n);
    afterEach(n);
    return outcome;
  });

  function decideOne(item: PostingInput, n: number): Outcome {
    const { request, hash } = item;
    const accounts = request.lines.map((line) => balances.get(line.accountId));
    if (accounts.some((account) => account === undefined)) {
      return {
        type: 'refused',
        error: new Error(`ledger: unknown account in ${request.lines.map((l) => l.accountId).join(',')}`),
      };
    }
    const held = accounts as LockedAccount[];
    if (request.currency !== undefined) {
      const other = held.find((account) => account.currency !== request.currency);
      if (other) {
        return {
          type: 'refused',
          error: new AppError('LEDGER_CURRENCY_MISMATCH', {
            value: { accountId: other.id, accountCurrency: other.currency, currency: request.currency },
          }),
        };
      }
    }
    const key = keyOf(request);
    const existing = used.get(key);
    if (existing) {
      if (existing.hash !== hash.toString('hex'))
        return { type: 'refused', error: new AppError('DUPLICATE_TRANSACTION_MISMATCH') };
      return { type: 'replay', result: replayOf(existing) };
    }
    const first = firstOfKey.get(key);
    if (first !== undefined) {
      if (!items[first]!.hash.equals(hash))
        return { type: 'refused', error: new AppError('DUPLICATE_TRANSACTION_MISMATCH') };
      return { type: 'same-as', index: first };
    }
    if (new Set(held.map((account) => account.currency)).size !== 1) {
      return { type: 'refused', error: new AppError('LEDGER_CURRENCY_MISMATCH') };
    }
    const after = new Map<number, number>();
    for (const line of request.lines) {
      after.set(
        line.accountId,
        (after.get(line.accountId) ?? balances.get(line.accountId)!.balance_minor) + line.amountMinor,
      );
    }
    for (const [accountId, balance] of after) {
      const account = balances.get(accountId)!;
      if (!account.allow_negative && balance < 0) {
        return {
          type: 'refused',
          error: new AppError('INSUFFICIENT_FUNDS', { value: { accountId, balanceMinor: account.balance_minor } }),
        };
      }
    }
    const veto = accept?.(n);
    if (veto !== undefined) return { type: 'refused', error: veto };
    const entries = request.lines.map((line) => {
      const account = balances.get(line.accountId)!;
      const before = account.balance_minor;
      account.balance_minor = before + line.amountMinor;
      return {
        accountId: line.accountId,
        amountMinor: line.amountMinor,
        balanceBeforeMinor: before,
        balanceAfterMinor: account.balance_minor,
      };
    });
    firstOfKey.set(key, n);
    return { type: 'write', entries };
  }
}

function replayOf(existing: ExistingKey): PostingResult {
  return {
    transactionId: existing.id,
    replayed: true,
    createdAt: new Date(existing.created_at),
    entries: existing.entries.map((e) => ({
      accountId: e.account_id,
      amountMinor: e.amount_minor,
      balanceBeforeMinor: e.before,
      balanceAfterMinor: e.after,
    })),
  };
}
