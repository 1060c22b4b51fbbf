import type { LoginValue } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';

/**
 * The second step of a password sign-in from a new address: POST /wps/session/login/verify with
 * the challenge and the code answers the login value.
 */
export const verifyLogin = (payload: { challengeToken: string; code: string }) =>
  api<LoginValue>('/wps/session/login/verify', { method: 'POST', body: payload });

/** POST /wps/session/login/verify/sms: the challenge's code to the member's mobile; seconds to wait. */
export async function sendLoginChallengeSms(challengeToken: string): Promise<number> {
  const value = await api<{ expiredMinutes: number }>('/wps/session/login/verify/sms', {
    method: 'POST',
    body: { challengeToken },
  });
  return 60 * value.expiredMinutes;
}
