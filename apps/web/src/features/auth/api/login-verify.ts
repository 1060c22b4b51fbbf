import type { LoginMethod, LoginValue, LoginVerifyPayload } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';

/**
 * The second step of a password sign-in from a new address: POST /wps/session/login/verify with
 * the challenge, the chosen method and its code answers the login value.
 */
export const verifyLogin = (payload: LoginVerifyPayload) =>
  api<LoginValue>('/wps/session/login/verify', { method: 'POST', body: payload });

/**
 * POST /wps/session/login/verify/sms or /email: the challenge's code to the member's bound mobile
 * or e-mail; answers the seconds to wait before another.
 */
export async function sendLoginChallengeCode(
  challengeToken: string,
  method: Exclude<LoginMethod, 'totp'>,
): Promise<number> {
  const value = await api<{ expiredMinutes: number }>(`/wps/session/login/verify/${method}`, {
    method: 'POST',
    body: { challengeToken },
  });
  return 60 * value.expiredMinutes;
}
