import { LRUCache } from 'lru-cache';
import { cacheLookups } from './metrics.ts';

/**
 * Promised answers kept for a short time, on lru-cache (TTL and a size cap, least recently used
 * out first), timed by the server's clock so a test that moves time sees entries expire.
 * Concurrent callers of a key share one load; a failed load is not kept, so the next caller tries
 * again; `clear` drops everything, and a load that started before it is not kept after it (a read
 * that raced a change). A TTL of 0 keeps nothing.
 */
export function createMemoCache(options: { name: string; ttlMs: number; max: number; now: () => number }) {
  const hits = cacheLookups.labels({ cache: options.name, result: 'hit' });
  const misses = cacheLookups.labels({ cache: options.name, result: 'miss' });
  const entries = new LRUCache<string, Promise<unknown>>({
    max: options.max,
    ttl: Math.max(1, options.ttlMs),
    // Read the clock on every get: a test clock jumps without real time passing.
    ttlResolution: 0,
    perf: { now: options.now },
  });
  let generation = 0;
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit) {
        hits.inc();
        return hit as Promise<T>;
      }
      misses.inc();
      const started = generation;
      const value = load();
      entries.set(key, value);
      const drop = () => {
        if (entries.peek(key) === value) entries.delete(key);
      };
      value.then(() => {
        if (generation !== started) drop();
      }, drop);
      return value;
    },
    delete: (key: string) => entries.delete(key),
    /** Every key, for dropping a family of them. */
    keys: () => [...entries.keys()],
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

export type MemoCache = ReturnType<typeof createMemoCache>;
