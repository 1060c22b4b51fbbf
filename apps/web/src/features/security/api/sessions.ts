import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberSession } from '@portal/shared/contracts/security';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';

/** GET /wps/member/sessions: the member's active sessions, the current one flagged. */
export const sessionsQuery = (token: string | null) =>
  memberQuery<MemberSession[]>(['security', 'sessions'], token, '/wps/member/sessions');

export const useSessions = (token: string | null) => useQuery(sessionsQuery(token));

/** DELETE /wps/member/sessions/{id} (one) or DELETE /wps/member/sessions (every other one). */
export function useRevokeSessions(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'others') =>
      api<null>(id === 'others' ? '/wps/member/sessions' : `/wps/member/sessions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery(token).queryKey }),
  });
}
