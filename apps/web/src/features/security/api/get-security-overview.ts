import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SecurityOverview } from '@portal/shared/contracts/security';
import { memberQuery } from '../../../lib/member-query';

/** Keyed by token so a later sign-in in the same tab never shows the previous member's details. */
export const securityOverviewQuery = (token: string | null) =>
  memberQuery<SecurityOverview>(['security', 'overview'], token, '/wps/member/security');

/** GET /wps/member/security: account, masked mobile and e-mail, two-step state, profile fields. */
export const useSecurityOverview = (token: string | null) => useQuery(securityOverviewQuery(token));

/** Every change answers the new overview: it replaces the cached one without another call. */
export const storeOverview = (queryClient: QueryClient, token: string | null, overview: SecurityOverview) =>
  queryClient.setQueryData(securityOverviewQuery(token).queryKey, overview);
