import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload, LoginValue } from '@portal/shared/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { encryptedCall } from '../../../lib/encrypt';

/** POST /wps/session/login/v2 (encrypted); username and password are trimmed. */
export const login = (queryClient: QueryClient, payload: LoginPayload) =>
  encryptedCall<LoginValue>(queryClient, '/wps/session/login/v2', 'POST', {
    ...payload,
    username: payload.username.trim(),
    password: payload.password.trim(),
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (payload: LoginPayload) => login(queryClient, payload) });
}
