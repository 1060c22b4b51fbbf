import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '@portal/shared/errors';
import { AppError } from './app-error.ts';

/*
 * The one scheme every server-to-server call signs its body with: payment-gateway webhooks, game
 * providers' seamless and transfer calls and answers, the in-house studio's calls
 * (docs/decisions/010 and 013):
 *   X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${raw body}`)>
 * A call whose meaning depends on where it goes (the seamless calls: a signed `bet` body must not
 * pass as a `win`) signs its scope too, the method and path (review L3):
 *   X-Signature: t=<unix seconds>,v2=<hex HMAC-SHA256(secret, `${t}.${METHOD} ${path}.${raw body}`)>
 */

/** A body signed further from now than this (either way) is refused as stale. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `scope`: `${METHOD} ${path}` of a call that signs where it goes (v2); without it the body alone (v1). */
export function signBody(secret: string, rawBody: string | Buffer, now: Date, scope?: string): string {
  const t = Math.floor(now.getTime() / 1000);
  return scope === undefined
    ? `t=${t},v1=${mac(secret, `${t}.`, rawBody)}`
    : `t=${t},v2=${mac(secret, `${t}.${scope}.`, rawBody)}`;
}

const mac = (secret: string, prefix: string, rawBody: string | Buffer) =>
  createHmac('sha256', secret).update(prefix).update(rawBody).digest('hex');

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
  /** Given: the call must be signed with this scope (v2); a body-only (v1) signature is refused. */
  scope?: string,
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
  const given = parts.get(scope === undefined ? 'v1' : 'v2') ?? '';
  if (!/^\d{1,12}$/.test(t)) throw refuse('malformed');
  if (!/^[0-9a-f]{64}$/.test(given)) throw refuse(scope !== undefined && parts.has('v1') ? 'scope' : 'malformed');
  const expected = Buffer.from(mac(secret, scope === undefined ? `${t}.` : `${t}.${scope}.`, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw refuse('mismatch');
  const signedAt = Number(t);
  if (Math.abs(now.getTime() / 1000 - signedAt) > SIGNATURE_TOLERANCE_SECONDS) throw refuse('stale');
  return new Date(signedAt * 1000);
}
