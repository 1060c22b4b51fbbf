import { sql, type Kysely } from 'kysely';
import type { AnnouncementType } from '@portal/shared/contracts/content-admin';
import type { DB } from '../../db/schema.ts';

/** Domains listed the main one first, then the backups, then the app downloads'. */
export const domainKindOrder = sql`array_position(array['main', 'backup', 'app'], kind)`;

/** Read side of the brand's content tables as players see them: enabled entries in display order. */
export function createContentRepo(db: Kysely<DB>) {
  return {
    banners: (group: string) =>
      db
        .selectFrom('banners')
        .selectAll()
        .where('group_name', '=', group)
        .where('enabled', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    resources: () =>
      db.selectFrom('resources').selectAll().where('enabled', '=', true).orderBy('position').orderBy('id').execute(),
    helpArticles: () =>
      db
        .selectFrom('help_articles')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('category')
        .orderBy('position')
        .orderBy('id')
        .execute(),
    customerService: () =>
      db
        .selectFrom('customer_service_entries')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    serviceLine: (id: number) =>
      db
        .selectFrom('customer_service_entries')
        .selectAll()
        .where('id', '=', id)
        .where('enabled', '=', true)
        .executeTakeFirst(),
    /** Every enabled announcement of a type, scheduled ones included (the reader filters by now). */
    announcements: (type: AnnouncementType) =>
      db
        .selectFrom('announcements')
        .selectAll()
        .where('type', '=', type)
        .where('enabled', '=', true)
        .orderBy('position')
        .orderBy('id', 'desc')
        .execute(),
    /** The enabled announcements that pop up (type PU or marked popup), oldest first. */
    popupAnnouncements: () =>
      db
        .selectFrom('announcements')
        .selectAll()
        .where('enabled', '=', true)
        .where((eb) => eb.or([eb('type', '=', 'PU'), eb('popup', '=', true)]))
        .orderBy('id')
        .execute(),
    /** The enabled domains, the main one first, then each kind in the operator's order. */
    domains: () =>
      db
        .selectFrom('domain_routes')
        .select(['domain', 'kind'])
        .where('enabled', '=', true)
        .orderBy(domainKindOrder)
        .orderBy('position')
        .orderBy('id')
        .execute(),
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
