import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RgBlockPayload,
  RgMoneyLimitPayload,
  RgRealityCheck,
  RgState,
  RgTimeLimitPayload,
} from '@portal/shared/contracts/responsible-gaming';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';

export const RG_KEY = ['responsible-gaming'] as const;

export const rgStateQuery = (token: string | null) => memberQuery<RgState>([...RG_KEY, 'state'], token, '/wps/rg');

/** GET /wps/rg: the member's limits, what waits for its cooling-off, this period's figures, a running break. */
export const useRgState = (token: string | null) => useQuery(rgStateQuery(token));

function useRgChange<P>(path: string, method: 'PUT' | 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => api<RgState>(path, { method, body: payload }),
    onSuccess: (state, _payload) => {
      queryClient.setQueriesData({ queryKey: [...RG_KEY, 'state'] }, state);
      void queryClient.invalidateQueries({ queryKey: [...RG_KEY, 'reality'] });
    },
  });
}

/** PUT /wps/rg/limits: a deposit, loss or wager limit (amount null: remove). */
export const useSetMoneyLimit = () => useRgChange<RgMoneyLimitPayload>('/wps/rg/limits', 'PUT');
/** PUT /wps/rg/time-limits: the session limit or the reality check interval (minutes null: none). */
export const useSetTimeLimit = () => useRgChange<RgTimeLimitPayload>('/wps/rg/time-limits', 'PUT');
/** POST /wps/rg/block: a break or a self-exclusion, confirmed by the password (every session ends). */
export const useBlock = () => useRgChange<RgBlockPayload>('/wps/rg/block', 'POST');

export const realityCheckQuery = (token: string | null) =>
  queryOptions({
    ...memberQuery<RgRealityCheck>([...RG_KEY, 'reality'], token, '/wps/rg/reality-check'),
    refetchInterval: 60_000,
  });

/** GET /wps/rg/reality-check: this session's time and result, and when the next reminder is due. */
export const useRealityCheck = (token: string | null, enabled: boolean) =>
  useQuery({ ...realityCheckQuery(token), enabled: token !== null && enabled });

/** POST /wps/rg/reality-check: continue (the next reminder moves on) or stop (the session ends). */
export function useAnswerRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: 'continue' | 'stop') =>
      api<RgRealityCheck>('/wps/rg/reality-check', { method: 'POST', body: { choice } }),
    onSuccess: (check) => queryClient.setQueriesData({ queryKey: [...RG_KEY, 'reality'] }, check),
  });
}
