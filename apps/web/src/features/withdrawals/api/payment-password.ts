import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetPaymentPasswordPayload } from '@portal/shared/contracts/withdrawals';
import { encryptedCall } from '../../../lib/encrypt';
import { withdrawalOptionsQuery } from './get-withdrawal-options';

/** PUT /wps/member/payment-password (encrypted): the first payment password, proven by the login password. */
export function useSetPaymentPassword(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SetPaymentPasswordPayload) =>
      encryptedCall<null>(queryClient, '/wps/member/payment-password', 'PUT', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalOptionsQuery(token).queryKey }),
  });
}
