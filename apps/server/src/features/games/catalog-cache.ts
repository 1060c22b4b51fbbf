import type { Bus } from '../../platform/bus.ts';
import { createMemoCache } from '../../platform/memo-cache.ts';

export const CATALOG_CHANNEL = 'games:catalog';
const MAX_ENTRIES = 2_000;

/**
 * Lobby pages and menus are read far more than the operator changes them: answers are kept for a
 * short time and dropped on every instance when an operator call publishes a change on the bus.
 * The TTL bounds staleness if a message is lost; the size cap bounds memory under odd queries.
 */
export function createCatalogCache(options: { bus: Bus; now: () => number; ttlMs: number }) {
  const entries = createMemoCache({ name: 'games-catalog', ttlMs: options.ttlMs, max: MAX_ENTRIES, now: options.now });
  return {
    /** Subscribes to the operator's changes (once per app). */
    listen: () => options.bus.subscribe(CATALOG_CHANNEL, entries.clear),
    /** Drops every entry here and tells the other instances. */
    async invalidate() {
      entries.clear();
      await options.bus.publish(CATALOG_CHANNEL, String(options.now()));
    },
    /** The cached answer of the key, or the loader's (shared by concurrent callers). */
    get: entries.get,
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
