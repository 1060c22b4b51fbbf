import type { Kysely, Selectable } from 'kysely';
import type { Announcement, AnnouncementListQuery, AnnouncementPage } from '@portal/shared/contracts/announcements';
import type { Language } from '@portal/shared/languages';
import type { Announcements, DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { pickText } from '../../platform/localized.ts';
import type { ContentReads } from './content-reads.ts';

type Row = Selectable<Announcements>;

const liveAt = (row: Row, now: Date) =>
  (row.starts_at === null || new Date(row.starts_at) <= now) && (row.ends_at === null || new Date(row.ends_at) > now);

const present = (row: Row, language: Language, read: boolean): Announcement => ({
  id: row.id,
  type: row.type,
  title: pickText(row.title, language),
  content: pickText(row.content, language),
  popup: row.popup || row.type === 'PU',
  timestamp: new Date(row.starts_at ?? row.created_at).toISOString(),
  read,
});

/**
 * The player's announcements: the live entries come from the content cache (an operator's save
 * clears it on every instance), the member's read marks from announcement_reads.
 */
export function createAnnouncements(deps: { db: Kysely<DB>; clock: Clock; reads: ContentReads }) {
  const { db, clock, reads } = deps;

  async function readIds(memberId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('announcement_reads')
      .select('announcement_id')
      .where('member_id', '=', memberId)
      .where('announcement_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.announcement_id));
  }

  async function live(types: AnnouncementListQuery['type']) {
    const now = clock.now();
    const rows = await Promise.all(types.map((type) => reads.announcements(type)));
    return rows.flat().filter((row) => liveAt(row, now));
  }

  return {
    async page(memberId: number | null, query: AnnouncementListQuery, language: Language): Promise<AnnouncementPage> {
      const rows = await live(query.type);
      const read =
        memberId === null
          ? new Set<number>()
          : await readIds(
              memberId,
              rows.map((r) => r.id),
            );
      const start = (query.page - 1) * query.pageSize;
      return {
        list: rows.slice(start, start + query.pageSize).map((row) => present(row, language, read.has(row.id))),
        page: query.page,
        totalPages: Math.max(1, Math.ceil(rows.length / query.pageSize)),
        total: rows.length,
        unread: memberId === null ? 0 : rows.length - read.size,
      };
    },

    /** The popups the member has not closed yet, oldest first: each shows once. */
    async popups(memberId: number, language: Language): Promise<Announcement[]> {
      const now = clock.now();
      const rows = (await reads.popupAnnouncements()).filter((row) => liveAt(row, now));
      const read = await readIds(
        memberId,
        rows.map((r) => r.id),
      );
      return rows.filter((row) => !read.has(row.id)).map((row) => present(row, language, false));
    },

    async markRead(memberId: number, ids: number[]) {
      if (ids.length === 0) return;
      await db
        .insertInto('announcement_reads')
        .values(ids.map((id) => ({ member_id: memberId, announcement_id: id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** One live announcement's id, or 404: a closed or unknown one cannot be marked. */
    async liveId(id: number): Promise<number> {
      const now = clock.now();
      const row = await db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || !row.enabled || !liveAt(row, now)) throw new AppError('NOT_FOUND');
      return row.id;
    },

    liveIds: async (type: AnnouncementListQuery['type']) => (await live(type)).map((r) => r.id),
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncements>;
