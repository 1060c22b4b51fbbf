import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VipOverview } from '@portal/shared/contracts/loyalty';
import { api } from '../../../lib/api-client';
import { LOYALTY_KEY, refreshLoyalty } from './loyalty-keys';
import { QUERY_ROOTS } from '../../../lib/query-keys';

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

/** The auth feature's documented member-info prefix (features do not import each other). */
const MEMBER_INFO_KEY = QUERY_ROOTS.memberInfo;

/**
 * The header's club label comes with member info, kept for minutes: when the VIP page finds
 * another level than the one member info holds (the member moved up since), member info loads again.
 */
export function useClubLabelSync(rankLevel: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (rankLevel === undefined) return;
    const cached = queryClient.getQueriesData<{ clubLabel?: { rankLevel: number } }>({ queryKey: MEMBER_INFO_KEY });
    const stale = cached.some(([, info]) => info?.clubLabel !== undefined && info.clubLabel.rankLevel !== rankLevel);
    if (stale) void queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY });
  }, [rankLevel, queryClient]);
}
