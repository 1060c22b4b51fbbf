import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatAdminHistory,
  ChatLobbyRoom,
  ChatQueueItem,
  ChatRestriction,
  ChatWordFilters,
} from '@portal/shared/contracts/chat';
import { adminApi } from '../lib/admin-api';

/** The support desk's chat calls. The queue and an open conversation refresh every few seconds. */
const BASE = '/admin/api/chat';
const KEY = ['admin', 'chat'] as const;
export const QUEUE_POLL_MS = 5000;
export const ROOM_POLL_MS = 3000;

export const useChatQueue = () =>
  useQuery({
    queryKey: [...KEY, 'queue'],
    queryFn: ({ signal }) => adminApi<ChatQueueItem[]>(`${BASE}/queue`, { signal }),
    refetchInterval: QUEUE_POLL_MS,
  });

export const useChatLobbies = () =>
  useQuery({
    queryKey: [...KEY, 'lobbies'],
    queryFn: ({ signal }) => adminApi<ChatLobbyRoom[]>(`${BASE}/lobbies`, { signal }),
    refetchInterval: QUEUE_POLL_MS,
  });

export const useChatRoom = (roomId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'room', roomId],
    queryFn: ({ signal }) =>
      adminApi<ChatAdminHistory>(`${BASE}/rooms/${roomId}/messages`, { signal, query: { limit: 50 } }),
    enabled: roomId !== null,
    refetchInterval: ROOM_POLL_MS,
  });

export const useChatRestrictions = () =>
  useQuery({
    queryKey: [...KEY, 'restrictions'],
    queryFn: ({ signal }) => adminApi<ChatRestriction[]>(`${BASE}/restrictions`, { signal }),
  });

export const useWordFilters = () =>
  useQuery({
    queryKey: [...KEY, 'words'],
    queryFn: ({ signal }) => adminApi<ChatWordFilters>(`${BASE}/word-filters`, { signal }),
  });

/** Every chat action refreshes every chat list: they are small, and each shows the others' effect. */
function useChatAction<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useReply = () =>
  useChatAction(({ roomId, text }: { roomId: number; text: string }) =>
    adminApi(`${BASE}/rooms/${roomId}/messages`, { method: 'POST', body: { text } }),
  );

export const useMarkHandled = () =>
  useChatAction((roomId: number) => adminApi(`${BASE}/rooms/${roomId}/handled`, { method: 'POST', body: {} }));

export const useDeleteMessage = () =>
  useChatAction((messageId: number) => adminApi(`${BASE}/messages/${messageId}`, { method: 'DELETE' }));

export const useRestrict = () =>
  useChatAction(
    ({
      memberId,
      action,
      minutes,
    }: {
      memberId: number;
      action: 'mute' | 'unmute' | 'ban' | 'unban';
      minutes?: number;
    }) => {
      const path = `${BASE}/members/${memberId}/${action === 'mute' || action === 'unmute' ? 'mute' : 'ban'}`;
      if (action === 'mute') return adminApi(path, { method: 'PUT', body: { minutes } });
      if (action === 'ban') return adminApi(path, { method: 'PUT', body: {} });
      return adminApi(path, { method: 'DELETE' });
    },
  );

export const useSaveWords = () =>
  useChatAction((words: string[]) => adminApi(`${BASE}/word-filters`, { method: 'PUT', body: { words } }));
