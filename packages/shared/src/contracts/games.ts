import { z } from 'zod';
import { GAME_CLIENT_TYPE, LOBBY_FIRST_PAGE, LOBBY_PAGE_SIZE } from '../constants.ts';

/*
 * The game catalog, lobbies, favorites, recent games and the launch
 * (docs/decisions/014-game-catalog-and-launch.md). Amounts are major units as everywhere in
 * the API (minBet); node ids are the public ids of games.
 */

export const LOBBY_CATEGORIES = ['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];
/** A game's category: a lobby category, or LOTT for the lottery vendors' entries. */
export const GAME_CATEGORY_CODES = [...LOBBY_CATEGORIES, 'LOTT'] as const;
export type GameCategoryCode = (typeof GAME_CATEGORY_CODES)[number];
/** Announcements can also target the two vendor pages. */
export const ANNOUNCEMENT_CATEGORIES = [...LOBBY_CATEGORIES, 'INHOUSE', 'PGE'] as const;

/** The spec's isGame value of a vendor card that opens the popup list of its games. */
export const VASSALAGE = 'VASSALAGE';
/** Account types and categories that the lottery launcher opens instead of a game iframe. */
export const LOTTERY_ACCOUNT_TYPES = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'] as const;
export const LOTTERY_VENDOR = 'TCG_SEA';
export const GAME_MAX_PAGE_SIZE = 100;

export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,30}$/);
export const nodeIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
const gameTypeSchema = z.string().regex(/^[A-Za-z0-9_]{1,30}$/);
const classifySchema = z.string().regex(/^[A-Za-z0-9_]{1,30}$/);
const pageNo = z.coerce.number().int().min(1).max(100_000).default(LOBBY_FIRST_PAGE);
const pageSize = z.coerce.number().int().min(1).max(GAME_MAX_PAGE_SIZE).default(LOBBY_PAGE_SIZE);
/** The spec's client fields: accepted and ignored by the server (one web client). */
const clientFields = {
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(60).optional(),
  channel: z.string().max(60).optional(),
  merchant: z.string().max(60).optional(),
  merchantCode: z.string().max(60).optional(),
  language: z.string().max(10).optional(),
};
export const DEFAULT_GAME_CLIENT_TYPE = GAME_CLIENT_TYPE;

