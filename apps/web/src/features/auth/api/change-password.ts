import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordPayload } from '@portal/shared/contracts/members';
import { encryptedCall } from '../../../lib/encrypt';

/** POST /wps/member/password (encrypted); the server ends the account's other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) =>
      encryptedCall<null>(queryClient, '/wps/member/password', 'POST', payload),
  });
}
