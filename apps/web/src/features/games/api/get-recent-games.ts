import { useQuery } from '@tanstack/react-query';
import { GAME_CLIENT_TYPE, LOBBY_PAGE_SIZE } from '@portal/shared/constants';
import type { RecentValue } from '@portal/shared/contracts/games';
import { api } from '../../../lib/api-client';

/** GET /wps/games/recent: the member's latest launches. */
export const useRecentGames = (token: string | null) =>
  useQuery({
    queryKey: ['games', 'recent', token],
    queryFn: ({ signal }) =>
      api<RecentValue>('/wps/games/recent', {
        signal,
        query: { clientType: GAME_CLIENT_TYPE, pageNo: 1, pageSize: LOBBY_PAGE_SIZE },
      }),
    enabled: token !== null,
  });
