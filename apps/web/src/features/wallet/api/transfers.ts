import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecallValue,
  TransferPayload,
  TransferValue,
  TransferWallets,
  UplineTransferPayload,
  UplineTransferValue,
} from '@portal/shared/contracts/transfers';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';
import { refreshBalances } from '../../../lib/query-keys';

export const walletsQuery = (token: string | null) =>
  memberQuery<TransferWallets>(['wallet', 'wallets'], token, '/wps/wallet/wallets');

/** GET /wps/wallet/wallets: main and every transfer vendor's wallet with its balance. */
export const useWallets = (token: string | null) => useQuery(walletsQuery(token));

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
