import type { QueryClient } from '@tanstack/react-query';

/**
 * The query-key roots that more than one feature refreshes: whatever moves money, points or a
 * level invalidates these prefixes, so each lives here once instead of being retyped per feature.
 */
export const QUERY_ROOTS = {
  /** The header balance (wallet). */
  balance: ['wallet', 'balance'],
  /** The wallet lists (wallet). */
  wallets: ['wallet', 'wallets'],
  /** The reward center and bonuses (promotions). */
  promotions: ['promotions'],
  /** Member info with its club label (auth). */
  memberInfo: ['auth', 'member-info'],
} as const;

/** After money moved: the header balance and the wallet lists load again. */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.balance }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.wallets }),
  ]);
