import { useQuery } from '@tanstack/react-query';
import { POPULAR_LOTTERY_COUNT } from '@portal/shared/constants';
import type { PopularGame } from '@portal/shared/contracts/lottery-popular';
import { api } from '../../../lib/api-client';
import { LOTTERY_QUERY_KEY } from './lottery-api';

/**
 * GET /lgw/games/popular: the brand's popular lottery games (spec count 20). Under the lottery key:
 * a pushed period event (open, close, result) reloads it, no polling.
 */
export const usePopularLottery = (language: string) =>
  useQuery({
    queryKey: [...LOTTERY_QUERY_KEY, 'popular', language],
    queryFn: ({ signal }) =>
      api<PopularGame[]>('/lgw/games/popular', {
        signal,
        query: { count: POPULAR_LOTTERY_COUNT, device: 'WEB', language },
      }),
  });
