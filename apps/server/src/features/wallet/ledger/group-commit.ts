import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { withRetry } from '../../../db/transaction.ts';
import { createBatchQueue, type BatchQueueOptions } from '../../../platform/batch-queue.ts';
import type { Clock } from '../../../platform/clock.ts';
import { writeInOneStatement } from './one-statement-batch.ts';
import { KeyRace, keyOf, resultsOf, writeBatchIn, type BatchItem, type Outcome } from './posting-batch.ts';
import { requestHash, type Posted, type PostingRequest, type WalletRow } from './posting.ts';

export type { Posted } from './posting.ts';

/** maxBatch: postings written by one database transaction at most; maxInFlight: batches written at once. */
export type GroupCommitOptions = BatchQueueOptions;

/** Writes one posting on its own (a batch of one, or each posting again after a batch failed). */
export type PostAlone = (request: PostingRequest, walletsOf: number | undefined) => Promise<Posted>;

/** Starts over of a batch whose key another transaction wrote while it waited for its locks. */
const KEY_RACE_ATTEMPTS = 5;

/**
 * Group commit of postings (decision 028): postings that arrive while earlier batches are being
 * written wait and are written together, by one database transaction of the same few statements
 * whatever their number: the journal rows' members locked, the accounts locked in id order with the
 * keys already used, then one statement inserting the journal rows and the entries and updating the
 * balances, then the commit. Each posting keeps its own outcome: a refused one (insufficient funds,
 * a key used for another request, another currency) is left out of the batch and fails alone, a
 * repeated key answers its first result, and nobody is answered before the commit. A batch of one is written by the single-posting statement.
 * A batch that refuses and repeats nothing, the usual one, is first tried as one autocommit
 * statement (one-statement-batch.ts), one round trip instead of five; it writes nothing otherwise.
 */
export function createGroupCommit(
  deps: { db: Kysely<DB>; clock: Clock; postAlone: PostAlone },
  options: GroupCommitOptions,
) {
  const stats = { batches: 0, postings: 0, largest: 0, oneStatement: 0 };
  const queue = createBatchQueue<BatchItem>(
    { ...options, name: 'wallet', keysOf: (item) => [keyOf(item.request)] },
    run,
  );

  async function run(items: BatchItem[]) {
    stats.batches += 1;
    stats.postings += items.length;
    stats.largest = Math.max(stats.largest, items.length);
    if (items.length === 1) {
      const [item] = items as [BatchItem];
      await deps.postAlone(item.request, item.walletsOf).then(item.resolve, item.reject);
      return;
    }
    let answers: Awaited<ReturnType<typeof writeBatch>>;
    try {
      const clean = await writeInOneStatement(deps.db, deps.clock, items);
      if (clean) stats.oneStatement += 1;
      answers = clean ?? (await writeBatch(items));
    } catch {
      // Something no posting was checked for (a constraint, a lost connection): nothing of the batch
      // was committed, so each posting is written again on its own and fails, if it does, alone.
      await Promise.all(
        items.map((item) => deps.postAlone(item.request, item.walletsOf).then(item.resolve, item.reject)),
      );
      return;
    }
    answer(items, answers);
  }

  async function writeBatch(items: BatchItem[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await withRetry(() => deps.db.transaction().execute((trx) => writeBatchIn(trx, deps.clock, items)));
      } catch (error) {
        if (!(error instanceof KeyRace) || attempt >= KEY_RACE_ATTEMPTS) throw error;
      }
    }
  }

  function answer(
    items: BatchItem[],
    { outcomes, wallets, createdAt }: { outcomes: Outcome[]; wallets: WalletRow[][]; createdAt: Date },
  ) {
    resultsOf(outcomes, createdAt).forEach((result, n) => {
      const item = items[n]!;
      if ('error' in result) item.reject(result.error);
      else item.resolve({ posting: result.posting, wallets: wallets[n]! });
    });
  }

  return {
    /** Batches run so far, the postings they carried, the largest, and those written by one statement (tests, the bench). */
    stats: () => ({ ...stats }),

    /** Queues a posting for the next batch; answers once it is committed (or refused). */
    submit(request: PostingRequest, walletsOf?: number): Promise<Posted> {
      return new Promise((resolve, reject) => {
        queue.push({ request, hash: requestHash(request), walletsOf, resolve, reject });
      });
    },
  };
}
