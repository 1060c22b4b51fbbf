import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type {
  AdminAnnouncement,
  AdminBanner,
  AdminCustomerService,
  AdminDomain,
  AdminHelpArticle,
  AdminResource,
  ContentKind,
  ContentLanguages,
  ContentPage,
} from '@portal/shared/contracts/content-admin';
import { adminApi, adminDownload } from '../lib/admin-api';

/** The content console's calls: one list, create, change, delete and move per kind, and the brand's languages. */

export interface ContentItems {
  banners: AdminBanner;
  announcements: AdminAnnouncement;
  'help-articles': AdminHelpArticle;
  'customer-service': AdminCustomerService;
  resources: AdminResource;
  domains: AdminDomain;
}
export type ContentItem = ContentItems[ContentKind];

/** The list's filters: the kind's own one (group, type, category...), enabled, a search. */
export interface ContentFilters {
  page: number;
  q?: string;
  enabled?: 'true' | 'false';
  [kindFilter: string]: string | number | undefined;
}

const path = (kind: ContentKind) => `/admin/api/content/${kind}`;
const clean = (filters: ContentFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export function useContentList<K extends ContentKind>(kind: K, filters: ContentFilters) {
  return useQuery({
    queryKey: ['admin', 'content', kind, filters],
    queryFn: () => adminApi<ContentPage<ContentItems[K]>>(path(kind), { query: clean(filters) }),
    placeholderData: keepPreviousData,
  });
}

export const exportContent = (kind: ContentKind, filters: ContentFilters) =>
  adminDownload(path(kind), { ...clean(filters), page: undefined, format: 'csv' }, `${kind}.csv`);

export function useContentMeta() {
  return useQuery({
    queryKey: ['admin', 'content', 'meta'],
    queryFn: () => adminApi<ContentLanguages>('/admin/api/content/meta'),
    staleTime: 60_000,
  });
}

/** Every change refreshes the kind's lists (positions and flags of the neighbours move too). */
export function useContentMutations<K extends ContentKind>(kind: K) {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: ['admin', 'content', kind] });
  const options = { onSettled: settled };
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: FieldValues }) =>
        adminApi<ContentItems[K]>(id === null ? path(kind) : `${path(kind)}/${id}`, {
          method: id === null ? 'POST' : 'PATCH',
          body,
        }),
      ...options,
    }),
    toggle: useMutation({
      mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
        adminApi<ContentItems[K]>(`${path(kind)}/${id}`, { method: 'PATCH', body: { enabled } }),
      ...options,
    }),
    move: useMutation({
      mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
        adminApi<ContentItems[K]>(`${path(kind)}/${id}/move`, { method: 'POST', body: { direction } }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: number) => adminApi<ContentItems[K]>(`${path(kind)}/${id}`, { method: 'DELETE' }),
      ...options,
    }),
  };
}
