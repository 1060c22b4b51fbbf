import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Withdrawal,
  WithdrawalDetail,
  WithdrawalPage,
  WithdrawalPayload,
} from '@portal/shared/contracts/withdrawals';
import type { Envelope } from '@portal/shared/envelope';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { api, ApiError, send } from '../../../lib/api-client';
import i18n from '../../../i18n/i18n';
import { withdrawalOptionsQuery } from './get-withdrawal-options';

export const HISTORY_PAGE_SIZE = 5;

export const withdrawalHistoryQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: ['withdrawals', 'history', token, page],
    queryFn: ({ signal }) =>
      api<WithdrawalPage>('/wps/payment/withdrawals', { signal, query: { page, pageSize: HISTORY_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/payment/withdrawals: the member's withdrawals, newest first, paged. */
export const useWithdrawalHistory = (token: string | null, page: number) =>
  useQuery(withdrawalHistoryQuery(token, page));

/** GET /wps/payment/withdrawals/{id}: one withdrawal's detail, with its proof files (asked when opened). */
export const useWithdrawalDetail = (token: string | null, id: number, open: boolean) =>
  useQuery({
    queryKey: ['withdrawals', 'detail', token, id],
    queryFn: ({ signal }) => api<WithdrawalDetail>(`/wps/payment/withdrawals/${id}`, { signal }),
    enabled: open && token !== null,
  });

/**
 * GET /wps/payment/withdrawals/{id}/proofs/{proofId}: a proof image. Not public: fetched with the
 * bearer token and shown from the blob.
 */
export const useWithdrawalProof = (token: string | null, id: number, proofId: number) =>
  useQuery({
    queryKey: ['withdrawals', 'proof', token, id, proofId],
    queryFn: async ({ signal }) => {
      const response = await send(`/wps/payment/withdrawals/${id}/proofs/${proofId}`, { signal }, token);
      if (!response.ok) throw new ApiError('NOT_FOUND', i18n.t('withdraw:detail.proofFailed'), response.status);
      return response.blob();
    },
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });

const refreshAll = (queryClient: ReturnType<typeof useQueryClient>, token: string | null) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['withdrawals', 'history', token] }),
    queryClient.invalidateQueries({ queryKey: ['withdrawals', 'detail', token] }),
    queryClient.invalidateQueries({ queryKey: withdrawalOptionsQuery(token).queryKey }),
    // The header balance (wallet feature) reads the same money.
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  ]);

/**
 * POST /wps/payment/withdrawals with the form's Idempotency-Key: a retry of the same submission
 * (a lost answer) sends the same key and the server answers the first withdrawal again.
 */
export function useRequestWithdrawal(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, key }: { payload: WithdrawalPayload; key: string }) =>
      api<Withdrawal & { replayed: boolean }>('/wps/payment/withdrawals', {
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => refreshAll(queryClient, token),
  });
}

/** POST /wps/payment/withdrawals/{id}/received. */
export function useConfirmReceived(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Withdrawal>(`/wps/payment/withdrawals/${id}/received`, { method: 'POST' }),
    onSettled: () => refreshAll(queryClient, token),
  });
}

/**
 * POST /wps/payment/withdrawals/{id}/not-received as multipart (the JSON client cannot carry
 * files): the same headers and envelope as every other call.
 */
async function sendNotReceived(id: number, files: File[]): Promise<Withdrawal> {
  const form = new FormData();
  for (const file of files) form.append('proof', file, file.name);
  const headers: Record<string, string> = { Language: i18n.language, Accept: 'application/json' };
  const stored = sessionStorage.getItem(STORAGE_KEYS.token);
  if (stored) headers.Authorization = `Bearer ${stored}`;
  let envelope: Envelope<Withdrawal>;
  let status = 0;
  try {
    const response = await fetch(`/wps/payment/withdrawals/${id}/not-received`, {
      method: 'POST',
      headers,
      body: form,
    });
    status = response.status;
    envelope = (await response.json()) as Envelope<Withdrawal>;
  } catch {
    throw new ApiError('NETWORK_ERROR', i18n.t('common:errors.network'), status);
  }
  if (!envelope.success) {
    throw new ApiError(envelope.code ?? 'INTERNAL_ERROR', envelope.message ?? '', status, envelope.value);
  }
  return envelope.value as Withdrawal;
}

export function useConfirmNotReceived(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files }: { id: number; files: File[] }) => sendNotReceived(id, files),
    onSettled: () => refreshAll(queryClient, token),
  });
}
