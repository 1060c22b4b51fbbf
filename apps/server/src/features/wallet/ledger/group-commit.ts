import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { withRetry } from '../../../db/transaction.ts';
import type { Clock } from '../../../platform/clock.ts';
import { KeyRace, keyOf, writeBatchIn, type BatchItem, type Outcome } from './posting-batch.ts';
import { requestHash, type Posted, type PostingRequest, type PostingResult, type WalletRow } from './posting.ts';

export type { Posted } from './posting.ts';

export interface GroupCommitOptions {
  /** Postings written by one database transaction at most. */
  maxBatch: number;
  /** Batches written at once; postings arriving meanwhile wait and form the next batch. */
  maxInFlight: number;
}

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
 */
export function createGroupCommit(
  deps: { db: Kysely<DB>; clock: Clock; postAlone: PostAlone },
  options: GroupCommitOptions,
) {
  const queue: BatchItem[] = [];
  const stats = { batches: 0, postings: 0, largest: 0 };
  const busyKeys = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || inFlight >= options.maxInFlight || queue.length === 0) return;
    scheduled = true;
    // Postings of the same turn of the event loop (a burst of requests read together) join the batch.
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const items = take();
      if (items.length === 0) return;
      for (const item of items) busyKeys.add(keyOf(item.request));
      inFlight += 1;
      void run(items).finally(() => {
        for (const item of items) busyKeys.delete(keyOf(item.request));
        inFlight -= 1;
        schedule();
      });
    }
  }

  /**
   * The next batch: up to maxBatch postings in arrival order, leaving for later any whose key a
   * batch being written holds. Two batches racing one key would each wait for the other (one holds
   * the key's index entry, the other the accounts): the later one reads it as a replay instead.
   */
  function take(): BatchItem[] {
    const items: BatchItem[] = [];
    for (let i = 0; i < queue.length && items.length < options.maxBatch;) {
      if (busyKeys.has(keyOf(queue[i]!.request))) i += 1;
      else items.push(...queue.splice(i, 1));
    }
    return items;
  }

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
      answers = await writeBatch(items);
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
    const resultOf = (outcome: Outcome): PostingResult | undefined =>
      outcome.type === 'write'
        ? { transactionId: outcome.transactionId!, replayed: false, entries: outcome.entries, createdAt }
        : outcome.type === 'replay'
          ? outcome.result
          : undefined;
    items.forEach((item, n) => {
      const outcome = outcomes[n]!;
      if (outcome.type === 'refused') return item.reject(outcome.error);
      const posting =
        outcome.type === 'same-as' ? { ...resultOf(outcomes[outcome.index]!)!, replayed: true } : resultOf(outcome)!;
      item.resolve({ posting, wallets: wallets[n]! });
    });
  }

  return {
    /** Batches run so far, the postings they carried and the largest (tests, the bench). */
    stats: () => ({ ...stats }),

    /** Queues a posting for the next batch; answers once it is committed (or refused). */
    submit(request: PostingRequest, walletsOf?: number): Promise<Posted> {
      return new Promise((resolve, reject) => {
        queue.push({ request, hash: requestHash(request), walletsOf, resolve, reject });
        schedule();
      });
    },
  };
}
