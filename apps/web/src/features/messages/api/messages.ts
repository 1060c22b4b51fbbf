import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagePage } from '@portal/shared/contracts/messages';
import { MESSAGE_PAGE_SIZE } from '@portal/shared/constants';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** Every query of this feature starts here: a read or a delete refreshes the inbox and the badges at once. */
export const MESSAGES_KEY = QUERY_ROOTS.messages;

/** The header badge asks again this often (and when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;

export const messagePageQuery = (token: string | null, page: number, unreadOnly: boolean, language: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'page', token, page, unreadOnly, language],
    queryFn: ({ signal }) =>
      api<MessagePage>('/wps/messages', {
        signal,
        query: { page, pageSize: MESSAGE_PAGE_SIZE, unreadOnly: String(unreadOnly) },
      }),
    enabled: token !== null,
  });

/**
 * GET /wps/messages: the member's inbox, newest first, with the unread count. The page's count is
 * the newest, so the header badge takes it at once rather than at its next poll: they never differ.
 */
export function useMessagePage(token: string | null, page: number, unreadOnly: boolean, language: string) {
  const queryClient = useQueryClient();
  const inbox = useQuery(messagePageQuery(token, page, unreadOnly, language));
  const unread = inbox.data?.unread;
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(unreadCountQuery(token).queryKey, { count: unread });
  }, [queryClient, token, unread]);
  return inbox;
}

export const unreadCountQuery = (token: string | null) =>
  queryOptions({
    ...memberQuery<{ count: number }>([...MESSAGES_KEY, 'unread-count'], token, '/wps/messages/unread-count'),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

/** GET /wps/messages/unread-count for the badges: 0 signed out, while it loads or after a failure. */
export function useUnreadMessageCount(token: string | null): number {
  const { data } = useQuery(unreadCountQuery(token));
  return token !== null ? (data?.count ?? 0) : 0;
}

function useMessageMutation<T>(call: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** POST /wps/messages/:id/read. */
export const useMarkMessageRead = () =>
  useMessageMutation((id: number) => api<{ done: true }>(`/wps/messages/${id}/read`, { method: 'POST' }));

/** POST /wps/messages/read-all. */
export const useMarkAllMessagesRead = () =>
  useMessageMutation(() => api<{ read: number }>('/wps/messages/read-all', { method: 'POST' }));

/** DELETE /wps/messages/:id. */
export const useDeleteMessage = () =>
  useMessageMutation((id: number) => api<{ done: true }>(`/wps/messages/${id}`, { method: 'DELETE' }));
