import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Leaderboard,
  missionClaimResultSchema,
  missionListSchema,
  missionSummarySchema,
} from '@portal/shared/contracts/loyalty';
import { api } from '../../../lib/api-client';
import { LOYALTY_KEY, refreshLoyalty } from './loyalty-keys';

export type MissionList = z.infer<typeof missionListSchema>;
export type MissionSummary = z.infer<typeof missionSummarySchema>;
export type MissionClaimResult = z.infer<typeof missionClaimResultSchema>;

/** The menu badge asks again this often (and when the window regains focus): modest, not live. */
export const MISSION_SUMMARY_POLL_MS = 60_000;

export const missionsQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'missions', token],
    queryFn: ({ signal }) => api<MissionList>('/wps/missions', { signal }),
    enabled: token !== null && enabled,
  });

/** GET /wps/missions: this period's daily and weekly missions with the member's progress. */
export const useMissions = (token: string | null, enabled = true) => useQuery(missionsQuery(token, enabled));

export const missionSummaryQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'missions-summary', token],
    queryFn: ({ signal }) => api<MissionSummary>('/wps/missions/summary', { signal }),
    enabled: token !== null && enabled,
    refetchInterval: MISSION_SUMMARY_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

/**
 * The claimable count for the menu badges: 0 signed out, with the flag off, while it loads or
 * after a failure (a badge is a hint, never an error).
 */
export function useMissionBadgeCount(token: string | null, enabled = true): number {
  const { data } = useQuery(missionSummaryQuery(token, enabled));
  return token !== null && enabled ? (data?.claimableCount ?? 0) : 0;
}

export const leaderboardQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'leaderboard', token],
    queryFn: ({ signal }) => api<Leaderboard>('/wps/missions/leaderboard', { signal }),
    enabled: token !== null && enabled,
  });

/** GET /wps/missions/leaderboard: this week's top by mission points, and the member's own place. */
export const useLeaderboard = (token: string | null, enabled = true) => useQuery(leaderboardQuery(token, enabled));

/** POST /wps/missions/:id/claim with the attempt's Idempotency-Key (and an empty JSON body). */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      api<MissionClaimResult>(`/wps/missions/${id}/claim`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: {},
      }),
    onSettled: () => refreshLoyalty(queryClient),
  });
}
