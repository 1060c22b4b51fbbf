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
  /** The inbox and its unread badges (messages): money that moves writes a message. */
  messages: ['messages'],
} as const;

/**
 * After money moved: the header balance, the wallet lists and the inbox badge load again (a deposit,
 * a bonus or a withdrawal writes the member a message in the same transaction).
 */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.balance }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.wallets }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.messages }),
  ]);
