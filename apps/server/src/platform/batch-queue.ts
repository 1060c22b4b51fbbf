export interface BatchQueueOptions {
  /** Items handed to one batch at most. */
  maxBatch: number;
  /** Batches running at once; items arriving meanwhile wait and form the next batch. */
  maxInFlight: number;
}

/**
 * The queue of a group commit (decisions 028, 030): items that arrive while earlier batches run
 * wait and go together to the next batch. Items of the same turn of the event loop (a burst of
 * requests read together) join one batch. An item whose key a running batch holds waits for a later
 * batch, so two batches never race one key (each would wait for the other's locks).
 */
export function createBatchQueue<T>(
  options: BatchQueueOptions & {
    /** What an item claims: two items claiming one key never run in two batches at once. */
    keysOf: (item: T) => string[];
    /** Items sharing a key go to separate batches (a batch that cannot answer a key twice). */
    oneKeyPerBatch?: boolean;
  },
  runBatch: (items: T[]) => Promise<void>,
) {
  const queue: T[] = [];
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
    push(item: T) {
      queue.push(item);
      schedule();
    },
  };
}
