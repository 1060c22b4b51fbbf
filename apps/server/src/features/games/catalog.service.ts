import { z } from 'zod';
import {
  LOBBY_CATEGORIES,
  gameListQuerySchema,
  hotGamesQuerySchema,
  type GameListValue,
  type GameMenu,
  type LobbyCategory,
} from '@portal/shared/contracts/games';
import type { Language } from '@portal/shared/languages';
import { toMinor } from '@portal/shared/money';
import { toMajor } from '@portal/shared/money';
import type { Clock } from '../../platform/clock.ts';
import type { LocalizedText } from '../../db/column-types.ts';
import { pickText } from '../../platform/localized.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { CatalogRepo, GameFilter } from './catalog.repo.ts';
import type { GameLauncher } from './game-launcher.ts';
import { pages, presentAnnouncement, presentCard, presentGame, type CardRow } from './games.presenter.ts';

type ListQuery = z.output<typeof gameListQuerySchema>;
type HotQuery = z.output<typeof hotGamesQuerySchema>;

/** English titles of the categories: the web shows its own translated labels. */
const CATEGORY_TITLES: Record<LobbyCategory, string> = {
  ELOTT: 'Lottery',
  LIVE: 'Live casino',
  SPORTS: 'Sports',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'PvP',
  ESPORTS: 'Esports',
};

/** The player's catalog reads: menus, lobby pages, hot games, announcements, new vendors, PvP rooms. */
export function createCatalogService(deps: {
  repo: CatalogRepo;
  cache: CatalogCache;
  launcher: GameLauncher;
  clock: Clock;
  decimals: () => Promise<number>;
}) {
  const { repo, cache, launcher } = deps;
  const configured = (vendorCode: string) => launcher.isConfigured(vendorCode);

  return {
    /** Categories with at least one vendor card (an empty category is not shown). */
    async menus(): Promise<GameMenu[]> {
      const { cards, classifies } = await cache.get('menus', async () => ({
        cards: await repo.cards(),
        classifies: await repo.classifies(),
      }));
      return LOBBY_CATEGORIES.flatMap((category) => {
        const shown = (cards as CardRow[]).filter(
          (row) =>
            row.category === category &&
            (row.launch_kind === 'games' ? Number(row.game_count ?? 0) > 0 : row.lobby_enabled === true),
        );
        if (shown.length === 0) return [];
        return [
          {
            gameCategory: category,
            title: CATEGORY_TITLES[category],
            cards: shown.map((row) => presentCard(row, configured)),
            gameClassify: classifies.filter((c) => c.category === category).map((c) => c.game_classify!),
          },
        ];
      });
    },

    async list(query: ListQuery, language: Language): Promise<GameListValue> {
      const decimals = await deps.decimals();
      const filter: GameFilter = {
        category: query.category,
        vendorCode: query.vassalage && query.vassalage !== 'all' ? query.vassalage : undefined,
        gameType: query.gameType,
        gameClassify: query.gameClassify,
        minLineNum: query.minLineNum,
      };
      if (query.minBet !== undefined) {
        const minor = toMinor(query.minBet, decimals);
        // More decimals than the currency has: the nearest amount below still filters sensibly.
        filter.maxMinBetMinor = minor.ok ? minor.minor : Math.floor(query.minBet * 10 ** decimals);
      }
      if (query.gameName) filter.name = { text: query.gameName, language };
      const key = JSON.stringify([filter, query.pageNo, query.pageSize]);
      const { rows, total } = await cache.get(key, () => repo.page(filter, query.pageNo, query.pageSize));
      return {
        games: rows.map((row) => presentGame(row, language, decimals, configured)),
        pageNo: query.pageNo,
        totalPages: pages(total, query.pageSize),
        total,
      };
    },

    async hot(query: HotQuery, language: Language) {
      const decimals = await deps.decimals();
      const options = {
        vendorCode: query.vassalage && query.vassalage !== 'all' ? query.vassalage : undefined,
        category: query.category,
        count: query.count,
      };
      const rows = await cache.get(`hot:${JSON.stringify(options)}`, () => repo.hot(options));
      return rows.map((row) => presentGame(row, language, decimals, configured));
    },

    /** Other popular games offered when the chosen one is under maintenance: only playable ones. */
    async popularInstead(excludeId: number, language: Language) {
      const decimals = await deps.decimals();
      const rows = await repo.hot({ excludeId, count: 12 });
      return rows
        .map((row) => presentGame(row, language, decimals, configured))
        .filter((game) => game.available && !game.maintenance);
    },

    async announcements(category: string | undefined, language: Language) {
      const rows = await repo.announcements(category, deps.clock.now());
      return rows.map((row) => presentAnnouncement(row, language));
    },

    async newVendors() {
      const rows = await cache.get('new-vendors', () => repo.newVendors());
      return rows.map((row) => ({ vassalage: row.code, name: row.name, smallIcon: row.small_icon }));
    },

    async rooms(vendorCode: string | undefined, language: Language) {
      const decimals = await deps.decimals();
      const rows = await repo.rooms(vendorCode);
      return rows.map((row) => ({
        roomId: row.room_code,
        vassalage: row.vendor_code,
        gameCode: row.game_code,
        name: pickText(row.name as LocalizedText, language),
        minBet: toMajor(row.min_bet_minor, decimals),
        available: !row.vendor_maintenance && configured(row.vendor_code),
      }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
