import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankAccount, BankAccountsValue, BindBankAccountPayload } from '@portal/shared/contracts/withdrawals';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';

export const bankAccountsQuery = (token: string | null) =>
  memberQuery<BankAccountsValue>(['withdrawals', 'bank-accounts'], token, '/wps/payment/bank-accounts');

/** GET /wps/payment/bank-accounts: the member's payee accounts, the brand's banks, the payee name. */
export const useBankAccounts = (token: string | null) => useQuery(bankAccountsQuery(token));

/** POST /wps/payment/bank-accounts: binds one (at most 3). */
export function useBindBankAccount(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BindBankAccountPayload) =>
      api<BankAccount>('/wps/payment/bank-accounts', { method: 'POST', body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery(token).queryKey }),
  });
}

/** DELETE /wps/payment/bank-accounts/{id}. */
export function useRemoveBankAccount(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(`/wps/payment/bank-accounts/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery(token).queryKey }),
  });
}
