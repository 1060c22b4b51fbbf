import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SecurityOverview } from '@portal/shared/contracts/security';
import { api } from '../../../lib/api-client';

/** Keyed by token so a later sign-in in the same tab never shows the previous member's details. */
export const securityOverviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['security', 'overview', token],
    queryFn: ({ signal }) => api<SecurityOverview>('/wps/member/security', { signal }),
    enabled: token !== null,
  });

/** GET /wps/member/security: account, masked mobile and e-mail, two-step state, profile fields. */
export const useSecurityOverview = (token: string | null) => useQuery(securityOverviewQuery(token));

/** Every change answers the new overview: it replaces the cached one without another call. */
export const storeOverview = (queryClient: QueryClient, token: string | null, overview: SecurityOverview) =>
  queryClient.setQueryData(securityOverviewQuery(token).queryKey, overview);
