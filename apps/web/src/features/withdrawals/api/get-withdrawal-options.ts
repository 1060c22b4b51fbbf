import { useQuery } from '@tanstack/react-query';
import type { WithdrawalOptions } from '@portal/shared/contracts/withdrawals';
import { memberQuery } from '../../../lib/member-query';

/** Keyed by token so a later sign-in in the same tab never shows the previous member's balance. */
export const withdrawalOptionsQuery = (token: string | null) =>
  memberQuery<WithdrawalOptions>(['withdrawals', 'options'], token, '/wps/payment/withdrawals/options');

/** GET /wps/payment/withdrawals/options: balance, limits, today's remaining total, turnover owed. */
export const useWithdrawalOptions = (token: string | null) => useQuery(withdrawalOptionsQuery(token));
