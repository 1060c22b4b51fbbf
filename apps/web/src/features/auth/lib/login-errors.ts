import type { LoginChallenge } from '@portal/shared/contracts/auth';
import { ApiError } from '../../../lib/api-client';

/** Whether an error is about the code itself (wrong or expired), told under the code field. */
export const isCodeError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === 'VERIFICATION_CODE_INVALID' || error.code === 'VERIFICATION_CODE_EXPIRED');

/** The second step a sign-in asked for (a member with an authenticator, a new address), or null. */
export const challengeOf = (error: unknown): LoginChallenge | null =>
  error instanceof ApiError && error.code === 'LOGIN_VERIFICATION_REQUIRED' ? (error.value as LoginChallenge) : null;
