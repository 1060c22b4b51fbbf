import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatHistory, ChatInfo } from '@portal/shared/contracts/chat';
import { api } from '../../../lib/api-client';

/** The menu badge asks again this often while the window is closed (the open window is live). */
export const CHAT_INFO_POLL_MS = 30_000;

export const chatInfoQuery = (token: string | null, language: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['chat', 'info', token, language],
    queryFn: ({ signal }) => api<ChatInfo>('/wps/chat', { signal }),
    enabled: token !== null && enabled,
    refetchInterval: CHAT_INFO_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 10_000,
    retry: false,
  });

/** GET /wps/chat: the socket's path, the unread count, the header colour, the rooms. */
export const useChatInfo = (token: string | null, language: string, enabled: boolean) =>
  useQuery(chatInfoQuery(token, language, enabled));

/** GET /wps/chat/rooms/:id/messages: the page older than `before` (the oldest message held). */
export const fetchChatHistory = (roomId: number, before?: number) =>
  api<ChatHistory>(`/wps/chat/rooms/${roomId}/messages`, { query: { before, limit: 30 } });

/** POST /wps/chat/images: one PNG or JPG, answered with the name a `send` frame carries. */
export function uploadChatImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api<{ imageName: string }>('/wps/chat/images', { method: 'POST', body: form });
}