/** A vendor's card in a category of the game menus. */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  smallIcon: z.string().nullable(),
  accountTypeName: z.string(),
  /** VASSALAGE: the card lists the vendor's games (popup list); LOBBY: it launches the vendor's lobby game. */
  isGame: z.enum([VASSALAGE, 'LOBBY']),
  /** The node id the card launches when isGame is LOBBY. */
  nodeId: z.string().nullable(),
  gameCount: z.number().int(),
  available: z.boolean(),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const gameMenuSchema = z.object({
  gameCategory: z.enum(LOBBY_CATEGORIES),
  title: z.string(),
  cards: z.array(vendorCardSchema),
  /** The classify values (SLOT, TABLE...) of the category's games: the lobby's filter chips. */
  gameClassify: z.array(z.string()),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;
export const gameMenusValueSchema = z.array(gameMenuSchema);

export const gameItemSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  gameCategory: z.enum(GAME_CATEGORY_CODES),
  gameClassify: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  isHot: z.boolean(),
  minBet: z.number(),
  minLineNum: z.number().int(),
  /** False when the game or its vendor is disabled, or the vendor's adapter is not configured. */
  available: z.boolean(),
  maintenance: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

export const gameListQuerySchema = z
  .object({
    ...clientFields,
    /** The lobby category (/rng is RNG...); absent: every category (the /inhouse and /pge pages). */
    category: z.enum(GAME_CATEGORY_CODES).optional(),
    gameType: gameTypeSchema.optional(),
    /** A vendor code, or absent / 'all' for every vendor. */
    vassalage: z.union([vendorCodeSchema, z.literal('all')]).optional(),
    gameClassify: classifySchema.optional(),
    gameName: z.string().trim().max(60).optional(),
    minBet: z.coerce.number().nonnegative().max(1_000_000_000).optional(),
    minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
    pageNo,
    pageSize,
  })
  .strict();
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListValueSchema = z.object({
  games: z.array(gameItemSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

export const hotGamesQuerySchema = z
  .object({
    ...clientFields,
    isPlatform: z.coerce.number().int().optional(),
    vassalage: z.union([vendorCodeSchema, z.literal('all')]).optional(),
    category: z.enum(GAME_CATEGORY_CODES).optional(),
    count: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();
export const hotGamesValueSchema = z.array(gameItemSchema);

export const gameAnnouncementSchema = z.object({
  id: z.number().int(),
  category: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  timestamp: z.string(),
});
export type GameAnnouncement = z.infer<typeof gameAnnouncementSchema>;
export const gameAnnouncementsQuerySchema = z
  .object({ ...clientFields, category: z.enum(ANNOUNCEMENT_CATEGORIES).optional() })
  .strict();

export const newVendorSchema = z.object({ vassalage: z.string(), name: z.string(), smallIcon: z.string().nullable() });
/** GET /lgw/games/new-vendors: the enabled vendors the operator tagged new, in their order. */
export const newVendorsValueSchema = z.array(newVendorSchema);
export type NewVendor = z.infer<typeof newVendorSchema>;

/** The spec's favorite payload: the game and, as a check, its vendor and gameType. */
export const favoritePayloadSchema = z
  .object({ nodeId: nodeIdSchema, vendor: vendorCodeSchema, gameType: gameTypeSchema })
  .strict();
export type FavoritePayload = z.infer<typeof favoritePayloadSchema>;
export const favoriteAnswerSchema = z.object({ nodeId: z.string(), favorite: z.boolean() });

export const favoritesQuerySchema = z
  .object({ ...clientFields, gameType: gameTypeSchema.optional(), pageNo, pageSize })
  .strict();
export const favoritesValueSchema = z.object({
  content: z.array(gameItemSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavoritesValue = z.infer<typeof favoritesValueSchema>;
/** getFavGames: the node ids only, to star tiles. */
export const favoriteIdsValueSchema = z.array(z.string());

export const recentQuerySchema = z
  .object({ ...clientFields, vassalage: z.union([vendorCodeSchema, z.literal('all')]).optional(), pageNo, pageSize })
  .strict();
export const recentValueSchema = z.object({
  list: z.array(gameItemSchema.extend({ launchedAt: z.string() })),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type RecentValue = z.infer<typeof recentValueSchema>;

export const LAUNCH_MODES = ['iframe', 'mini', 'window'] as const;
export const launchQuerySchema = z
  .object({
    ...clientFields,
    nodeId: nodeIdSchema.optional(),
    /** The vendor's game code, with vassalage. */
    gameId: z.string().min(1).max(80).optional(),
    vassalage: vendorCodeSchema.optional(),
    roomId: z.string().min(1).max(80).optional(),
    accountType: z.string().max(30).optional(),
    confirmTrans: z.string().max(10).optional(),
    launchMode: z.enum(LAUNCH_MODES).default('iframe'),
    username: z.string().max(60).optional(),
    token: z.string().max(200).optional(),
  })
  .strict()
  .refine((q) => q.nodeId !== undefined || (q.gameId !== undefined && q.vassalage !== undefined), {
    message: 'nodeId, or gameId with vassalage',
    path: ['nodeId'],
  });
export type LaunchQuery = z.input<typeof launchQuerySchema>;

/** Where the lottery launcher takes a lottery entry: the web page and, when set, the game and play type it opens. */
export const lotteryTargetSchema = z.object({
  path: z.enum(['/lottery', '/vnlottery', '/elott']),
  gameCode: z.string().nullable(),
  playType: z.string().nullable(),
});
export type LotteryTarget = z.infer<typeof lotteryTargetSchema>;

export const launchValueSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  name: z.string(),
  launchMode: z.enum(LAUNCH_MODES),
  /** The page the /game iframe opens; null for a lottery target. */
  game_url: z.string().nullable(),
  game_url2: z.string().nullable(),
  lottery: lotteryTargetSchema.nullable(),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;
/** GAME_MAINTENANCE carries other popular games to offer instead. */
export const maintenanceValueSchema = z.object({ popular: z.array(gameItemSchema) });

export const pvpRoomSchema = z.object({
  roomId: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  name: z.string(),
  minBet: z.number(),
  available: z.boolean(),
});
export const pvpRoomsQuerySchema = z.object({ ...clientFields, vassalage: vendorCodeSchema.optional() }).strict();
export const pvpRoomsValueSchema = z.array(pvpRoomSchema);

/* Operator calls (/admin/api/games). */

const localized = z
  .record(z.string().regex(/^[a-zA-Z-]{2,5}$/), z.string().trim().min(1).max(200))
  .refine((v) => typeof v.en === 'string', { message: 'en is required' });
const imageUrl = z
  .string()
  .max(500)
  .regex(/^(\/|https:\/\/)[^\s"'<>]*$/);

export const adminVendorCreateSchema = z
  .object({
    code: vendorCodeSchema,
    name: z.string().trim().min(1).max(60),
    walletModel: z.enum(['seamless', 'transfer']),
    accountTypeName: z.string().regex(/^[A-Za-z0-9_]{1,30}$/),
    smallIcon: imageUrl.nullable().optional(),
    isNew: z.boolean().optional(),
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export const adminVendorUpdateSchema = adminVendorCreateSchema
  .omit({ code: true, walletModel: true })
  .partial()
  .strict();
export const adminVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  walletModel: z.enum(['seamless', 'transfer']),
  accountTypeName: z.string(),
  smallIcon: z.string().nullable(),
  isNew: z.boolean(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  position: z.number().int(),
  configured: z.boolean(),
  categories: z.array(
    z.object({
      category: z.enum(LOBBY_CATEGORIES),
      isHot: z.boolean(),
      launchKind: z.enum(['games', 'lobby']),
      lobbyGameCode: z.string().nullable(),
      position: z.number().int(),
    }),
  ),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;
export const adminVendorParamsSchema = z.object({ code: vendorCodeSchema });
export const adminVendorCategoryParamsSchema = z.object({ code: vendorCodeSchema, category: z.enum(LOBBY_CATEGORIES) });
export const adminVendorCategorySchema = z
  .object({
    isHot: z.boolean().optional(),
    launchKind: z.enum(['games', 'lobby']).optional(),
    lobbyGameCode: z.string().min(1).max(80).nullable().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();

export const adminGameCreateSchema = z
  .object({
    nodeId: nodeIdSchema,
    vendor: vendorCodeSchema,
    gameCode: z.string().min(1).max(80),
    category: z.enum(GAME_CATEGORY_CODES),
    name: localized,
    gameType: gameTypeSchema,
    gameClassify: classifySchema.nullable().optional(),
    minBet: z.number().nonnegative().max(1_000_000_000).optional(),
    minLineNum: z.number().int().min(0).max(10_000).optional(),
    imageUrl: imageUrl.nullable().optional(),
    isHot: z.boolean().optional(),
    hotRank: z.number().int().min(0).max(1_000_000).optional(),
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    position: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();
export type AdminGameCreate = z.infer<typeof adminGameCreateSchema>;
export const ADMIN_GAMES_BULK_MAX = 5_000;
export const adminGamesBulkSchema = z
  .object({ games: z.array(adminGameCreateSchema).min(1).max(ADMIN_GAMES_BULK_MAX) })
  .strict();
export const adminGamesBulkValueSchema = z.object({ created: z.number().int(), skipped: z.number().int() });
export const adminGameUpdateSchema = adminGameCreateSchema
  .omit({ nodeId: true, vendor: true, gameCode: true })
  .partial()
  .strict();
export const adminGameParamsSchema = z.object({ nodeId: nodeIdSchema });
export const adminGamesQuerySchema = z
  .object({
    vassalage: vendorCodeSchema.optional(),
    category: z.enum(GAME_CATEGORY_CODES).optional(),
    /** Part of a name in any language, of the vendor's game code or of the node id. */
    q: z.string().trim().max(60).optional(),
    /** csv: every matching game (not one page) as a download. */
    format: z.enum(['csv']).optional(),
    pageNo,
    pageSize,
  })
  .strict();
export const adminGameSchema = gameItemSchema.extend({
  names: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  hotRank: z.number().int(),
  position: z.number().int(),
});
export const adminGamePageSchema = z.object({
  games: z.array(adminGameSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const adminAnnouncementCreateSchema = z
  .object({
    category: z.enum(ANNOUNCEMENT_CATEGORIES).nullable().optional(),
    title: localized,
    content: localized,
    enabled: z.boolean().optional(),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export const adminAnnouncementUpdateSchema = adminAnnouncementCreateSchema.partial().strict();
export const adminAnnouncementParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  category: z.string().nullable(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});

export const adminPvpRoomCreateSchema = z
  .object({
    vendor: vendorCodeSchema,
    roomCode: z.string().min(1).max(80),
    gameCode: z.string().min(1).max(80),
    name: localized,
    minBet: z.number().nonnegative().max(1_000_000_000).optional(),
    enabled: z.boolean().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
