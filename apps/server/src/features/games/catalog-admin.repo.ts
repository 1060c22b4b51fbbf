import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB, GameAnnouncements, GamePvpRooms, GameVendorCategories, GameVendors, Games } from '../../db/schema.ts';
import type { GameCategoryCode } from '../../db/column-types.ts';
import { likePattern, type CatalogRepo } from './catalog.repo.ts';

const BULK_CHUNK = 500;

/** The only SQL that writes the catalog: the operator's calls and the demo seed. */
export function createCatalogAdminRepo(db: Kysely<DB>, catalog: CatalogRepo) {
  return {
    vendors: () => db.selectFrom('game_vendors').selectAll().orderBy('position').orderBy('code').execute(),
    vendor: (code: string) => db.selectFrom('game_vendors').selectAll().where('code', '=', code).executeTakeFirst(),
    vendorCategories: (code?: string) => {
      let query = db.selectFrom('game_vendor_categories').selectAll();
      if (code) query = query.where('vendor_code', '=', code);
      return query.orderBy('position').orderBy('category').execute();
    },
    /** Nothing when the code is taken. */
    insertVendor: (row: Insertable<GameVendors>) =>
      db
        .insertInto('game_vendors')
        .values(row)
        .onConflict((oc) => oc.column('code').doNothing())
        .returningAll()
        .executeTakeFirst(),
    updateVendor: (code: string, changes: Updateable<GameVendors>) =>
      db.updateTable('game_vendors').set(changes).where('code', '=', code).returningAll().executeTakeFirst(),
    upsertVendorCategory: (row: Insertable<GameVendorCategories>) =>
      db
        .insertInto('game_vendor_categories')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['vendor_code', 'category']).doUpdateSet({
            is_hot: (eb) => eb.ref('excluded.is_hot'),
            launch_kind: (eb) => eb.ref('excluded.launch_kind'),
            lobby_game_code: (eb) => eb.ref('excluded.lobby_game_code'),
            position: (eb) => eb.ref('excluded.position'),
          }),
        )
        .execute(),
    deleteVendorCategory: (code: string, category: GameCategoryCode) =>
      db
        .deleteFrom('game_vendor_categories')
        .where('vendor_code', '=', code)
        .where('category', '=', category)
        .executeTakeFirst(),

    /** Inserts in chunks; rows whose node id or vendor game code exists are skipped. */
    async insertGames(rows: Insertable<Games>[]): Promise<number> {
      let created = 0;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += BULK_CHUNK) {
          const inserted = await trx
            .insertInto('games')
            .values(rows.slice(i, i + BULK_CHUNK))
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .execute();
          created += inserted.length;
        }
      });
      return created;
    },
    updateGame: (nodeId: string, changes: Updateable<Games>) =>
      db.updateTable('games').set(changes).where('node_id', '=', nodeId).returning('id').executeTakeFirst(),
    game: (nodeId: string) => catalog.byNodeId(nodeId),
    async games(
      filter: { vendorCode?: string; category?: GameCategoryCode | 'LOTT'; search?: string },
      pageNo: number,
      pageSize: number,
    ) {
      let query = catalog.withVendor();
      if (filter.vendorCode) query = query.where('g.vendor_code', '=', filter.vendorCode);
      if (filter.category) query = query.where('g.category', '=', filter.category);
      if (filter.search) {
        const pattern = likePattern(filter.search);
        query = query.where((eb) =>
          eb.or([
            eb('g.node_id', 'ilike', pattern),
            eb('g.game_code', 'ilike', pattern),
            eb.exists(sql`(select 1 from jsonb_each_text(g.name) as n where n.value ilike ${pattern})`),
          ]),
        );
      }
      const rows = await query
        .orderBy('g.vendor_code')
        .orderBy('g.position')
        .orderBy('g.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const count = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.total) };
    },

    announcements: () =>
      db.selectFrom('game_announcements').selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').execute(),
    insertAnnouncement: (row: Insertable<GameAnnouncements>) =>
      db.insertInto('game_announcements').values(row).returningAll().executeTakeFirstOrThrow(),
    updateAnnouncement: (id: number, changes: Updateable<GameAnnouncements>) =>
      db.updateTable('game_announcements').set(changes).where('id', '=', id).returningAll().executeTakeFirst(),

    insertRoom: (row: Insertable<GamePvpRooms>) =>
      db
        .insertInto('game_pvp_rooms')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['vendor_code', 'room_code']).doUpdateSet({
            game_code: (eb) => eb.ref('excluded.game_code'),
            name: (eb) => eb.ref('excluded.name'),
            min_bet_minor: (eb) => eb.ref('excluded.min_bet_minor'),
            enabled: (eb) => eb.ref('excluded.enabled'),
            position: (eb) => eb.ref('excluded.position'),
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow(),
  };
}

export type CatalogAdminRepo = ReturnType<typeof createCatalogAdminRepo>;
