import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import { withRetry } from '../../../db/transaction.ts';

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
  /**
   * The currency the amounts are in (the brand's, as the caller read it). When given, the posting
   * is refused (LEDGER_CURRENCY_MISMATCH) unless every account is in it; one posting never mixes
   * currencies either way.
   */
  currency?: string;
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

/** A member's account as read with a posting: what the balance answers are built from. */
export interface WalletRow {
  id: number;
  code: string;
  currency: string;
  balance_minor: number;
}

interface PostedRow {
  transaction_id: number;
  replayed: boolean;
  created_at: Date;
  account_id: number;
  amount_minor: number;
  balance_before_minor: number;
  balance_after_minor: number;
}

/** SQLSTATEs ledger_post raises (migration 0017). */
const INSUFFICIENT = 'LG001';
const KEY_MISMATCH = 'LG002';
/** ledger_accounts_in (migration 0027): an account in another currency than the posting's. */
const CURRENCY_MISMATCH = 'LG003';
const MIXED_CURRENCIES = 'ledger: one posting, one currency';

const sqlError = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown; detail?: unknown; message?: unknown }) : {};

/** The database's refusals as the API's: the same codes the clients branch on. */
function refusal(error: unknown): unknown {
  const { code, detail, message } = sqlError(error);
  if (code === KEY_MISMATCH) return new AppError('DUPLICATE_TRANSACTION_MISMATCH');
  if (code === CURRENCY_MISMATCH && typeof detail === 'string') {
    return new AppError('LEDGER_CURRENCY_MISMATCH', { value: JSON.parse(detail) as Record<string, unknown> });
  }
  if (typeof message === 'string' && message.startsWith(MIXED_CURRENCIES)) {
    return new AppError('LEDGER_CURRENCY_MISMATCH');
  }
  if (code === INSUFFICIENT && typeof detail === 'string') {
    const { accountId, balanceMinor } = JSON.parse(detail) as { accountId: number; balanceMinor: number };
    return new AppError('INSUFFICIENT_FUNDS', { value: { accountId, balanceMinor } });
  }
  return error;
}

/** A Postgres array literal of integers (both drivers take it as text, cast in SQL). */
const intArray = (values: number[]) => `{${values.join(',')}}`;

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

  /**
   * `select * from ledger_post(...)`, or ledger_post_wallets when the member's wallets are wanted
   * back too. A posting that states its currency passes its accounts through ledger_accounts_in
   * (migration 0027) first, in the same statement: the lateral call cannot run before it.
   */
  const postingStatement = (request: PostingRequest, walletsOf?: number) => {
    const accountIds = sql`${intArray(request.lines.map((l) => l.accountId))}::bigint[]`;
    const call = (accounts: ReturnType<typeof sql>) => {
      const args = sql`${request.source}, ${request.key}, ${request.kind},
        ${requestHash(request)}, ${request.memberId ?? null}, ${request.reference ?? null},
        ${request.memo ? JSON.stringify(request.memo) : null}::jsonb, ${clock.now()}::timestamptz,
        ${accounts}, ${intArray(request.lines.map((l) => l.amountMinor))}::bigint[]`;
      return walletsOf === undefined
        ? sql`ledger_post(${args})`
        : sql`ledger_post_wallets(${args}, ${walletsOf}::bigint)`;
    };
    return request.currency === undefined
      ? sql`select * from ${call(accountIds)}`
      : sql`select p.* from ledger_accounts_in(${accountIds}, ${request.currency}) as c(ids),
          lateral ${call(sql.ref('c.ids'))} as p`;
  };

  function resultOf(request: PostingRequest, rows: PostedRow[]): PostingResult {
    const first = rows[0];
    if (!first) throw new Error(`ledger: posting ${request.source}/${request.key} answered no entries`);
    return {
      transactionId: first.transaction_id,
      replayed: first.replayed,
      createdAt: first.created_at,
      entries: rows.map((row) => ({
        accountId: row.account_id,
        amountMinor: row.amount_minor,
        balanceBeforeMinor: row.balance_before_minor,
        balanceAfterMinor: row.balance_after_minor,
      })),
    };
  }

  async function execute<Row>(request: PostingRequest, run: () => Promise<{ rows: Row[] }>): Promise<Row[]> {
    assertPosting(request);
    try {
      return (await run()).rows;
    } catch (error) {
      throw refusal(error);
    }
  }

  /**
   * One statement (ledger_post, migration 0017): the idempotency row, the accounts locked in id
   * order, the balance check, the balances and the entries. The database checks again at commit
   * that the entries sum to zero and that no player balance is negative.
   */
  async function postIn(trx: Kysely<DB>, request: PostingRequest): Promise<PostingResult> {
    const rows = await execute(request, () => postingStatement(request).$castTo<PostedRow>().execute(trx));
    return resultOf(request, rows);
  }

  /**
   * A posting and the member's wallets after it, in one round trip (a wallet call answers the new
   * balances): ledger_post_wallets (migration 0024) reads them after the posting, in its transaction.
   */
  async function postWithWallets(
    request: PostingRequest,
    memberId: number,
  ): Promise<{ posting: PostingResult; wallets: WalletRow[] }> {
    const rows = await withRetry(() =>
      execute(request, () =>
        postingStatement(request, memberId).$castTo<PostedRow & { wallets: WalletRow[] }>().execute(deps.db),
      ),
    );
    return { posting: resultOf(request, rows), wallets: rows[0]?.wallets ?? [] };
  }

  return {
    postIn,

    /**
     * A posting on its own: one statement is its own transaction, so no begin / commit round
     * trips; retried on serialization failures and deadlocks.
     */
    post: (request: PostingRequest) => withRetry(() => postIn(deps.db, request)),

    postWithWallets,

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
