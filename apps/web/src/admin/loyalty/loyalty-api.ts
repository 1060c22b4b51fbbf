import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GoodsAdmin,
  GoodsInput,
  MissionInput,
  RedemptionAdmin,
  RedemptionStatus,
  VipLadder,
  VipLevelInput,
} from '@portal/shared/contracts/loyalty';
import type { BrandSettings } from '@portal/shared/settings';
import { adminApi } from '../lib/admin-api';
import type { MissionAdmin } from './mission-draft';

/** The loyalty console's calls: the VIP ladder, missions, the points mall and its redemptions. */

const BASE = '/admin/api/loyalty';
const KEY = ['admin', 'loyalty'] as const;
/** The settings page and useMoney read the brand settings under this key: one request, one cache. */
const SETTINGS_KEY = ['admin', 'settings'];
export const REDEMPTIONS_PAGE_SIZE = 20;

export function useLevels() {
  return useQuery({
    queryKey: [...KEY, 'levels'],
    queryFn: ({ signal }) => adminApi<{ levels: VipLevelInput[] }>(`${BASE}/levels`, { signal }),
  });
}

/** The ladder is saved whole: it has no id (the console's editors save by `{ id, body }`). */
export function useSaveLevels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { id: number | null; body: VipLadder }) =>
      adminApi<{ levels: VipLevelInput[] }>(`${BASE}/levels`, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData([...KEY, 'levels'], saved),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'levels'] }),
  });
}

export function useMissions() {
  return useQuery({
    queryKey: [...KEY, 'missions'],
    queryFn: ({ signal }) => adminApi<{ list: MissionAdmin[] }>(`${BASE}/missions`, { signal }),
  });
}

export function useSaveMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: MissionInput }) =>
      adminApi<MissionAdmin>(id === null ? `${BASE}/missions` : `${BASE}/missions/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'missions'] }),
  });
}

export function useGoods(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'goods'],
    queryFn: ({ signal }) => adminApi<{ list: GoodsAdmin[] }>(`${BASE}/goods`, { signal }),
    enabled,
  });
}

export function useSaveGoods() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GoodsInput }) =>
      adminApi<GoodsAdmin>(id === null ? `${BASE}/goods` : `${BASE}/goods/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'goods'] }),
  });
}

export interface RedemptionPage {
  list: RedemptionAdmin[];
  page: number;
  totalPages: number;
  total: number;
}

export function useRedemptions(filters: { status: RedemptionStatus; page: number }) {
  return useQuery({
    queryKey: [...KEY, 'redemptions', filters],
    queryFn: ({ signal }) =>
      adminApi<RedemptionPage>(`${BASE}/redemptions`, {
        query: { ...filters, pageSize: REDEMPTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A rejection gives the points back and frees the stock: the goods' counts change too. */
export function useDecideRedemption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, remark }: { id: number; decision: 'approve' | 'reject'; remark: string }) =>
      adminApi<RedemptionAdmin>(`${BASE}/redemptions/${id}/decision`, { method: 'POST', body: { decision, remark } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...KEY, 'redemptions'] }),
        client.invalidateQueries({ queryKey: [...KEY, 'goods'] }),
      ]),
  });
}

export function useBrandSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => adminApi<BrandSettings>('/admin/api/settings', { signal }),
  });
}

/** The loyalty settings and switches through the brand's settings call (merged into what is stored). */
export function useSaveLoyaltySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { loyalty?: BrandSettings['loyalty']; flags?: Partial<BrandSettings['flags']> }) =>
      adminApi<BrandSettings>('/admin/api/settings', { method: 'PATCH', body }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
    onSettled: () => client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
