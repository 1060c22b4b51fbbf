import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type {
  Announcements,
  Banners,
  CustomerServiceEntries,
  DB,
  DomainRoutes,
  HelpArticles,
  Resources,
} from '../../db/schema.ts';
import { domainKindOrder } from './content.repo.ts';

/** The tables the content team edits, and the column whose entries are ordered together. */
export const CONTENT_TABLES = {
  banners: { table: 'banners', scope: 'group_name' },
  announcements: { table: 'announcements', scope: 'type' },
  'help-articles': { table: 'help_articles', scope: 'category' },
  'customer-service': { table: 'customer_service_entries', scope: null },
  resources: { table: 'resources', scope: null },
  domains: { table: 'domain_routes', scope: 'kind' },
} as const;
export type ContentTable = (typeof CONTENT_TABLES)[keyof typeof CONTENT_TABLES];

export interface ListFilter {
  q?: string;
  enabled?: boolean;
  /** The kind's own filter (a banner group, an announcement type...), on its scope or type column. */
  kind?: string | number;
}
export interface Paged<Row> {
  rows: Row[];
  total: number;
}
export interface Positioned {
  id: number;
  position: number;
}

/** The CRUD of one content table, over a connection or a transaction. */
export interface KindRepo<Row, Values> {
  page(filter: ListFilter, page: number, pageSize: number): Promise<Paged<Row>>;
  /** Locks the row for the rest of the transaction. */
  find(id: number): Promise<Row | undefined>;
  insert(values: Values): Promise<Row>;
  update(id: number, values: Partial<Values>): Promise<Row>;
  remove(id: number): Promise<void>;
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function paged<TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize: number,
): Promise<Paged<O>> {
  const [rows, count] = await Promise.all([
    query
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { total: string }).total) };
}

/** Text search over every language of the JSON text columns and over the plain ones. */
function textMatches(q: string, texts: string[], plain: string[] = []) {
  const pattern = like(q);
  return sql<boolean>`(${sql.join(
    [
      ...texts.map(
        (column) => sql`exists (select 1 from jsonb_each_text(${sql.ref(column)}) t where t.value ilike ${pattern})`,
      ),
      ...plain.map((column) => sql`${sql.ref(column)} ilike ${pattern}`),
    ],
    sql` or `,
  )})`;
}

