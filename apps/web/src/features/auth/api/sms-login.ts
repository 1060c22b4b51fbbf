import type { QueryClient } from '@tanstack/react-query';
import type { LoginValue, SmsLoginPayload } from '@portal/shared/contracts/auth';
import { encryptedCall } from '../../../lib/encrypt';

/** POST /wps/session/login/sms (encrypted): the mobile and the code sent to it. */
export const smsLogin = (queryClient: QueryClient, payload: SmsLoginPayload) =>
  encryptedCall<LoginValue>(queryClient, '/wps/session/login/sms', 'POST', {
    mobileNum: payload.mobileNum.trim(),
    countryDialingCode: payload.countryDialingCode.trim(),
    verificationCode: payload.verificationCode.trim(),
  });
