import type { QueryClient } from '@tanstack/react-query';
import { refreshBalances } from '../../../lib/query-keys';

/** Every query of this feature starts here, so one invalidation refreshes the whole agent center. */
export const AGENTS_KEY = ['agents'] as const;

/** After anything that changes the team or money (a new downline, a transfer, a contract decision). */
export const refreshAgents = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: AGENTS_KEY }), refreshBalances(queryClient)]);
