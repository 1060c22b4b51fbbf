import { useMutation } from '@tanstack/react-query';
import type { StudioVerifyAnswer, StudioVerifyPayload } from '@portal/shared/contracts/studio';
import { api } from '../../../lib/api-client';

/** POST /studio/api/verify (public): the outcome recomputed from the seeds alone. */
export const verifyRound = (payload: StudioVerifyPayload) =>
  api<StudioVerifyAnswer>('/studio/api/verify', { method: 'POST', body: payload });

export const useVerifyRound = () => useMutation({ mutationFn: verifyRound });
