import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BindEmailPayload, SecurityOverview } from '@portal/shared/contracts/security';
import { api } from '../../../lib/api-client';
import { storeOverview } from './get-security-overview';

/** POST /wps/verification/email/bind: a code to the address being bound; answers the seconds to wait. */
export async function sendBindEmailCode(payload: { email: string }): Promise<number> {
  const value = await api<{ expiredMinutes: number }>('/wps/verification/email/bind', {
    method: 'POST',
    body: payload,
  });
  return 60 * value.expiredMinutes;
}

/** PUT /wps/member/email: binds (or changes) the e-mail with the code sent to it. */
export function useBindEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BindEmailPayload) =>
      api<SecurityOverview>('/wps/member/email', { method: 'PUT', body: payload }),
    onSuccess: (overview) => storeOverview(queryClient, token, overview),
  });
}
