import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BalanceValue } from '@portal/shared/contracts/wallet';
import { api } from '../../../lib/api-client';

/**
 * The prefix of every balance query: whatever moves money (a transfer, a deposit, a withdrawal)
 * invalidates it so the header shows the new balance.
 */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

/** Keyed by token so a later sign-in in the same tab never shows the previous member's balance. */
export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...BALANCE_QUERY_KEY, token],
    queryFn: ({ signal }) => api<BalanceValue>('/wps/v2/wallets/balance', { signal }),
    enabled: token !== null,
  });

/** GET /wps/v2/wallets/balance: sumBalance and each wallet. */
export const useBalance = (token: string | null) => useQuery(balanceQuery(token));

/** After money moved: the header balance and the wallet lists load again. */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['wallet', 'wallets'] }),
  ]);
