import { z } from 'zod';

/*
 * The PIX charge call of the payment-gateway protocol (decision 046), which both sides speak: the
 * portal asks a gateway for a charge, the gateway answers its BR Code. Signed like every
 * server-to-server call: X-Signature t=<unix>,v2=<hex HMAC-SHA256(secret, "t.POST /pix/charges.body")>.
 * Its outcome comes back by the protocol's ordinary webhook (decision 010).
 */

/** The path of the PIX charge call under a gateway's base URL, and the scope its signature covers. */
export const PIX_CHARGE_PATH = '/pix/charges';
export const PIX_CHARGE_SCOPE = `POST ${PIX_CHARGE_PATH}`;

/** The portal's PIX charge request (signed with the channel's secret, v2 over its scope). */
export const pixChargeRequestSchema = z
  .object({
    merchantId: z.string().min(1).max(100),
    orderId: z.string().min(1).max(40),
    amountMinor: z.number().int().positive(),
    currency: z.literal('BRL'),
    notifyUrl: z.string().url().max(600),
  })
  .strict();
export type PixChargeRequest = z.infer<typeof pixChargeRequestSchema>;

/** The gateway's answer: its order id (the charge's txid), the BR Code and when it stops being payable. */
export const pixChargeAnswerSchema = z.object({
  gatewayOrderId: z.string().regex(/^[A-Za-z0-9]{1,25}$/),
  brCode: z.string().min(40).max(512),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PixChargeAnswer = z.infer<typeof pixChargeAnswerSchema>;
