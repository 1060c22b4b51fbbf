import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatch, SecurityOverview } from '@portal/shared/contracts/security';
import { api } from '../../../lib/api-client';
import { storeOverview } from './get-security-overview';

/** PATCH /wps/member/profile: only the changed fields; field errors come as VALIDATION_FAILED. */
export function useUpdateProfile(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => api<SecurityOverview>('/wps/member/profile', { method: 'PATCH', body: patch }),
    onSuccess: (overview) => storeOverview(queryClient, token, overview),
  });
}
