import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerChannelsValue } from '@portal/shared/contracts/deposits';
import { api } from '../../../lib/api-client';

export const channelsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['deposits', 'channels', token],
    queryFn: ({ signal }) => api<PlayerChannelsValue>('/wps/payment/channels', { signal }),
    enabled: token !== null,
  });

/** GET /wps/payment/channels: the enabled channels in the operator's order, with limits and fees. */
export const useChannels = (token: string | null) => useQuery(channelsQuery(token));
