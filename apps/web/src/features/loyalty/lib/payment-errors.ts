import { ApiError } from '../../../lib/api-client';

/**
 * Where a refused redemption or conversion is told: under the password field for the payment
 * password's own codes, with a way to set one when there is none; above the buttons otherwise.
 */
export function paymentFailure(error: unknown): { field: boolean; notSet: boolean } {
  const code = error instanceof ApiError ? error.code : '';
  return { field: code.startsWith('PAYMENT_PASSWORD'), notSet: code === 'PAYMENT_PASSWORD_NOT_SET' };
}
