import { useInfiniteQuery } from '@tanstack/react-query';
import { GAME_CLIENT_TYPE, GAME_PLATFORM, LOBBY_FIRST_PAGE, LOBBY_PAGE_SIZE } from '@portal/shared/constants';
import type { GameCategoryCode, GameListValue } from '@portal/shared/contracts/games';
import { api } from '../../../lib/api-client';

export interface LobbyFilter {
  category?: GameCategoryCode;
  vassalage: string;
  gameClassify?: string;
  minBet?: number;
  minLineNum?: number;
  gameName?: string;
}

export const fetchGamePage = (filter: LobbyFilter, pageNo: number, signal?: AbortSignal) =>
  api<GameListValue>('/lgw/games/list', {
    signal,
    query: {
      clientType: GAME_CLIENT_TYPE,
      platform: GAME_PLATFORM,
      category: filter.category,
      vassalage: filter.vassalage,
      gameClassify: filter.gameClassify,
      minBet: filter.minBet,
      minLineNum: filter.minLineNum,
      gameName: filter.gameName || undefined,
      pageNo,
      pageSize: LOBBY_PAGE_SIZE,
    },
  });

/** GET /lgw/games/list page by page (pageNo from 1, 42 a page) for the infinite lobby grid. */
export const useGameList = (filter: LobbyFilter) =>
  useInfiniteQuery({
    queryKey: ['games', 'list', filter],
    queryFn: ({ pageParam, signal }) => fetchGamePage(filter, pageParam, signal),
    initialPageParam: LOBBY_FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 30_000,
  });
