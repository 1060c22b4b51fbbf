import type { SmsCodePayload } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';

export type CodePurpose = 'register' | 'noLogin' | 'password';

/**
 * POST /wps/verification/sms/{purpose}: sends a code and answers how long to wait before offering
 * another, in seconds (register and SMS login count 60 s × expiredMinutes; password gives seconds).
 */
export async function sendSmsCode(
  purpose: CodePurpose,
  payload: SmsCodePayload & { username?: string },
): Promise<number> {
  if (purpose === 'password') {
    const value = await api<{ expirationTime: number }>('/wps/verification/sms/password', {
      method: 'POST',
      body: { mobileNum: payload.mobileNum, countryDialingCode: payload.countryDialingCode },
    });
    return value.expirationTime;
  }
  const body =
    purpose === 'register' ? payload : { mobileNum: payload.mobileNum, countryDialingCode: payload.countryDialingCode };
  const value = await api<{ expiredMinutes: number }>(`/wps/verification/sms/${purpose}`, { method: 'POST', body });
  return 60 * value.expiredMinutes;
}
