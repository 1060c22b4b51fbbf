import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPromotion,
  AdminPromotionPage,
  PromotionApplication,
  PromotionApplicationPage,
  PromotionCostRow,
  PromotionInput,
} from '@portal/shared/contracts/promotions';
import { adminApi, adminDownload } from '../lib/admin-api';

/** The promotions console's calls: the offers, the members' applications, the cost per promotion. */

const BASE = '/admin/api/promotions';
const clean = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export interface PromotionFilters {
  page: number;
  kind?: string;
  category?: string;
  enabled?: 'true' | 'false';
}

export function usePromotionList(filters: PromotionFilters) {
  return useQuery({
    queryKey: ['admin', 'promotions', 'list', filters],
    queryFn: ({ signal }) => adminApi<AdminPromotionPage>(BASE, { query: clean({ ...filters }), signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePromotion(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'promotions', 'one', id],
    queryFn: ({ signal }) => adminApi<AdminPromotion>(`${BASE}/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** Saving replaces the whole record; the image goes up on its own call once the promotion exists. */
export function usePromotionMutations() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: ['admin', 'promotions'] });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: PromotionInput }) =>
        adminApi<AdminPromotion>(id === null ? BASE : `${BASE}/${id}`, { method: id === null ? 'POST' : 'PUT', body }),
      onSettled: settled,
    }),
    uploadImage: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => {
        const form = new FormData();
        form.append('image', file);
        return adminApi<AdminPromotion>(`${BASE}/${id}/image`, { method: 'POST', body: form });
      },
      onSettled: settled,
    }),
  };
}

export interface ApplicationFilters {
  page: number;
  status: PromotionApplication['status'];
  promotionId?: number;
}

export function useApplications(filters: ApplicationFilters) {
  return useQuery({
    queryKey: ['admin', 'promotions', 'applications', filters],
    queryFn: ({ signal }) =>
      adminApi<PromotionApplicationPage>(`${BASE}/applications`, { query: clean({ ...filters }), signal }),
    placeholderData: keepPreviousData,
  });
}

export const applicationImagePath = (id: number, n: number) => `${BASE}/applications/${id}/images/${n}`;

export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { decision: 'approve' | 'reject'; amount?: number; note: string };
    }) => adminApi<PromotionApplication>(`${BASE}/applications/${id}/review`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'promotions'] }),
  });
}

export interface CostReport {
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  rows: PromotionCostRow[];
}

export function useCostReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'promotions', 'cost', range],
    queryFn: ({ signal }) => adminApi<CostReport>(`${BASE}/cost`, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportCost = (range: { from: string; to: string }) =>
  adminDownload(`${BASE}/cost`, { ...range, format: 'csv' }, `promotion-cost-${range.from}-${range.to}.csv`);
