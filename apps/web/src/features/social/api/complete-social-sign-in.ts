import { useMutation } from '@tanstack/react-query';
import type { SocialCompleteValue } from '@portal/shared/contracts/social';
import { api } from '../../../lib/api-client';

/** POST /wps/social/complete: the single-use hand-off code for the login value and returnTo. */
export const completeSocialSignIn = (code: string) =>
  api<SocialCompleteValue>('/wps/social/complete', { method: 'POST', body: { code } });

export const useCompleteSocialSignIn = () => useMutation({ mutationFn: completeSocialSignIn });
