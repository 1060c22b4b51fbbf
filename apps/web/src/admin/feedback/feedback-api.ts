import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackAdminView, FeedbackStatus, FeedbackType } from '@portal/shared/contracts/feedback';
import { adminApi } from '../lib/admin-api';

/** Support's feedback queue: the list by status, type and member, and the reply. */

const BASE = '/admin/api/feedback';
const KEY = ['admin', 'feedback'] as const;
export const FEEDBACK_QUEUE_PAGE_SIZE = 20;

export interface FeedbackFilters {
  page: number;
  status?: FeedbackStatus;
  type?: FeedbackType;
  username?: string;
}

export interface FeedbackQueuePage {
  list: FeedbackAdminView[];
  page: number;
  totalPages: number;
  total: number;
}

export function useFeedbackQueue(filters: FeedbackFilters) {
  const query = Object.fromEntries(
    Object.entries({ ...filters, pageSize: FEEDBACK_QUEUE_PAGE_SIZE }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  return useQuery({
    queryKey: [...KEY, 'queue', filters],
    queryFn: ({ signal }) => adminApi<FeedbackQueuePage>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReplyFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply, close }: { id: number; reply: string; close: boolean }) =>
      adminApi<Pick<FeedbackAdminView, 'id' | 'status' | 'reply' | 'repliedAt' | 'repliedBy'>>(`${BASE}/${id}/reply`, {
        method: 'POST',
        body: { reply, close },
      }),
    // The answered card stays where it is with its reply (even under "open"), until the list is asked again.
    onSuccess: (answered) =>
      client.setQueriesData<FeedbackQueuePage>({ queryKey: [...KEY, 'queue'] }, (page) =>
        page
          ? { ...page, list: page.list.map((item) => (item.id === answered.id ? { ...item, ...answered } : item)) }
          : page,
      ),
  });
}
