import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioRotation, StudioSession } from '@portal/shared/contracts/studio';
import { api } from '../../../lib/api-client';
import { sessionKey } from './studio-session';

/**
 * POST /studio/api/seeds/rotate, or PUT /studio/api/seeds/client with a new client seed: the
 * server seed in use is revealed and a new pair starts at nonce 0.
 */
export function useRotateSeed(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed?: string) =>
      clientSeed === undefined
        ? api<StudioRotation>('/studio/api/seeds/rotate', { method: 'POST', body: { token } })
        : api<StudioRotation>('/studio/api/seeds/client', { method: 'PUT', body: { token, clientSeed } }),
    onSuccess: (rotation) => {
      queryClient.setQueryData<StudioSession>(sessionKey(token), (session) =>
        session ? { ...session, seed: rotation.current } : session,
      );
      void queryClient.invalidateQueries({ queryKey: ['studio', 'history', token] });
    },
  });
}
