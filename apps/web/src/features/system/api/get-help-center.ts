import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpCenterValue } from '@portal/shared/contracts/system';
import { api } from '../../../lib/api-client';

export const helpCenterQuery = (language: string) =>
  queryOptions({
    queryKey: ['system', 'help-center', language],
    queryFn: ({ signal }) => api<HelpCenterValue>('/wps/system/helpCenter', { signal }),
    staleTime: 10 * 60_000,
  });

export const useHelpCenter = (language: string) => useQuery(helpCenterQuery(language));
