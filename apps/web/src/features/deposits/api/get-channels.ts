import { useQuery } from '@tanstack/react-query';
import type { PlayerChannelsValue } from '@portal/shared/contracts/deposits';
import { memberQuery } from '../../../lib/member-query';

export const channelsQuery = (token: string | null) =>
  memberQuery<PlayerChannelsValue>(['deposits', 'channels'], token, '/wps/payment/channels');

/** GET /wps/payment/channels: the enabled channels in the operator's order, with limits and fees. */
export const useChannels = (token: string | null) => useQuery(channelsQuery(token));
