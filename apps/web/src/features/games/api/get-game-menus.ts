import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenu } from '@portal/shared/contracts/games';
import { api } from '../../../lib/api-client';

export const gameMenusQuery = () =>
  queryOptions({
    queryKey: ['games', 'menus'],
    queryFn: ({ signal }) => api<GameMenu[]>('/lgw/games/game_menus', { signal }),
    staleTime: 60_000,
  });

/** GET /lgw/games/game_menus: the categories that have vendors, with their vendor cards. */
export const useGameMenus = () => useQuery(gameMenusQuery());
