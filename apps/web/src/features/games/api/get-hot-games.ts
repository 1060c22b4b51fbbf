import { useQuery } from '@tanstack/react-query';
import { GAME_PLATFORM } from '@portal/shared/constants';
import type { GameCategoryCode, GameItem } from '@portal/shared/contracts/games';
import { api } from '../../../lib/api-client';

/** GET /lgw/games/hot (isPlatform 2): hot games of a category or vendor, by rank. */
export const useHotGames = (options: { category?: GameCategoryCode; vassalage?: string }) =>
  useQuery({
    queryKey: ['games', 'hot', options],
    queryFn: ({ signal }) =>
      api<GameItem[]>('/lgw/games/hot', {
        signal,
        query: { isPlatform: 2, platform: GAME_PLATFORM, count: 12, ...options },
      }),
    staleTime: 60_000,
  });
