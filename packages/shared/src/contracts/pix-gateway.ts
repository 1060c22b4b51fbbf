import { z } from 'zod';
import { PIX_KEY_TYPES } from '../pix-key.ts';

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

/*
 * The PIX payout call (decision 049): the portal asks the gateway to pay a withdrawal to the
 * member's PIX key, signed like the charge call over its own scope; the gateway answers at once
 * and reports the outcome by a signed webhook (v1, decision 010's scheme) to the portal's
 * payout notify URL. The same merchant payout again is the same payout, never a second one.
 */
export const PIX_PAYOUT_PATH = '/pix/payouts';
export const PIX_PAYOUT_SCOPE = `POST ${PIX_PAYOUT_PATH}`;

export const pixPayoutRequestSchema = z
  .object({
    merchantId: z.string().min(1).max(100),
    payoutId: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
    amountMinor: z.number().int().positive(),
    currency: z.literal('BRL'),
    pixKeyType: z.enum(PIX_KEY_TYPES),
    pixKey: z.string().min(11).max(77),
    /** Who the payout is for: the receiving bank pays only a key of this name and CPF. */
    holderName: z.string().min(1).max(255),
    holderCpf: z.string().regex(/^[0-9]{11}$/),
    notifyUrl: z.string().url().max(600),
  })
  .strict();
export type PixPayoutRequest = z.infer<typeof pixPayoutRequestSchema>;

export const pixPayoutAnswerSchema = z.object({
  gatewayPayoutId: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  status: z.enum(['pending', 'paid', 'failed']),
});
export type PixPayoutAnswer = z.infer<typeof pixPayoutAnswerSchema>;

/** The payout's outcome, POSTed to the notify URL with X-Signature t=<unix>,v1=<hex HMAC of "t.body">. */
export const pixPayoutWebhookSchema = z.object({
  eventId: z.string().min(1).max(100),
  gatewayPayoutId: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  merchantPayoutId: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  status: z.enum(['paid', 'failed']),
  amountMinor: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
  /** Why a payout failed, in the gateway's words. */
  reason: z.string().max(200).optional(),
});
export type PixPayoutWebhook = z.infer<typeof pixPayoutWebhookSchema>;
