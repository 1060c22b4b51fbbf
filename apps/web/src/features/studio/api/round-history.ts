import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioHistoryPage, StudioRound } from '@portal/shared/contracts/studio';
import { api } from '../../../lib/api-client';

export const historyQuery = (token: string, page: number) =>
  queryOptions({
    queryKey: ['studio', 'history', token, page],
    queryFn: ({ signal }) => api<StudioHistoryPage>('/studio/api/rounds', { signal, query: { token, page } }),
    placeholderData: keepPreviousData,
  });

/** GET /studio/api/rounds: the player's rounds, newest first. */
export const useRoundHistory = (token: string, page: number) => useQuery(historyQuery(token, page));

/** GET /studio/api/rounds/{id}: one round's replay data. */
export const useRound = (token: string, roundId: string | null) =>
  useQuery({
    queryKey: ['studio', 'history', token, 'round', roundId],
    queryFn: ({ signal }) =>
      api<StudioRound>(`/studio/api/rounds/${encodeURIComponent(roundId!)}`, { signal, query: { token } }),
    enabled: roundId !== null,
  });
