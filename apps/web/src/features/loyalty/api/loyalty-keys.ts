import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, refreshBalances } from '../../../lib/query-keys';

/** Every query of this feature starts here, so one invalidation refreshes VIP, points and missions. */
export const LOYALTY_KEY = ['loyalty'] as const;

/**
 * After anything that moves points, money or a level (a claim, a redemption, a conversion, the
 * birthday): this feature's queries, the balances, the reward center and member info.
 */
export const refreshLoyalty = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: LOYALTY_KEY }),
    refreshBalances(queryClient),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.promotions }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.memberInfo }),
  ]);
