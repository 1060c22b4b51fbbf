import type { AnnouncementType } from '@portal/shared/contracts/content-admin';
import type { Clock } from '../../platform/clock.ts';
import { createMemoCache } from '../../platform/memo-cache.ts';
import type { ContentRepo } from './content.repo.ts';

/**
 * The player's banner, help, announcement and domain reads from memory: every page asks for its banners, and they change
 * only when an operator saves. A save clears this cache here and, over the bus, on every instance
 * (content.module.ts); the TTL bounds staleness if a bus message is ever lost.
 */
export function createContentReads(
  repo: Pick<ContentRepo, 'banners' | 'helpArticles' | 'announcements' | 'popupAnnouncements' | 'domains'>,
  deps: { clock: Clock; ttlMs: number },
) {
  // A handful of keys: banner groups, announcement types, help, domains.
  const entries = createMemoCache({
    name: 'content',
    ttlMs: deps.ttlMs,
    max: 100,
    now: () => deps.clock.now().getTime(),
  });
  const cached = entries.get;

  return {
    banners: (group: string) => cached(`banners:${group}`, () => repo.banners(group)),
    helpArticles: () => cached('help', () => repo.helpArticles()),
    announcements: (type: AnnouncementType) => cached(`announcements:${type}`, () => repo.announcements(type)),
    popupAnnouncements: () => cached('announcements:popup', () => repo.popupAnnouncements()),
    domains: () => cached('domains', () => repo.domains()),
    /** A read started before this still answers its caller; every later one loads afresh. */
    invalidate: entries.clear,
  };
}

export type ContentReads = ReturnType<typeof createContentReads>;
