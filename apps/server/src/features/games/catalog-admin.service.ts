import type { z } from 'zod';
import type {
  adminAnnouncementCreateSchema,
  adminAnnouncementUpdateSchema,
  adminGameCreateSchema,
  adminGameUpdateSchema,
  adminPvpRoomCreateSchema,
  adminVendorCategorySchema,
  adminVendorCreateSchema,
  adminVendorUpdateSchema,
  LobbyCategory,
} from '@portal/shared/contracts/games';
import { toMinor } from '@portal/shared/money';
import type { Insertable, Updateable } from 'kysely';
import type { Games } from '../../db/schema.ts';
import type { GameCategoryCode } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CatalogAdminRepo } from './catalog-admin.repo.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { GameLauncher } from './game-launcher.ts';
import { presentAdminAnnouncement, presentAdminGame, presentAdminVendor, pages } from './games.presenter.ts';

type In<T extends z.ZodType> = z.output<T>;

const fieldError = (field: string, issue: string) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

/** The operator's catalog calls: every write drops the lobby caches on every instance. */
export function createCatalogAdminService(deps: {
  repo: CatalogAdminRepo;
  cache: CatalogCache;
  launcher: GameLauncher;
  clock: Clock;
  decimals: () => Promise<number>;
}) {
  const { repo, cache } = deps;
  const configured = (code: string) => deps.launcher.isConfigured(code);

  const minorOf = (major: number, decimals: number, field: string) => {
    const parsed = toMinor(major, decimals);
    if (!parsed.ok) throw fieldError(field, parsed.error === 'TOO_MANY_DECIMALS' ? 'TOO_MANY_DECIMALS' : 'TOO_BIG');
    return parsed.minor;
  };

  async function vendorView(code: string) {
    const row = await repo.vendor(code);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminVendor(row, await repo.vendorCategories(code), configured(code));
  }

  function gameColumns(
    input: Partial<In<typeof adminGameCreateSchema>>,
    decimals: number,
    field = 'minBet',
  ): Updateable<Games> {
    const row: Updateable<Games> = {};
    if (input.category !== undefined) row.category = input.category;
    if (input.name !== undefined) row.name = JSON.stringify(input.name);
    if (input.gameType !== undefined) row.game_type = input.gameType;
    if (input.gameClassify !== undefined) row.game_classify = input.gameClassify;
    if (input.minBet !== undefined) row.min_bet_minor = minorOf(input.minBet, decimals, field);
    if (input.minLineNum !== undefined) row.min_line_num = input.minLineNum;
    if (input.imageUrl !== undefined) row.image_url = input.imageUrl;
    if (input.isHot !== undefined) row.is_hot = input.isHot;
    if (input.hotRank !== undefined) row.hot_rank = input.hotRank;
    if (input.enabled !== undefined) row.enabled = input.enabled;
    if (input.maintenance !== undefined) row.maintenance = input.maintenance;
    if (input.position !== undefined) row.position = input.position;
    return row;
  }

  return {
    async vendors() {
      const [rows, categories] = await Promise.all([repo.vendors(), repo.vendorCategories()]);
      return rows.map((row) =>
        presentAdminVendor(
          row,
          categories.filter((c) => c.vendor_code === row.code),
          configured(row.code),
        ),
      );
    },

    async createVendor(input: In<typeof adminVendorCreateSchema>) {
      const row = await repo.insertVendor({
        code: input.code,
        name: input.name,
        wallet_model: input.walletModel,
        account_type_name: input.accountTypeName,
        small_icon: input.smallIcon ?? null,
        is_new: input.isNew,
        enabled: input.enabled,
        maintenance: input.maintenance,
        position: input.position,
      });
      if (!row) throw new AppError('CONFLICT');
      await cache.invalidate();
      return vendorView(row.code);
    },

    async updateVendor(code: string, input: In<typeof adminVendorUpdateSchema>) {
      const row = await repo.updateVendor(code, {
        name: input.name,
        account_type_name: input.accountTypeName,
        small_icon: input.smallIcon,
        is_new: input.isNew,
        enabled: input.enabled,
        maintenance: input.maintenance,
        position: input.position,
        updated_at: deps.clock.now(),
      });
      if (!row) throw new AppError('NOT_FOUND');
      await cache.invalidate();
      return vendorView(code);
    },

    async putVendorCategory(code: string, category: LobbyCategory, input: In<typeof adminVendorCategorySchema>) {
      if (!(await repo.vendor(code))) throw new AppError('NOT_FOUND');
      const kind = input.launchKind ?? 'games';
      if (kind === 'lobby' && !input.lobbyGameCode) throw fieldError('lobbyGameCode', 'REQUIRED');
      await repo.upsertVendorCategory({
        vendor_code: code,
        category,
        is_hot: input.isHot ?? false,
        launch_kind: kind,
        lobby_game_code: kind === 'lobby' ? input.lobbyGameCode! : null,
        position: input.position ?? 0,
      });
      await cache.invalidate();
      return vendorView(code);
    },

    async deleteVendorCategory(code: string, category: LobbyCategory) {
      const result = await repo.deleteVendorCategory(code, category);
      if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
      await cache.invalidate();
      return vendorView(code);
    },

    /** Up to 5,000 games at once; those whose node id or vendor code exists are skipped. */
    async createGames(games: In<typeof adminGameCreateSchema>[]) {
      const decimals = await deps.decimals();
      const vendors = new Set((await repo.vendors()).map((v) => v.code));
      const rows = games.map((game, i): Insertable<Games> => {
        if (!vendors.has(game.vendor)) throw fieldError(`games.${i}.vendor`, 'INVALID_VALUE');
        return {
          ...(gameColumns(game, decimals, `games.${i}.minBet`) as Insertable<Games>),
          node_id: game.nodeId,
          vendor_code: game.vendor,
          game_code: game.gameCode,
          category: game.category as GameCategoryCode,
          name: JSON.stringify(game.name),
          game_type: game.gameType,
        };
      });
      const created = await repo.insertGames(rows);
      await cache.invalidate();
      return { created, skipped: rows.length - created };
    },

    async updateGame(nodeId: string, input: In<typeof adminGameUpdateSchema>) {
      const decimals = await deps.decimals();
      const changes = { ...gameColumns(input, decimals), updated_at: deps.clock.now() };
      if (!(await repo.updateGame(nodeId, changes))) throw new AppError('NOT_FOUND');
      await cache.invalidate();
      return presentAdminGame((await repo.game(nodeId))!, decimals, configured);
    },

    async games(
      filter: { vendorCode?: string; category?: GameCategoryCode | 'LOTT'; search?: string },
      pageNo: number,
      pageSize: number,
    ) {
      const decimals = await deps.decimals();
      const { rows, total } = await repo.games(filter, pageNo, pageSize);
      return {
        games: rows.map((row) => presentAdminGame(row, decimals, configured)),
        pageNo,
        totalPages: pages(total, pageSize),
        total,
      };
    },

    announcements: async () => (await repo.announcements()).map(presentAdminAnnouncement),

    async createAnnouncement(input: In<typeof adminAnnouncementCreateSchema>) {
      const row = await repo.insertAnnouncement({
        category: input.category ?? null,
        title: JSON.stringify(input.title),
        content: JSON.stringify(input.content),
        enabled: input.enabled,
        starts_at: input.startsAt ?? deps.clock.now(),
        ends_at: input.endsAt ? new Date(input.endsAt) : null,
      });
      return presentAdminAnnouncement(row);
    },

    async updateAnnouncement(id: number, input: In<typeof adminAnnouncementUpdateSchema>) {
      const row = await repo.updateAnnouncement(id, {
        category: input.category,
        title: input.title ? JSON.stringify(input.title) : undefined,
        content: input.content ? JSON.stringify(input.content) : undefined,
        enabled: input.enabled,
        starts_at: input.startsAt,
        ends_at: input.endsAt === undefined ? undefined : input.endsAt ? new Date(input.endsAt) : null,
      });
      if (!row) throw new AppError('NOT_FOUND');
      return presentAdminAnnouncement(row);
    },

    async putRoom(input: In<typeof adminPvpRoomCreateSchema>) {
      const decimals = await deps.decimals();
      if (!(await repo.vendor(input.vendor))) throw fieldError('vendor', 'INVALID_VALUE');
      const row = await repo.insertRoom({
        vendor_code: input.vendor,
        room_code: input.roomCode,
        game_code: input.gameCode,
        name: JSON.stringify(input.name),
        min_bet_minor: input.minBet === undefined ? 0 : minorOf(input.minBet, decimals, 'minBet'),
        enabled: input.enabled ?? true,
        position: input.position ?? 0,
      });
      return { roomId: row.room_code, vassalage: row.vendor_code, gameCode: row.game_code, enabled: row.enabled };
    },
  };
}
