import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { withRetry } from '../../../db/transaction.ts';
import { ledgerPostings } from '../../../platform/metrics.ts';
import { createGroupCommit, type GroupCommitOptions, type Posted } from './group-commit.ts';
import { resultsOf, writeBatchIn, type Accept } from './posting-batch.ts';
import {
  assertPosting,
  intArray,
  refusal,
  requestHash,
  type PostedRow,
  type PostingRequest,
  type PostingResult,
  type WalletRow,
} from './posting.ts';

/** Up to 64 postings a transaction, two transactions writing at once (bench/wallet.ts measured the choice). */
export const GROUP_COMMIT_DEFAULTS: GroupCommitOptions = { maxBatch: 64, maxInFlight: 2, maxQueued: 2_048 };

export type { PostedEntry, PostingLine, PostingRequest, PostingResult, WalletRow } from './posting.ts';

/**
 * The one module that writes ledger tables. A posting is one journal transaction: its idempotency
 * row, the account rows locked in id order, the balances and the entries, in one database
 * transaction. The database checks again at commit that the entries sum to zero and that no player
 * balance is negative.
 */
/**
 * Counts a written posting in `portal_ledger_postings_total` (a replayed key wrote nothing). Counted
 * when answered: a caller's transaction that rolls back afterwards is still counted.
 */
function counted(request: PostingRequest, posting: PostingResult, path: 'group' | 'transaction' | 'batch') {
  if (!posting.replayed) ledgerPostings.inc({ kind: request.kind, path });
  return posting;
}

export function createLedger(deps: { db: Kysely<DB>; clock: Clock; groupCommit?: Partial<GroupCommitOptions> }) {
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
    return counted(request, resultOf(request, rows), 'transaction');
  }

  /**
   * A posting and the member's wallets after it, in one round trip (a wallet call answers the new
   * balances): ledger_post_wallets (migration 0024) reads them after the posting, in its transaction.
   */
  async function postAlone(request: PostingRequest, walletsOf: number | undefined): Promise<Posted> {
    if (walletsOf === undefined) return { posting: await withRetry(() => postIn(deps.db, request)), wallets: [] };
    const rows = await withRetry(() =>
      execute(request, () =>
        postingStatement(request, walletsOf).$castTo<PostedRow & { wallets: WalletRow[] }>().execute(deps.db),
      ),
    );
    return { posting: resultOf(request, rows), wallets: rows[0]?.wallets ?? [] };
  }

  const group = createGroupCommit({ db: deps.db, clock, postAlone }, { ...GROUP_COMMIT_DEFAULTS, ...deps.groupCommit });

  /** A posting outside any caller's transaction: written by the next group commit. */
  async function submit(request: PostingRequest, walletsOf?: number): Promise<Posted> {
    assertPosting(request);
    const posted = await group.submit(request, walletsOf);
    counted(request, posted.posting, 'group');
    return posted;
  }

  return {
    postIn,

    /**
     * A posting on its own transaction, committed with the postings that arrive at the same time
     * (group-commit.ts); retried on serialization failures and deadlocks.
     */
    post: async (request: PostingRequest) => (await submit(request)).posting,

    /**
     * A posting and the member's wallets after it (a wallet call answers the new balances): read
     * with the batch's locks, or by ledger_post_wallets (migration 0024) for a batch of one.
     */
    postWithWallets: (request: PostingRequest, memberId: number) => submit(request, memberId),

    groupCommitStats: group.stats,

    /**
     * Several postings in the caller's transaction, decided and written set-based as a group
     * commit's batch is (posting-batch.ts): each answered, or refused, as it would be alone in
     * arrival order, and by the caller's `accept` where given. Throws KeyRace when another
     * transaction wrote one of the keys meanwhile (the caller's transaction is then to be rolled
     * back and its work done otherwise).
     */
    async postManyIn(trx: Kysely<DB>, requests: PostingRequest[], accept?: Accept) {
      for (const request of requests) assertPosting(request);
      const inputs = requests.map((request) => ({ request, hash: requestHash(request), walletsOf: undefined }));
      // The database's own refusals (a member's play limit, migration 0060) fail the whole
      // statement: the caller's transaction is lost, so they are thrown, in the API's terms.
      const { outcomes, createdAt } = await writeBatchIn(trx, clock, inputs, accept).catch((error: unknown) => {
        throw refusal(error);
      });
      const results = resultsOf(outcomes, createdAt);
      results.forEach((result, n) => 'posting' in result && counted(requests[n]!, result.posting, 'batch'));
      return results;
    },

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
