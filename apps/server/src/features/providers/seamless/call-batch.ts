import type { Kysely } from 'kysely';
import type { SeamlessAnswer } from '@portal/shared/contracts/seamless';
import type { DB } from '../../../db/schema.ts';
import { withRetry } from '../../../db/transaction.ts';
import { createBatchQueue } from '../../../platform/batch-queue.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Ledger, PostingRequest, PostingResult } from '../../wallet/ledger/ledger.ts';
import type { SeamlessBatchRepo } from './seamless-batch.repo.ts';

/** A provider's money call, checked and ready to write: what bets and wins have in common. */
export interface MoneyCall {
  vendor: string;
  transactionId: string;
  roundId: string;
  amountMinor: number;
  memberId: number;
  currency: string;
  hash: Buffer;
  /** The player's main wallet and the vendor's house shard. */
  ids: { main: number; house: number };
}

/** A call's answer once its posting is written: the player's balance as the posting left it. */
export const postedAnswer = (call: MoneyCall, posting: PostingResult): SeamlessAnswer => ({
  balanceMinor: posting.entries.find((e) => e.accountId === call.ids.main)!.balanceAfterMinor,
  currency: call.currency,
  operatorTransactionId: String(posting.transactionId),
});

/** What a kind of call's batch writer needs from the service. */
export interface CallWriterDeps<Call extends MoneyCall> {
  db: Kysely<DB>;
  clock: Clock;
  repo: SeamlessBatchRepo;
  ledger: Ledger;
  /** The call in its own transaction (the single-call path). */
  alone: (call: Call) => Promise<SeamlessAnswer>;
  /** The first answer of a known id, or its refusal, read in the batch's transaction. */
  replay: (trx: Kysely<DB>, call: Call) => Promise<SeamlessAnswer>;
  posting: (call: Call) => PostingRequest;
}

/** A call's outcome in a batch, answered once the batch has committed. */
export type Answered<Answer = SeamlessAnswer> = { answer: Answer } | { error: unknown };

/** Up to 32 calls a transaction, two transactions at once (bench/studio.ts measured the choice). */
export const CALL_BATCH = { name: 'seamless', maxBatch: 32, maxInFlight: 2, maxQueued: 1_024 } as const;

export const answered = <Answer>(work: () => Promise<Answer>): Promise<Answered<Answer>> =>
  work().then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error }),
  );

/**
 * Group commit of one kind of seamless money call (decision 030): calls that arrive while earlier
 * batches are written wait and are written together by `writeIn`, one transaction of set-based
 * statements, each call answered as its own transaction would have answered it. Calls sharing a
 * key (a transaction id, a round) go to separate batches. Nobody is answered before the commit. A
 * batch of one, or a batch that fails for a reason no call was checked for, is written call by
 * call (`alone`).
 */
export function createCallBatch<Call, Answer = SeamlessAnswer>(deps: {
  db: Kysely<DB>;
  keysOf: (call: Call) => string[];
  /** The call in its own transaction (the single-call path). */
  alone: (call: Call) => Promise<Answer>;
  writeIn: (trx: Kysely<DB>, calls: Call[]) => Promise<Answered<Answer>[]>;
  /** The queue's size and concurrency: CALL_BATCH unless a kind of call measured better. */
  limits?: { name: string; maxBatch: number; maxInFlight: number; maxQueued: number };
}) {
  interface Item {
    call: Call;
    resolve: (answer: Answer) => void;
    reject: (error: unknown) => void;
  }

  const queue = createBatchQueue<Item>(
    { ...(deps.limits ?? CALL_BATCH), oneKeyPerBatch: true, keysOf: (item) => deps.keysOf(item.call) },
    run,
  );

  const eachAlone = (items: Item[]) =>
    Promise.all(items.map((item) => deps.alone(item.call).then(item.resolve, item.reject)));

  async function run(items: Item[]) {
    if (items.length === 1) return void (await eachAlone(items));
    let answers: Answered<Answer>[];
    try {
      const calls = items.map((item) => item.call);
      answers = await withRetry(() => deps.db.transaction().execute((trx) => deps.writeIn(trx, calls)));
    } catch {
      // Nothing of the batch was committed: each call again in its own transaction, failing alone.
      return void (await eachAlone(items));
    }
    items.forEach((item, n) => {
      const outcome = answers[n]!;
      if ('error' in outcome) item.reject(outcome.error);
      else item.resolve(outcome.answer);
    });
  }

  return {
    /** Queues a call for the next batch; answers once it is committed (or refused). */
    submit: (call: Call) =>
      new Promise<Answer>((resolve, reject) => {
        queue.push({ call, resolve, reject });
      }),
  };
}