export function createContentAdminRepo(db: Kysely<DB>) {
  const banners: KindRepo<Selectable<Banners>, Insertable<Banners>> = {
    page(filter, page, pageSize) {
      let query = db.selectFrom('banners').selectAll().orderBy('group_name').orderBy('position').orderBy('id');
      if (filter.kind !== undefined) query = query.where('group_name', '=', String(filter.kind));
      if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled);
      if (filter.q) query = query.where(textMatches(filter.q, ['title'], ['image_url', 'link_url']));
      return paged(query, page, pageSize);
    },
    find: (id) => db.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    insert: (values) => db.insertInto('banners').values(values).returningAll().executeTakeFirstOrThrow(),
    update: (id, values) =>
      db.updateTable('banners').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    remove: async (id) => void (await db.deleteFrom('banners').where('id', '=', id).execute()),
  };

  const announcements: KindRepo<Selectable<Announcements>, Insertable<Announcements>> = {
    page(filter, page, pageSize) {
      let query = db.selectFrom('announcements').selectAll().orderBy('type').orderBy('position').orderBy('id');
      if (filter.kind !== undefined) query = query.where('type', '=', filter.kind as Announcements['type']);
      if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled);
      if (filter.q) query = query.where(textMatches(filter.q, ['title', 'content']));
      return paged(query, page, pageSize);
    },
    find: (id) => db.selectFrom('announcements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    insert: (values) => db.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow(),
    update: (id, values) =>
      db
        .updateTable('announcements')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    remove: async (id) => void (await db.deleteFrom('announcements').where('id', '=', id).execute()),
  };

  const helpArticles: KindRepo<Selectable<HelpArticles>, Insertable<HelpArticles>> = {
    page(filter, page, pageSize) {
      let query = db.selectFrom('help_articles').selectAll().orderBy('category').orderBy('position').orderBy('id');
      if (filter.kind !== undefined) query = query.where('category', '=', String(filter.kind));
      if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled);
      if (filter.q) query = query.where(textMatches(filter.q, ['title', 'content']));
      return paged(query, page, pageSize);
    },
    find: (id) => db.selectFrom('help_articles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    insert: (values) => db.insertInto('help_articles').values(values).returningAll().executeTakeFirstOrThrow(),
    update: (id, values) =>
      db.updateTable('help_articles').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    remove: async (id) => void (await db.deleteFrom('help_articles').where('id', '=', id).execute()),
  };

  const customerService: KindRepo<Selectable<CustomerServiceEntries>, Insertable<CustomerServiceEntries>> = {
    page(filter, page, pageSize) {
      let query = db.selectFrom('customer_service_entries').selectAll().orderBy('position').orderBy('id');
      if (filter.kind !== undefined) query = query.where('type', '=', Number(filter.kind));
      if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled);
      if (filter.q) query = query.where(textMatches(filter.q, ['label'], ['url']));
      return paged(query, page, pageSize);
    },
    find: (id) =>
      db.selectFrom('customer_service_entries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    insert: (values) =>
      db.insertInto('customer_service_entries').values(values).returningAll().executeTakeFirstOrThrow(),
    update: (id, values) =>
      db
        .updateTable('customer_service_entries')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    remove: async (id) => void (await db.deleteFrom('customer_service_entries').where('id', '=', id).execute()),
  };

  const resources: KindRepo<Selectable<Resources>, Insertable<Resources>> = {
    page(filter, page, pageSize) {
      let query = db.selectFrom('resources').selectAll().orderBy('position').orderBy('id');
      if (filter.kind !== undefined) query = query.where('resource_type', '=', String(filter.kind));
      if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled);
      if (filter.q) query = query.where(textMatches(filter.q, ['label'], ['url']));
      return paged(query, page, pageSize);
    },
    find: (id) => db.selectFrom('resources').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    insert: (values) => db.insertInto('resources').values(values).returningAll().executeTakeFirstOrThrow(),
    update: (id, values) =>
      db.updateTable('resources').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    remove: async (id) => void (await db.deleteFrom('resources').where('id', '=', id).execute()),
  };

  const domains: KindRepo<Selectable<DomainRoutes>, Insertable<DomainRoutes>> = {
    page(filter, page, pageSize) {
      let query = db.selectFrom('domain_routes').selectAll().orderBy(domainKindOrder).orderBy('position').orderBy('id');
      if (filter.kind !== undefined) query = query.where('kind', '=', String(filter.kind));
      if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled);
      if (filter.q) query = query.where('domain', 'ilike', like(filter.q.toLowerCase()));
      return paged(query, page, pageSize);
    },
    find: (id) => db.selectFrom('domain_routes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    insert: (values) => db.insertInto('domain_routes').values(values).returningAll().executeTakeFirstOrThrow(),
    update: (id, values) =>
      db
        .updateTable('domain_routes')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    remove: async (id) => void (await db.deleteFrom('domain_routes').where('id', '=', id).execute()),
  };

  /** Positions of the entries shown together with `scope` (all of the table when it has no scope), locked. */
  async function ordered(table: ContentTable, scope: string | number | null): Promise<Positioned[]> {
    const where = table.scope === null ? sql`true` : sql`${sql.ref(table.scope)} = ${scope}`;
    const { rows } = await sql<Positioned>`
      select id, position from ${sql.table(table.table)} where ${where} order by position, id for update`.execute(db);
    return rows;
  }

  return {
    banners,
    announcements,
    helpArticles,
    customerService,
    resources,
    domains,

    helpCategories: async () =>
      (await db.selectFrom('help_articles').select('category').distinct().orderBy('category').execute()).map(
        (row) => row.category,
      ),

    /** One past the last position in the scope: a new entry goes last. */
    async nextPosition(table: ContentTable, scope: string | number | null): Promise<number> {
      const rows = await ordered(table, scope);
      return rows.reduce((max, row) => Math.max(max, row.position), 0) + 1;
    },

    /**
     * Swaps the entry with its neighbour in display order, numbering the scope 1..n on the way
     * (older rows may share a position). Answers the positions that changed, before and after.
     */
    async move(
      table: ContentTable,
      scope: string | number | null,
      id: number,
      direction: 'up' | 'down',
    ): Promise<{ before: Positioned[]; after: Positioned[] }> {
      const rows = await ordered(table, scope);
      const index = rows.findIndex((row) => row.id === id);
      const target = direction === 'up' ? index - 1 : index + 1;
      const order = [...rows];
      if (index >= 0 && target >= 0 && target < rows.length) {
        [order[index], order[target]] = [order[target]!, order[index]!];
      }
      const before: Positioned[] = [];
      const after: Positioned[] = [];
      for (const [at, row] of order.entries()) {
        if (row.position === at + 1) continue;
        before.push(row);
        after.push({ id: row.id, position: at + 1 });
        await sql`update ${sql.table(table.table)} set position = ${at + 1} where id = ${row.id}`.execute(db);
      }
      return { before, after };
    },
  };
}

export type ContentAdminRepo = ReturnType<typeof createContentAdminRepo>;
