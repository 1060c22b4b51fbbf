import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginValue, RegisterMobilePayload, RegisterPayload } from '@portal/shared/contracts/auth';
import { encryptedCall } from '../../../lib/encrypt';

/** What every registration adds: where and how it happened, and sign me in. */
const context = () => ({
  registerUrl: window.location.href,
  registerMethod: 'WEB',
  domain: window.location.host,
  login: true,
});

/** PUT /wps/member/register (encrypted): the answer signs the new member in. */
export const register = (queryClient: QueryClient, payload: RegisterPayload) =>
  encryptedCall<LoginValue>(queryClient, '/wps/member/register', 'PUT', { ...payload, ...context() });

/** PUT /wps/member/register/mobile (encrypted): `username` of the answer is the generated account number. */
export const registerMobile = (queryClient: QueryClient, payload: RegisterMobilePayload) =>
  encryptedCall<LoginValue>(queryClient, '/wps/member/register/mobile', 'PUT', { ...payload, ...context() });

export function useRegister(mode: 'username' | 'mobile') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegisterPayload) => {
      if (mode === 'username') return register(queryClient, payload);
      const { username: _unused, ...mobilePayload } = payload;
      return registerMobile(queryClient, mobilePayload);
    },
  });
}
