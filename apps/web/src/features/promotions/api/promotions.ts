import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BonusView, PromotionDetail, PromotionKind, PromotionList } from '@portal/shared/contracts/promotions';
import { api } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** Every query of this feature starts here, so one invalidation refreshes lists, detail, bonuses and rewards. */
export const PROMOTIONS_KEY = QUERY_ROOTS.promotions;

/** Keyed by token: a member sees their own states, a visitor the public ones. */
export const promotionListQuery = (token: string | null, category: string | undefined) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'list', token, category ?? ''],
    queryFn: ({ signal }) => api<PromotionList>('/wps/promotions', { signal, query: { category } }),
  });

/** GET /wps/promotions?category=: works without a token (states then: coming, close or join). */
export const usePromotions = (token: string | null, category?: string) => useQuery(promotionListQuery(token, category));

export const promotionQuery = (token: string | null, id: number) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'detail', token, id],
    queryFn: ({ signal }) => api<PromotionDetail>(`/wps/promotions/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });

/** GET /wps/promotions/:id (token optional: the history is the member's own). */
export const usePromotion = (token: string | null, id: number) => useQuery(promotionQuery(token, id));

/** After anything that changes a member's promotions or money: this feature's queries and the header balance. */
export const refreshAfterClaim = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.balance }),
  ]);

/** POST /wps/promotions/:id/join. */
export function useJoinPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<PromotionDetail>(`/wps/promotions/${id}/join`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}

/**
 * POST /wps/promotions/:id/claim (a raffle's prize: /raffle/claim, the spec's raffle claim) with the
 * attempt's Idempotency-Key: a retry takes the reward once.
 */
export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key, kind }: { id: number; key: string; kind?: PromotionKind }) =>
      api<{ promotion: PromotionDetail; bonus: BonusView }>(
        `/wps/promotions/${id}/${kind === 'raffle' ? 'raffle/claim' : 'claim'}`,
        {
          method: 'POST',
          headers: { 'Idempotency-Key': key },
        },
      ),
    onSettled: () => refreshAfterClaim(queryClient),
  });
}

/**
 * POST /wps/promotions/:id/apply as multipart/form-data: the remark and up to three images under
 * `images` (the client sends FormData as it is, without a JSON content type).
 */
export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remark, images }: { id: number; remark: string; images: File[] }) => {
      const form = new FormData();
      form.append('remark', remark.trim());
      for (const image of images) form.append('images', image, image.name);
      return api<PromotionDetail>(`/wps/promotions/${id}/apply`, { method: 'POST', body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
