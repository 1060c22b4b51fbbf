import { createHmac } from 'node:crypto';
import { z } from 'zod';

/*
 * The portal's side of the payment-gateway protocol (docs/decisions/010-payment-gateway-protocol.md):
 * a signed pay link that sends the player to the gateway, and the signed webhook that comes back
 * (its signature: platform/signed-body.ts).
 */

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
