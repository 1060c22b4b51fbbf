import type { QueryClient } from '@tanstack/react-query';

/** Every query of this feature starts here, so one invalidation refreshes VIP, points and missions. */
export const LOYALTY_KEY = ['loyalty'] as const;

/**
 * After anything that moves points, money or a level (a claim, a redemption, a conversion, the
 * birthday): this feature's queries, and the documented prefixes of the header balance and wallet
 * lists (wallet), the reward center and bonuses (promotions) and member info with its club label
 * (auth). Features do not import each other, so the prefixes are written here.
 */
export const refreshLoyalty = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: LOYALTY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['wallet', 'balance'] }),
    queryClient.invalidateQueries({ queryKey: ['wallet', 'wallets'] }),
    queryClient.invalidateQueries({ queryKey: ['promotions'] }),
    queryClient.invalidateQueries({ queryKey: ['auth', 'member-info'] }),
  ]);
