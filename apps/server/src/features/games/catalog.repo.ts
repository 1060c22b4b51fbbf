import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, Games } from '../../db/schema.ts';
import type { GameCategoryCode } from '../../db/column-types.ts';

/** A game with the vendor fields its list item needs. */
export type GameRow = Selectable<Games> & {
  vendor_name: string;
  vendor_enabled: boolean;
  vendor_maintenance: boolean;
  vendor_account_type: string;
};

export interface GameFilter {
  category?: GameCategoryCode | 'LOTT';
  vendorCode?: string;
  gameType?: string;
  gameClassify?: string;
  /** Games a player can start with this stake: min bet at most this (minor units). */
  maxMinBetMinor?: number;
  minLineNum?: number;
  /** Name search in this language and in English. */
  name?: { text: string; language: string };
}

/** LIKE metacharacters in a player's search are literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only SQL on games (reads), game_vendors and game_vendor_categories for the player's calls. */
export function createCatalogRepo(db: Kysely<DB>) {
  const withVendor = (trx: Kysely<DB> = db) =>
    trx
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
      .selectAll('g')
      .select([
        'v.name as vendor_name',
        'v.enabled as vendor_enabled',
        'v.maintenance as vendor_maintenance',
        'v.account_type_name as vendor_account_type',
      ]);

  return {
    withVendor,

    /** One page of the lobby: enabled games in display order, and how many match. */
    async page(filter: GameFilter, pageNo: number, pageSize: number): Promise<{ rows: GameRow[]; total: number }> {
      let query = withVendor().where('g.enabled', '=', true);
      if (filter.category) query = query.where('g.category', '=', filter.category);
      if (filter.vendorCode) query = query.where('g.vendor_code', '=', filter.vendorCode);
      if (filter.gameType) query = query.where('g.game_type', '=', filter.gameType);
      if (filter.gameClassify) query = query.where('g.game_classify', '=', filter.gameClassify);
      if (filter.maxMinBetMinor !== undefined) query = query.where('g.min_bet_minor', '<=', filter.maxMinBetMinor);
      if (filter.minLineNum !== undefined) query = query.where('g.min_line_num', '>=', filter.minLineNum);
      if (filter.name) {
        const pattern = likePattern(filter.name.text);
        const language = filter.name.language;
        query = query.where((eb) =>
          eb.or([
            eb(sql<string>`g.name ->> ${language}`, 'ilike', pattern),
            eb(sql<string>`g.name ->> 'en'`, 'ilike', pattern),
          ]),
        );
      }
      // One round trip: the window count rides on the page; an empty page past the end counts apart.
      const rows = await query
        .select(sql<string>`count(*) over ()`.as('total'))
        .orderBy('g.position')
        .orderBy('g.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
      if (pageNo === 1) return { rows: [], total: 0 };
      const count = await query
        .clearSelect()
        .select(sql<string>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      return { rows: [], total: Number(count.total) };
    },

    /** Hot games by rank: enabled, not under maintenance. */
    hot: (options: {
      vendorCode?: string;
      category?: GameCategoryCode | 'LOTT';
      excludeId?: number;
      count: number;
    }) => {
      let query = withVendor()
        .where('g.enabled', '=', true)
        .where('g.is_hot', '=', true)
        .where('g.maintenance', '=', false)
        .where('v.enabled', '=', true)
        .where('v.maintenance', '=', false);
      if (options.vendorCode) query = query.where('g.vendor_code', '=', options.vendorCode);
      if (options.category) query = query.where('g.category', '=', options.category);
      if (options.excludeId !== undefined) query = query.where('g.id', '<>', options.excludeId);
      return query.orderBy('g.hot_rank').orderBy('g.id').limit(options.count).execute();
    },

    byNodeId: (nodeId: string): Promise<GameRow | undefined> =>
      withVendor().where('g.node_id', '=', nodeId).executeTakeFirst(),

    byVendorGame: (vendorCode: string, gameCode: string): Promise<GameRow | undefined> =>
      withVendor().where('g.vendor_code', '=', vendorCode).where('g.game_code', '=', gameCode).executeTakeFirst(),

    /** Every enabled vendor's cards, in menu order, with the count of enabled games they list. */
    cards: () =>
      db
        .selectFrom('game_vendor_categories as c')
        .innerJoin('game_vendors as v', 'v.code', 'c.vendor_code')
        .leftJoin('games as lobby', (join) =>
          join.onRef('lobby.vendor_code', '=', 'c.vendor_code').onRef('lobby.game_code', '=', 'c.lobby_game_code'),
        )
        .where('v.enabled', '=', true)
        .select([
          'c.category',
          'c.is_hot',
          'c.launch_kind',
          'c.position',
          'v.code',
          'v.name',
          'v.small_icon',
          'v.is_new',
          'v.maintenance',
          'v.account_type_name',
          'lobby.node_id as lobby_node_id',
          'lobby.enabled as lobby_enabled',
          (eb) =>
            eb
              .selectFrom('games as g')
              .whereRef('g.vendor_code', '=', 'c.vendor_code')
              .whereRef('g.category', '=', 'c.category')
              .where('g.enabled', '=', true)
              .select(sql<string>`count(*)`.as('n'))
              .as('game_count'),
        ])
        .orderBy('c.position')
        .orderBy('v.position')
        .orderBy('v.code')
        .execute(),

    /** The classify values of each category's enabled games (the lobby's filter chips). */
    classifies: () =>
      db
        .selectFrom('games')
        .where('enabled', '=', true)
        .where('game_classify', 'is not', null)
        .select(['category', 'game_classify'])
        .distinct()
        .orderBy('category')
        .orderBy('game_classify')
        .execute(),

    newVendors: () =>
      db
        .selectFrom('game_vendors')
        .where('enabled', '=', true)
        .where('is_new', '=', true)
        .select(['code', 'name', 'small_icon'])
        .orderBy('position')
        .orderBy('code')
        .execute(),

    announcements: (category: string | undefined, now: Date) => {
      let query = db
        .selectFrom('game_announcements')
        .selectAll()
        .where('enabled', '=', true)
        .where('starts_at', '<=', now)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
      query = category
        ? query.where((eb) => eb.or([eb('category', 'is', null), eb('category', '=', category as never)]))
        : query;
      return query.orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(20).execute();
    },

    rooms: (vendorCode: string | undefined) => {
      let query = db
        .selectFrom('game_pvp_rooms as r')
        .innerJoin('game_vendors as v', 'v.code', 'r.vendor_code')
        .selectAll('r')
        .select(['v.enabled as vendor_enabled', 'v.maintenance as vendor_maintenance'])
        .where('r.enabled', '=', true)
        .where('v.enabled', '=', true);
      if (vendorCode) query = query.where('r.vendor_code', '=', vendorCode);
      return query.orderBy('r.position').orderBy('r.id').execute();
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
