import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecallValue,
  TransferPayload,
  TransferValue,
  TransferWallets,
  UplineTransferPayload,
  UplineTransferValue,
} from '@portal/shared/contracts/transfers';
import { api, ApiError } from '../../../lib/api-client';
import { refreshBalances } from './get-balance';

export const walletsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'wallets', token],
    queryFn: ({ signal }) => api<TransferWallets>('/wps/wallet/wallets', { signal }),
    enabled: token !== null,
  });

/** GET /wps/wallet/wallets: main and every transfer vendor's wallet with its balance. */
export const useWallets = (token: string | null) => useQuery(walletsQuery(token));

/** A fresh Idempotency-Key: one per submission, reused only when the same submission is retried. */
export const newIdempotencyKey = () => crypto.randomUUID();

/**
 * Whether a failed submission may still have moved money, so a retry must send the same key: the
 * answer was lost, or the game vendor has not confirmed yet (the server settles it on its own).
 */
export const keepsIdempotencyKey = (error: unknown) =>
  !(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || error.code === 'VENDOR_TRANSFER_PENDING';

/** POST /wps/relay/GCS_walletTransfer. */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, key }: { payload: TransferPayload; key: string }) =>
      api<TransferValue>('/wps/relay/GCS_walletTransfer', {
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => refreshBalances(queryClient),
  });
}

/** POST /wps/wallet/recall-all. */
export function useRecallAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api<RecallValue>('/wps/wallet/recall-all', { method: 'POST', headers: { 'Idempotency-Key': key } }),
    onSettled: () => refreshBalances(queryClient),
  });
}

/** POST /wps/wallet/transfer-upline. */
export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, key }: { payload: UplineTransferPayload; key: string }) =>
      api<UplineTransferValue>('/wps/wallet/transfer-upline', {
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => refreshBalances(queryClient),
  });
}
