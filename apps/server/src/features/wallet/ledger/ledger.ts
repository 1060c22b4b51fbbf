import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import { inTransaction } from './transaction.ts';

export interface PostingLine {
  accountId: number;
  /** Signed minor units: positive raises the account's balance, negative lowers it. */
  amountMinor: number;
}

export interface PostingRequest {
  /** Who asks: 'deposit', 'withdrawal', 'transfer', 'game:<vendor>'...; keys are unique per source. */
  source: string;
  key: string;
  kind: string;
  memberId?: number | null;
  reference?: string | null;
  memo?: Record<string, unknown> | null;
  lines: PostingLine[];
}

export interface PostedEntry {
  accountId: number;
  amountMinor: number;
  balanceBeforeMinor: number;
  balanceAfterMinor: number;
}

export interface PostingResult {
  transactionId: number;
  /** True when the key had already moved the money: this is the first answer again. */
  replayed: boolean;
  entries: PostedEntry[];
  createdAt: Date;
}

interface LockedAccount {
  id: number;
  balance_minor: number;
  allow_negative: boolean;
  currency: string;
  transaction_id: number | null;
}

/** What the key stands for: the same key with another hash is a different request. */
function requestHash(request: PostingRequest): Buffer {
  const lines = [...request.lines].sort((a, b) => a.accountId - b.accountId || a.amountMinor - b.amountMinor);
  const canonical = JSON.stringify([
    request.kind,
    request.memberId ?? null,
    request.reference ?? null,
    lines.map((l) => [l.accountId, l.amountMinor]),
  ]);
  return createHash('sha256').update(canonical).digest();
}

/** A broken invariant is a bug, not a client error: the request fails loudly (500) and is logged. */
function assertPosting(request: PostingRequest) {
  const { lines } = request;
  if (lines.length < 2) throw new Error(`ledger: a posting needs two lines or more (${request.kind})`);
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw new Error(`ledger: line amount must be a non-zero integer (${line.amountMinor})`);
    }
    total += line.amountMinor;
  }
  if (!Number.isSafeInteger(total) || total !== 0) throw new Error(`ledger: lines sum to ${total}, not zero`);
}

/**
 * The one module that writes ledger tables. A posting is one journal transaction: its idempotency
 * row, the account rows locked in id order, the balances and the entries, in one database
 * transaction. The database checks again at commit that the entries sum to zero and that no player
 * balance is negative.
 */
export function createLedger(deps: { db: Kysely<DB>; clock: Clock }) {
  const { clock } = deps;

  async function replay(trx: Kysely<DB>, request: PostingRequest, hash: Buffer): Promise<PostingResult> {
    const existing = await trx
      .selectFrom('ledger_transactions')
      .select(['id', 'request_hash', 'created_at'])
      .where('source', '=', request.source)
      .where('idempotency_key', '=', request.key)
      .executeTakeFirstOrThrow();
    if (!Buffer.from(existing.request_hash).equals(hash)) throw new AppError('DUPLICATE_TRANSACTION_MISMATCH');
    const entries = await trx
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount_minor', 'balance_before_minor', 'balance_after_minor'])
      .where('transaction_id', '=', existing.id)
      .orderBy('id')
      .execute();
    return {
      transactionId: existing.id,
      replayed: true,
      createdAt: existing.created_at,
      entries: entries.map((e) => ({
        accountId: e.account_id,
        amountMinor: e.amount_minor,
        balanceBeforeMinor: e.balance_before_minor,
        balanceAfterMinor: e.balance_after_minor,
      })),
    };
  }

  /** The posting inside the caller's transaction (so it commits with the caller's own writes). */
  async function postIn(trx: Kysely<DB>, request: PostingRequest): Promise<PostingResult> {
    assertPosting(request);
    const hash = requestHash(request);
    const now = clock.now();
    const ids = [...new Set(request.lines.map((l) => l.accountId))].sort((a, b) => a - b);
    // One round trip: the idempotency row, and the accounts locked in id order. A key already used
    // inserts nothing (transaction_id null) and the posting is answered from the first one.
    const { rows: accounts } = await sql<LockedAccount>`
      with tx as (
        insert into ledger_transactions
          (source, idempotency_key, kind, request_hash, member_id, reference, memo, created_at)
        values (${request.source}, ${request.key}, ${request.kind}, ${hash}, ${request.memberId ?? null},
          ${request.reference ?? null}, ${request.memo ? JSON.stringify(request.memo) : null}::jsonb, ${now})
        on conflict (source, idempotency_key) do nothing
        returning id)
      select a.id, a.balance_minor, a.allow_negative, a.currency, (select id from tx) as transaction_id
      from ledger_accounts a where a.id in (${sql.join(ids)}) order by a.id for update of a`.execute(trx);
    const transactionId = accounts[0]?.transaction_id ?? null;
    if (accounts.length > 0 && transactionId === null) return replay(trx, request, hash);
    if (accounts.length !== ids.length) throw new Error(`ledger: unknown account in ${ids.join(',')}`);
    if (new Set(accounts.map((a) => a.currency)).size > 1) throw new Error('ledger: one posting, one currency');

    const balances = new Map(accounts.map((a) => [a.id, a.balance_minor]));
    const entries: PostedEntry[] = request.lines.map((line) => {
      const before = balances.get(line.accountId)!;
      const after = before + line.amountMinor;
      balances.set(line.accountId, after);
      return {
        accountId: line.accountId,
        amountMinor: line.amountMinor,
        balanceBeforeMinor: before,
        balanceAfterMinor: after,
      };
    });
    for (const account of accounts) {
      const after = balances.get(account.id)!;
      if (!account.allow_negative && after < 0) {
        throw new AppError('INSUFFICIENT_FUNDS', {
          value: { accountId: account.id, balanceMinor: account.balance_minor },
        });
      }
    }
    // One round trip: the new balances and the entries (the database checks the sum at commit).
    const changed = sql.join(accounts.map((a) => sql`(${a.id}::bigint, ${balances.get(a.id)!}::bigint)`));
    const rows = sql.join(
      entries.map(
        (e) =>
          sql`(${transactionId}::bigint, ${e.accountId}::bigint, ${e.amountMinor}::bigint,
            ${e.balanceBeforeMinor}::bigint, ${e.balanceAfterMinor}::bigint, ${now}::timestamptz)`,
      ),
    );
    await sql`with moved as (
        update ledger_accounts as a set balance_minor = v.after
        from (values ${changed}) as v(id, after) where a.id = v.id returning a.id)
      insert into ledger_entries
        (transaction_id, account_id, amount_minor, balance_before_minor, balance_after_minor, created_at)
      values ${rows}`.execute(trx);
    return { transactionId: transactionId!, replayed: false, entries, createdAt: now };
  }

  return {
    postIn,

    /** A posting in its own transaction, retried on serialization failures and deadlocks. */
    post: (request: PostingRequest) => inTransaction(deps.db, (trx) => postIn(trx, request)),

    /** The posted transaction of a key, if any (a caller checking before it asks elsewhere). */
    async find(source: string, key: string, trx: Kysely<DB> = deps.db) {
      return trx
        .selectFrom('ledger_transactions')
        .select(['id', 'kind', 'member_id', 'created_at'])
        .where('source', '=', source)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
