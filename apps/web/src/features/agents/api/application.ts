import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentApplication } from '@portal/shared/contracts/agents';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { AGENTS_KEY } from './agent-keys';

/** While the operator has not decided, the page asks again this often (and on focus). */
export const APPLICATION_POLL_MS = 30_000;

export const myApplicationQuery = (token: string | null) =>
  queryOptions({
    ...memberQuery<AgentApplication | null>([...AGENTS_KEY, 'application'], token, '/wps/agent/application'),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? APPLICATION_POLL_MS : false),
    refetchOnWindowFocus: true,
  });

/**
 * GET /wps/agent/application: the member's latest application. Once approved the member's type
 * has changed, so member info loads again and the agent center shows without signing in again.
 */
export function useMyApplication(token: string | null) {
  const queryClient = useQueryClient();
  const application = useQuery(myApplicationQuery(token));
  const approved = application.data?.status === 'approved';
  useEffect(() => {
    if (approved) void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.memberInfo });
  }, [approved, queryClient]);
  return application;
}

/** POST /wps/agent/application. */
export function useApplyForAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api<AgentApplication>('/wps/agent/application', { method: 'POST', body: { message } }),
    onSuccess: (application) => queryClient.setQueriesData({ queryKey: [...AGENTS_KEY, 'application'] }, application),
  });
}
