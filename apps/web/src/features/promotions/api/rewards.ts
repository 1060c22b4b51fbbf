import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RewardView } from '@portal/shared/contracts/promotions';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/member-query';
import { PROMOTIONS_KEY, refreshAfterClaim } from './promotions';

export const rewardsQuery = (token: string | null) =>
  memberQuery<{ list: RewardView[] }>([...PROMOTIONS_KEY, 'rewards'], token, '/wps/rewards');

/** GET /wps/rewards: every reward the member can take now, from every source. */
export const useRewards = (token: string | null) => useQuery(rewardsQuery(token));

/**
 * A reward's claim: POST its claimPath (the server names the call) with the attempt's key. Only a
 * path under /wps/ is followed, so a reward can never send the token elsewhere.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reward, key }: { reward: RewardView; key: string }) => {
      if (!reward.claimPath.startsWith('/wps/')) throw new Error(`unexpected claim path ${reward.claimPath}`);
      return api<unknown>(reward.claimPath, { method: 'POST', headers: { 'Idempotency-Key': key } });
    },
    onSettled: () => refreshAfterClaim(queryClient),
  });
}
