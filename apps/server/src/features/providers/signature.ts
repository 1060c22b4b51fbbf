import { createHmac } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';
import { verifyWebhookSignature } from '../deposits/gateway-protocol.ts';

/*
 * Providers sign with the payment gateway's scheme (docs/decisions/010 and 013):
 *   X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${raw body}`)>
 * with the same 300 s tolerance either way. One scheme, one verifier.
 */

export function signatureHeader(secret: string, rawBody: string | Buffer, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Checks a provider's signature; any failure is SEAMLESS_SIGNATURE_INVALID with its reason. */
export function verifyProviderSignature(header: unknown, rawBody: Buffer, secret: string, now: Date): void {
  try {
    verifyWebhookSignature(header, rawBody, secret, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'WEBHOOK_SIGNATURE_INVALID') {
      throw new AppError('SEAMLESS_SIGNATURE_INVALID', { value: error.value });
    }
    throw error;
  }
}
