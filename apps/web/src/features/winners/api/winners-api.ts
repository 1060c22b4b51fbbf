import { useQuery } from '@tanstack/react-query';
import { WINNERS_COUNT } from '@portal/shared/constants';
import type { Winner } from '@portal/shared/contracts/winners';
import { api } from '../../../lib/api-client';

/** A board of the week's wins changes slowly: a minute between reloads is news enough. */
const REFRESH_MS = 60_000;

/** GET /lgw/winners: the biggest settled wins of the last 7 days, names masked. */
export const useWinners = (language: string) =>
  useQuery({
    queryKey: ['winners', language],
    queryFn: ({ signal }) => api<Winner[]>('/lgw/winners', { signal, query: { count: WINNERS_COUNT, language } }),
    refetchInterval: REFRESH_MS,
  });
