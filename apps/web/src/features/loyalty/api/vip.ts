import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VipOverview } from '@portal/shared/contracts/loyalty';
import { api } from '../../../lib/api-client';
import { LOYALTY_KEY, refreshLoyalty } from './loyalty-keys';

export const vipQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'vip', token],
    queryFn: ({ signal }) => api<VipOverview>('/wps/loyalty/vip', { signal }),
    enabled: token !== null && enabled,
  });

/** GET /wps/loyalty/vip: the member's level, what counts so far, the next level and the ladder. */
export const useVip = (token: string | null, enabled = true) => useQuery(vipQuery(token, enabled));

/** PUT /wps/loyalty/birthday: once (BIRTHDAY_ALREADY_SET after); a birthday bonus may follow. */
export function useSetBirthday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (birthday: string) =>
      api<{ birthday: string }>('/wps/loyalty/birthday', { method: 'PUT', body: { birthday } }),
    onSettled: () => refreshLoyalty(queryClient),
  });
}
