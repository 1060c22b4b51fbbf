import type { QueryClient } from '@tanstack/react-query';
import type {
  ForgotPasswordEmailPayload,
  LoginValue,
  PhonePasswordPayload,
  ResetPasswordPayload,
} from '@portal/shared/contracts/auth';
import type { Envelope } from '@portal/shared/envelope';
import i18n from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { encryptedCall } from '../../../lib/encrypt';

/**
 * POST /wps/member/password/email. The call is form-encoded, which the shared
 * JSON client does not send, so it has its own small fetch with the same envelope handling.
 * The answer is null whether or not the account exists.
 */
export async function requestEmailReset(payload: ForgotPasswordEmailPayload): Promise<void> {
  const networkError = (status: number) => new ApiError('NETWORK_ERROR', i18n.t('common:errors.network'), status);
  let response: Response;
  try {
    response = await fetch('/wps/member/password/email', {
      method: 'POST',
      headers: {
        Language: i18n.language,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ username: payload.username.trim(), email: payload.email.trim() }),
    });
  } catch {
    throw networkError(0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<null> | null;
  if (!envelope) throw networkError(response.status);
  if (!envelope.success) {
    throw new ApiError(
      envelope.code ?? 'INTERNAL_ERROR',
      envelope.message ?? i18n.t('common:errors.network'),
      response.status,
      envelope.value,
      envelope.requestId,
    );
  }
}

/** POST /wps/member/password/reset (encrypted): the code from the e-mail and the new password. */
export const resetPassword = (queryClient: QueryClient, payload: ResetPasswordPayload) =>
  encryptedCall<null>(queryClient, '/wps/member/password/reset', 'POST', {
    ...payload,
    username: payload.username.trim(),
    code: payload.code.trim(),
  });

/** POST /wps/member/password/verification (encrypted): the SMS code and the new password; signs in. */
export const resetPasswordByPhone = (queryClient: QueryClient, payload: PhonePasswordPayload) =>
  encryptedCall<LoginValue>(queryClient, '/wps/member/password/verification', 'POST', {
    ...payload,
    mobileNum: payload.mobileNum.trim(),
    verificationCode: payload.verificationCode.trim(),
  });
