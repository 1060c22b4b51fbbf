import { useQuery } from '@tanstack/react-query';
import type { BalanceValue } from '@portal/shared/contracts/wallet';
import { memberQuery } from '../../../lib/member-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** The prefix of every balance query: whatever moves money invalidates it (lib/query-keys). */
const BALANCE_QUERY_KEY = QUERY_ROOTS.balance;

/** Keyed by token so a later sign-in in the same tab never shows the previous member's balance. */
export const balanceQuery = (token: string | null) =>
  memberQuery<BalanceValue>(BALANCE_QUERY_KEY, token, '/wps/v2/wallets/balance');

/** GET /wps/v2/wallets/balance: sumBalance and each wallet. */
export const useBalance = (token: string | null) => useQuery(balanceQuery(token));
