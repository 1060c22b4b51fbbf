import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deposit } from '@portal/shared/contracts/deposits';
import { api } from '../../../lib/api-client';

/** POST /wps/payment/deposits/{orderId}/proof: the bank's receipt of a pending transfer (a new one replaces it). */
export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, file }: { orderId: string; file: File }) => {
      const form = new FormData();
      form.append('proof', file, file.name);
      return api<Deposit>(`/wps/payment/deposits/${encodeURIComponent(orderId)}/proof`, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['deposits', 'history'] }),
  });
}
