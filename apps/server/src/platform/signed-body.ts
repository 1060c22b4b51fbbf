import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '@portal/shared/errors';
import { AppError } from './app-error.ts';

/*
 * The one scheme every server-to-server call signs its body with: payment-gateway webhooks, game
 * providers' seamless and transfer calls and answers, the in-house studio's calls
 * (docs/decisions/010 and 013):
 *   X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${raw body}`)>
 */

/** A body signed further from now than this (either way) is refused as stale. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signBody(secret: string, rawBody: string | Buffer, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * Checks the header in constant time and its timestamp against now; answers when it was signed.
 * Any failure is `refusal` (the caller's error code) with the reason in its value.
 */
export function verifySignedBody(
  header: unknown,
  rawBody: Buffer,
  secret: string,
  now: Date,
  refusal: ErrorCode,
): Date {
  const refuse = (reason: string) => new AppError(refusal, { value: { reason } });
  if (typeof header !== 'string' || header.length > 300) throw refuse('missing');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) throw refuse('malformed');
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw refuse('mismatch');
  const signedAt = Number(t);
  if (Math.abs(now.getTime() / 1000 - signedAt) > SIGNATURE_TOLERANCE_SECONDS) throw refuse('stale');
  return new Date(signedAt * 1000);
}
