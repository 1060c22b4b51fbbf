import { useQuery } from '@tanstack/react-query';
import type { GameAnnouncement } from '@portal/shared/contracts/games';
import { api } from '../../../lib/api-client';

/** GET /lgw/games/announcements: the lobby's current announcements. */
export const useGameAnnouncements = (category: string) =>
  useQuery({
    queryKey: ['games', 'announcements', category],
    queryFn: ({ signal }) => api<GameAnnouncement[]>('/lgw/games/announcements', { signal, query: { category } }),
    staleTime: 60_000,
  });
