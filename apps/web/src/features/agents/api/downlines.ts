import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Downline,
  downlinePageSchema,
  downlineTransferResultSchema,
  registerDownlineSchema,
} from '@portal/shared/contracts/agents';
import { api } from '../../../lib/api-client';
import { AGENTS_KEY, refreshAgents } from './agent-keys';

export type DownlinePage = z.infer<typeof downlinePageSchema>;
export type RegisterDownline = z.input<typeof registerDownlineSchema>;
export type DownlineTransferResult = z.infer<typeof downlineTransferResultSchema>;

export interface DownlineFilter {
  q?: string;
  directOnly?: boolean;
  page?: number;
  pageSize?: number;
}

export const downlinesQuery = (
  token: string | null,
  { q, directOnly = false, page = 1, pageSize = 20 }: DownlineFilter,
) =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'downlines', token, q ?? '', directOnly, page, pageSize],
    queryFn: ({ signal }) =>
      api<DownlinePage>('/wps/agent/downlines', {
        signal,
        query: { q: q || undefined, directOnly: String(directOnly), page, pageSize },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/downlines?q&directOnly&page&pageSize: the team (any depth) or only the direct downlines. */
export const useDownlines = (token: string | null, filter: DownlineFilter, enabled = true) =>
  useQuery({ ...downlinesQuery(token, filter), enabled: token !== null && enabled });

/** POST /wps/agent/downlines: a player or an agent account under the agent. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegisterDownline) => api<Downline>('/wps/agent/downlines', { method: 'POST', body: payload }),
    onSuccess: () => refreshAgents(queryClient),
  });
}

/** POST /wps/agent/downlines/:id/transfer with the submission's Idempotency-Key, through the ledger. */
export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      amount,
      paymentPassword,
      key,
    }: {
      id: number;
      amount: number;
      paymentPassword: string;
      key: string;
    }) =>
      api<DownlineTransferResult>(`/wps/agent/downlines/${id}/transfer`, {
        method: 'POST',
        body: { amount, paymentPassword },
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => refreshAgents(queryClient),
  });
}
