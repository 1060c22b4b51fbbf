import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BindMobilePayload, SecurityOverview } from '@portal/shared/contracts/security';
import { api } from '../../../lib/api-client';
import { storeOverview } from './get-security-overview';

/** POST /wps/verification/sms/bind: a code to the number being bound; answers the seconds to wait (60 × expiredMinutes). */
export async function sendBindMobileCode(payload: { countryDialingCode: string; mobileNum: string }): Promise<number> {
  const value = await api<{ expiredMinutes: number }>('/wps/verification/sms/bind', { method: 'POST', body: payload });
  return 60 * value.expiredMinutes;
}

/** PUT /wps/member/mobile: binds (or changes) the mobile with the code sent to it. */
export function useBindMobile(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BindMobilePayload) =>
      api<SecurityOverview>('/wps/member/mobile', { method: 'PUT', body: payload }),
    onSuccess: (overview) => storeOverview(queryClient, token, overview),
  });
}
