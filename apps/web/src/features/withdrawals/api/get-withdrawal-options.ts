import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalOptions } from '@portal/shared/contracts/withdrawals';
import { api } from '../../../lib/api-client';

/** Keyed by token so a later sign-in in the same tab never shows the previous member's balance. */
export const withdrawalOptionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['withdrawals', 'options', token],
    queryFn: ({ signal }) => api<WithdrawalOptions>('/wps/payment/withdrawals/options', { signal }),
    enabled: token !== null,
  });

/** GET /wps/payment/withdrawals/options: balance, limits, today's remaining total, turnover owed. */
export const useWithdrawalOptions = (token: string | null) => useQuery(withdrawalOptionsQuery(token));
