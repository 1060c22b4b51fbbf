import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@portal/shared/contracts/system';
import type { BannerGroup } from '@portal/shared/constants';
import { api } from '../../../lib/api-client';

export const getBanners = (group: BannerGroup, language: string, signal?: AbortSignal) =>
  api<Banner[]>('/wps/system/banners', { query: { group }, language, signal });

export const bannersQuery = (group: BannerGroup, language: string) =>
  queryOptions({
    queryKey: ['system', 'banners', group, language],
    queryFn: ({ signal }) => getBanners(group, language, signal),
    staleTime: 5 * 60_000,
  });

export const useBanners = (group: BannerGroup, language: string) => useQuery(bannersQuery(group, language));
