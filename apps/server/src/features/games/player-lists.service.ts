import type { FavoritePayload, FavoritesValue, RecentValue } from '@portal/shared/contracts/games';
import type { Language } from '@portal/shared/languages';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CatalogRepo } from './catalog.repo.ts';
import type { GameLauncher } from './game-launcher.ts';
import { pages, presentGame } from './games.presenter.ts';
import type { PlayerListsRepo } from './player-lists.repo.ts';

/**
 * Favorites and recent games. The routes refuse trial accounts before they get here (spec
 * section 4); every call names the member from the session, so no call reaches another's list.
 */
export function createPlayerListsService(deps: {
  repo: PlayerListsRepo;
  catalog: CatalogRepo;
  launcher: GameLauncher;
  clock: Clock;
  decimals: () => Promise<number>;
}) {
  const configured = (vendorCode: string) => deps.launcher.isConfigured(vendorCode);

  /** The payload's game, checked against its vendor and gameType: a mismatch is a bad request. */
  async function gameOf(payload: FavoritePayload) {
    const game = await deps.catalog.byNodeId(payload.nodeId);
    if (!game) throw new AppError('NOT_FOUND');
    const fields: Record<string, string> = {};
    if (game.vendor_code !== payload.vendor) fields.vendor = 'INVALID_VALUE';
    if (game.game_type !== payload.gameType) fields.gameType = 'INVALID_VALUE';
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { value: { fields } });
    return game;
  }

  return {
    async addFavorite(memberId: number, payload: FavoritePayload) {
      const game = await gameOf(payload);
      await deps.repo.addFavorite(memberId, game.id, deps.clock.now());
      return { nodeId: game.node_id, favorite: true };
    },

    async removeFavorite(memberId: number, payload: FavoritePayload) {
      const game = await gameOf(payload);
      await deps.repo.removeFavorite(memberId, game.id);
      return { nodeId: game.node_id, favorite: false };
    },

    favoriteIds: (memberId: number) => deps.repo.favoriteIds(memberId),

    async favorites(
      memberId: number,
      gameType: string | undefined,
      pageNo: number,
      pageSize: number,
      language: Language,
    ): Promise<FavoritesValue> {
      const decimals = await deps.decimals();
      const { rows, total } = await deps.repo.favorites(memberId, gameType, pageNo, pageSize);
      return {
        content: rows.map((row) => presentGame(row, language, decimals, configured)),
        pageNo,
        totalPages: pages(total, pageSize),
        total,
      };
    },

    async recent(
      memberId: number,
      vendorCode: string | undefined,
      pageNo: number,
      pageSize: number,
      language: Language,
    ): Promise<RecentValue> {
      const decimals = await deps.decimals();
      const { rows, total } = await deps.repo.recent(memberId, vendorCode, pageNo, pageSize);
      return {
        list: rows.map((row) => ({
          ...presentGame(row, language, decimals, configured),
          launchedAt: new Date(row.launched_at).toISOString(),
        })),
        pageNo,
        totalPages: pages(total, pageSize),
        total,
      };
    },

    recordLaunch: (memberId: number, gameId: number) => deps.repo.recordLaunch(memberId, gameId, deps.clock.now()),
  };
}

export type PlayerListsService = ReturnType<typeof createPlayerListsService>;
