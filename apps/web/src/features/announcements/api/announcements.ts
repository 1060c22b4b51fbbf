import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementPage } from '@portal/shared/contracts/announcements';
import { ANNOUNCEMENT_PAGE_SIZE } from '@portal/shared/constants';
import type { AnnouncementType } from '@portal/shared/contracts/content-admin';
import { api } from '../../../lib/api-client';

/** Every query of this feature starts here: one invalidation refreshes lists and popups after a read. */
export const ANNOUNCEMENTS_KEY = ['announcements'] as const;

/**
 * GET /wps/announcements?type=&page=: the live entries of a type in the reader's language. Keyed
 * by token: a member gets read marks, a visitor none.
 */
export const announcementPageQuery = (
  token: string | null,
  type: AnnouncementType,
  page = 1,
  pageSize = ANNOUNCEMENT_PAGE_SIZE,
  language = '',
) =>
  queryOptions({
    queryKey: [...ANNOUNCEMENTS_KEY, 'list', token, type, page, pageSize, language],
    queryFn: ({ signal }) => api<AnnouncementPage>('/wps/announcements', { signal, query: { type, page, pageSize } }),
    staleTime: 60_000,
  });

export const useAnnouncementPage = (
  token: string | null,
  type: AnnouncementType,
  page = 1,
  options: { pageSize?: number; language?: string; enabled?: boolean } = {},
) =>
  useQuery({
    ...announcementPageQuery(token, type, page, options.pageSize, options.language),
    enabled: options.enabled ?? true,
  });

/** GET /wps/announcements/popup: the member's popups not closed yet, oldest first. */
export const popupQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: [...ANNOUNCEMENTS_KEY, 'popup', token, language],
    queryFn: ({ signal }) => api<Announcement[]>('/wps/announcements/popup', { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const usePopupAnnouncements = (token: string | null, language: string) => useQuery(popupQuery(token, language));

/** POST /wps/announcements/:id/read: the list's dot goes, a popup stops showing. */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ read: true }>(`/wps/announcements/${id}/read`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ANNOUNCEMENTS_KEY, 'list'] }),
  });
}

/** POST /wps/announcements/read-all?type=. */
export function useMarkAllAnnouncementsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: AnnouncementType) =>
      api<{ read: number }>('/wps/announcements/read-all', { method: 'POST', query: { type } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ANNOUNCEMENTS_KEY, 'list'] }),
  });
}
