import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';

/*
 * The portal's side of the payment-gateway protocol (docs/decisions/010-payment-gateway-protocol.md):
 * a signed pay link that sends the player to the gateway, and the signed webhook that comes back.
 */

/** A webhook older or newer than this (by its signed timestamp) is refused as stale. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The webhook's body: one final status of one gateway order. */
export const webhookEventSchema = z.object({
  eventId: z.string().min(1).max(100),
  occurredAt: z.string().max(40).optional(),
  gatewayOrderId: z.string().min(1).max(100),
  merchantOrderId: z.string().min(1).max(40),
  status: z.enum(['paid', 'failed']),
  amountMinor: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The pay link's query, signed over `${t}.${sorted query without sig}`. */
export function signedPayLink(
  baseUrl: string,
  secret: string,
  params: {
    merchantId: string;
    orderId: string;
    amountMinor: number;
    currency: string;
    notifyUrl: string;
    returnUrl: string;
  },
  now: Date,
): string {
  const query = new URLSearchParams({
    amountMinor: String(params.amountMinor),
    currency: params.currency,
    merchantId: params.merchantId,
    notifyUrl: params.notifyUrl,
    orderId: params.orderId,
    returnUrl: params.returnUrl,
    t: String(Math.floor(now.getTime() / 1000)),
  });
  query.sort();
  query.set('sig', hmacHex(secret, `${query.get('t')}.${query.toString()}`));
  return `${baseUrl}/pay?${query.toString()}`;
}

/**
 * Checks `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "${t}.${raw body}">` in constant
 * time, and that t is within the tolerance of now (either way). Any failure is the same 401.
 */
export function verifyWebhookSignature(header: unknown, rawBody: Buffer, secret: string, now: Date): Date {
  const refuse = (reason: string) => new AppError('WEBHOOK_SIGNATURE_INVALID', { value: { reason } });
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
