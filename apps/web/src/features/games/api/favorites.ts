import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GAME_CLIENT_TYPE, LOBBY_PAGE_SIZE } from '@portal/shared/constants';
import type { FavoritePayload, FavoritesValue } from '@portal/shared/contracts/games';
import { api } from '../../../lib/api-client';

/** GET /wps/games/favorites/ids (getFavGames): the node ids that show a filled star. */
export const useFavoriteIds = (token: string | null) =>
  useQuery({
    queryKey: ['games', 'favorites', 'ids', token],
    queryFn: ({ signal }) => api<string[]>('/wps/games/favorites/ids', { signal }),
    enabled: token !== null,
  });

/** GET /wps/games/favorites: the member's favorite games, newest first. */
export const useFavorites = (token: string | null) =>
  useQuery({
    queryKey: ['games', 'favorites', 'list', token],
    queryFn: ({ signal }) =>
      api<FavoritesValue>('/wps/games/favorites', {
        signal,
        query: { clientType: GAME_CLIENT_TYPE, platform: 'flash', pageNo: 1, pageSize: LOBBY_PAGE_SIZE },
      }),
    enabled: token !== null,
  });

/** POST /wps/games/favorites/add or /remove: toggled by whether the node id is already a favorite. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, favorite }: { payload: FavoritePayload; favorite: boolean }) =>
      api<{ nodeId: string; favorite: boolean }>(`/wps/games/favorites/${favorite ? 'remove' : 'add'}`, {
        method: 'POST',
        body: payload,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games', 'favorites'] }),
  });
}
