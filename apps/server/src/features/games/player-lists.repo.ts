import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CatalogRepo, GameRow } from './catalog.repo.ts';

/** The only SQL on game_favorites and game_recent: every statement is scoped to one member. */
export function createPlayerListsRepo(db: Kysely<DB>, catalog: CatalogRepo) {
  return {
    /** True when the favorite is new (adding twice changes nothing). */
    async addFavorite(memberId: number, gameId: number, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('game_favorites')
        .values({ member_id: memberId, game_id: gameId, created_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
        .returning('game_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    removeFavorite: (memberId: number, gameId: number) =>
      db.deleteFrom('game_favorites').where('member_id', '=', memberId).where('game_id', '=', gameId).execute(),

    favoriteIds: async (memberId: number): Promise<string[]> =>
      (
        await db
          .selectFrom('game_favorites as f')
          .innerJoin('games as g', 'g.id', 'f.game_id')
          .where('f.member_id', '=', memberId)
          .select('g.node_id')
          .orderBy('f.created_at', 'desc')
          .orderBy('f.game_id', 'desc')
          .execute()
      ).map((row) => row.node_id),

    async favorites(memberId: number, gameType: string | undefined, pageNo: number, pageSize: number) {
      let query = catalog
        .withVendor()
        .innerJoin('game_favorites as f', 'f.game_id', 'g.id')
        .where('f.member_id', '=', memberId);
      if (gameType) query = query.where('g.game_type', '=', gameType);
      const rows = await query
        .select(sql<string>`count(*) over ()`.as('total'))
        .orderBy('f.created_at', 'desc')
        .orderBy('f.game_id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      if (rows.length > 0 || pageNo === 1)
        return { rows: rows as GameRow[], total: rows.length ? Number(rows[0]!.total) : 0 };
      const count = await query
        .clearSelect()
        .select(sql<string>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      return { rows: [] as GameRow[], total: Number(count.total) };
    },

    /** Moves the game to the top of the member's recent games. */
    recordLaunch: (memberId: number, gameId: number, now: Date) =>
      db
        .insertInto('game_recent')
        .values({ member_id: memberId, game_id: gameId, launched_at: now })
        .onConflict((oc) =>
          oc.columns(['member_id', 'game_id']).doUpdateSet({
            launched_at: now,
            launch_count: sql<number>`game_recent.launch_count + 1`,
          }),
        )
        .execute(),

    async recent(memberId: number, vendorCode: string | undefined, pageNo: number, pageSize: number) {
      let query = catalog
        .withVendor()
        .innerJoin('game_recent as r', 'r.game_id', 'g.id')
        .where('r.member_id', '=', memberId);
      if (vendorCode) query = query.where('g.vendor_code', '=', vendorCode);
      const rows = await query
        .select(['r.launched_at', sql<string>`count(*) over ()`.as('total')])
        .orderBy('r.launched_at', 'desc')
        .orderBy('r.game_id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      if (rows.length > 0 || pageNo === 1) return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
      const count = await query
        .clearSelect()
        .select(sql<string>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      return { rows: [], total: Number(count.total) };
    },
  };
}

export type PlayerListsRepo = ReturnType<typeof createPlayerListsRepo>;
