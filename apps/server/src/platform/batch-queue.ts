import { AppError } from './app-error.ts';
import { batchRefused, batchSize, batchWait, queueDepth, secondsSince } from './metrics.ts';

export interface BatchQueueOptions {
  /** Items handed to one batch at most. */
  maxBatch: number;
  /** Batches running at once; items arriving meanwhile wait and form the next batch. */
  maxInFlight: number;
  /**
   * Items waiting at most: past it an item is refused at once with 503 BUSY (Retry-After) instead
   * of the queue, and the process's memory, growing while the database falls behind.
   */
  maxQueued: number;
}

/** Seconds a refused caller is told to wait: a batch's usual time is a few milliseconds. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The queue of a group commit (decisions 028, 030): items that arrive while earlier batches run
 * wait and go together to the next batch. Items of the same turn of the event loop (a burst of
 * requests read together) join one batch. An item whose key a running batch holds waits for a later
 * batch, so two batches never race one key (each would wait for the other's locks).
 */
export function createBatchQueue<T>(
  options: BatchQueueOptions & {
    /** The queue's name in the metrics (wallet, seamless, slips). */
    name: string;
    /** What an item claims: two items claiming one key never run in two batches at once. */
    keysOf: (item: T) => string[];
    /** Items sharing a key go to separate batches (a batch that cannot answer a key twice). */
    oneKeyPerBatch?: boolean;
  },
  runBatch: (items: T[]) => Promise<void>,
) {
  const queue: T[] = [];
  // Read by the depth gauge without keeping a dropped queue (a closed app's) alive.
  const weakQueue = new WeakRef(queue);
  queueDepth.add({ queue: options.name }, () => weakQueue.deref()?.length);
  const arrivals = new WeakMap<object, number>();
  const busyKeys = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || inFlight >= options.maxInFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const items = take();
      if (items.length === 0) return;
      batchSize.observe({ queue: options.name }, items.length);
      for (const item of items) {
        const at = arrivals.get(item as object);
        if (at !== undefined) batchWait.observe({ queue: options.name }, secondsSince(at));
      }
      const keys = items.flatMap(options.keysOf);
      for (const key of keys) busyKeys.add(key);
      inFlight += 1;
      void runBatch(items).finally(() => {
        for (const key of keys) busyKeys.delete(key);
        inFlight -= 1;
        schedule();
      });
    }
  }

  /** Up to maxBatch items in arrival order, leaving for later any whose key is busy. */
  function take(): T[] {
    const items: T[] = [];
    const taken = new Set<string>();
    for (let i = 0; i < queue.length && items.length < options.maxBatch;) {
      const keys = options.keysOf(queue[i]!);
      if (keys.some((key) => busyKeys.has(key) || (options.oneKeyPerBatch && taken.has(key)))) {
        i += 1;
      } else {
        for (const key of keys) taken.add(key);
        items.push(...queue.splice(i, 1));
      }
    }
    return items;
  }

  return {
    /** Queues an item, or throws BUSY when maxQueued items already wait. */
    push(item: T) {
      if (queue.length >= options.maxQueued) {
        batchRefused.inc({ queue: options.name });
        throw new AppError('BUSY', {
          value: { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
          retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
        });
      }
      if (typeof item === 'object' && item !== null) arrivals.set(item, performance.now());
      queue.push(item);
      schedule();
    },
  };
}
