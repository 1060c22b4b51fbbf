import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhitelabelValue } from '@portal/shared/contracts/system';
import { api } from '../../../lib/api-client';

/** GET /wps/system/whitelabel: the brand's menu settings (which side-menu entries show, in which order). */
export const whitelabelQuery = () =>
  queryOptions({
    queryKey: ['system', 'whitelabel'],
    queryFn: ({ signal }) => api<WhitelabelValue>('/wps/system/whitelabel', { signal }),
    staleTime: 5 * 60_000,
  });

export const useWhitelabel = () => useQuery(whitelabelQuery());
