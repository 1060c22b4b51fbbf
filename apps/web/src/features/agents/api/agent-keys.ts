import type { QueryClient } from '@tanstack/react-query';

/** Every query of this feature starts here, so one invalidation refreshes the whole agent center. */
export const AGENTS_KEY = ['agents'] as const;

/**
 * After anything that changes the team or money (a new downline, a transfer, a contract decision):
 * this feature's queries and the documented prefixes of the header balance and wallet lists
 * (wallet). Features do not import each other, so the prefixes are written here.
 */
export const refreshAgents = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['wallet', 'balance'] }),
    queryClient.invalidateQueries({ queryKey: ['wallet', 'wallets'] }),
  ]);
