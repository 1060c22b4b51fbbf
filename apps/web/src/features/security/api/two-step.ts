import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoStepEnablePayload, TwoStepSetup } from '@portal/shared/contracts/security';
import { api } from '../../../lib/api-client';
import { securityOverviewQuery } from './get-security-overview';

/*
 * Two-step verification (TOTP) calls. They belong together: each changes the same state, and the
 * overview is read again after any of them so the card shows "on", "off" and the codes left.
 */

/** POST /wps/member/two-step/setup: a new secret with its QR code, pending until enabled. */
export const startTwoStepSetup = () => api<TwoStepSetup>('/wps/member/two-step/setup', { method: 'POST' });

/**
 * POST /wps/member/two-step/enable: the app's first code and the login password (the device is
 * bound only by someone who knows it); answers the recovery codes, shown once.
 */
export function useEnableTwoStep(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TwoStepEnablePayload) =>
      api<{ recoveryCodes: string[] }>('/wps/member/two-step/enable', {
        method: 'POST',
        body: { code: payload.code.trim(), currentPassword: payload.currentPassword },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityOverviewQuery(token).queryKey }),
  });
}

type TwoStepAction = 'disable' | 'recovery-codes';

/**
 * POST /wps/member/two-step/{disable|recovery-codes} with a code: recovery-codes answers new
 * ones, disable answers null.
 */
export function useTwoStepAction<T extends TwoStepAction>(token: string | null, action: T) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<T extends 'disable' ? null : { recoveryCodes: string[] }>(`/wps/member/two-step/${action}`, {
        method: 'POST',
        body: { code: code.trim() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityOverviewQuery(token).queryKey }),
  });
}
