import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAudience, MessageSend, SentMessage } from '@portal/shared/contracts/messages';
import { adminApi } from '../lib/admin-api';

/** The messages console's calls: how many an audience reaches, sending a notice, the notices sent. */

const BASE = '/admin/api/messages';
const KEY = ['admin', 'messages'] as const;
export const SENT_PAGE_SIZE = 20;

export interface SentPage {
  list: SentMessage[];
  page: number;
  totalPages: number;
}

/** The members `audience` reaches now; null (an audience still being picked) asks nothing. */
export function useAudienceCount(audience: MessageAudience | null) {
  return useQuery({
    queryKey: [...KEY, 'audience', audience],
    queryFn: ({ signal }) =>
      adminApi<{ recipients: number }>(`${BASE}/audience`, { method: 'POST', body: { audience }, signal }),
    enabled: audience !== null,
    retry: false,
    // A count a few seconds old is still the count the operator is looking at.
    staleTime: 5_000,
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageSend) => adminApi<{ id: number; recipients: number }>(BASE, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'sent'] }),
  });
}

export function useSentMessages(page: number) {
  return useQuery({
    queryKey: [...KEY, 'sent', page],
    queryFn: ({ signal }) => adminApi<SentPage>(BASE, { query: { page, pageSize: SENT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
