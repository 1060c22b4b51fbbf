import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralOverview } from '@portal/shared/contracts/promotions';
import { api } from '../../../lib/api-client';
import { PROMOTIONS_KEY, refreshAfterClaim } from './promotions';

export const referralQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'referral', token, page],
    queryFn: ({ signal }) => api<ReferralOverview>('/wps/referral', { signal, query: { page } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** GET /wps/referral?page=: the member's code and link, the rules, totals and a page of friends. */
export const useReferral = (token: string | null, page: number) => useQuery(referralQuery(token, page));

/** POST /wps/referral/rewards/:inviteeId/:ruleId/claim with the attempt's Idempotency-Key. */
export function useClaimReferralReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteeId, ruleId, key }: { inviteeId: number; ruleId: string; key: string }) =>
      api<unknown>(`/wps/referral/rewards/${inviteeId}/${encodeURIComponent(ruleId)}/claim`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => refreshAfterClaim(queryClient),
  });
}
