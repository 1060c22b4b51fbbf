import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDepositPayload, CreateDepositValue } from '@portal/shared/contracts/deposits';
import { api } from '../../../lib/api-client';

/**
 * POST /wps/payment/deposits with the attempt's Idempotency-Key: a retry of the same attempt (a
 * lost answer, a double click) gets the same order back instead of a second one.
 */
export const createDeposit = (payload: CreateDepositPayload, idempotencyKey: string) =>
  api<CreateDepositValue>('/wps/payment/deposits', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, key }: { payload: CreateDepositPayload; key: string }) => createDeposit(payload, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['deposits', 'history'] }),
  });
}
