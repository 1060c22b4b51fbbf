import type { Bus } from '../../platform/bus.ts';

export const CATALOG_CHANNEL = 'games:catalog';
const MAX_ENTRIES = 2_000;

/**
 * Lobby pages and menus are read far more than the operator changes them: answers are kept for a
 * short time and dropped on every instance when an operator call publishes a change on the bus.
 * The TTL bounds staleness if a message is lost; the size cap bounds memory under odd queries.
 */
export function createCatalogCache(options: { bus: Bus; now: () => number; ttlMs: number }) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return {
    /** Subscribes to the operator's changes (once per app). */
    listen: () => options.bus.subscribe(CATALOG_CHANNEL, clear),
    /** Drops every entry here and tells the other instances. */
    async invalidate() {
      clear();
      await options.bus.publish(CATALOG_CHANNEL, String(options.now()));
    },
    /** The cached answer of the key, or the loader's (shared by concurrent callers). */
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = options.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < options.ttlMs) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const started = generation;
      const value = load();
      entries.set(key, { at: now, value });
      // A failed load or one that raced a change is not kept.
      const drop = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then(() => {
        if (generation !== started) drop();
      }, drop);
      return value;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
