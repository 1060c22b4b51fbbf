import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialProvider } from '@portal/shared/contracts/social';
import { api } from '../../../lib/api-client';

/** GET /wps/social/providers: the buttons of the login popup; empty while the brand has the flag off. */
export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['social', 'providers'],
    queryFn: ({ signal }) => api<SocialProvider[]>('/wps/social/providers', { signal }),
    staleTime: 60_000,
  });

export const useSocialProviders = () => useQuery(socialProvidersQuery());
