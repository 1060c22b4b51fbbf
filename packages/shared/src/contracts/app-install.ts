import { z } from 'zod';

/*
 * The installable app (docs/decisions/025-installable-app.md): the VAPID key a browser subscribes
 * with, and the member's push subscriptions (a PushSubscription's JSON, RFC 8030 / RFC 8291).
 */

/** base64url without padding, decoding to exactly `bytes` bytes. */
const base64urlOf = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, { message: `${bytes} bytes` });

export const pushKeyValueSchema = z.object({
  /** The applicationServerKey for PushManager.subscribe: an uncompressed P-256 point, base64url. */
  publicKey: z.string(),
});
export type PushKeyValue = z.infer<typeof pushKeyValueSchema>;

export const pushSubscriptionPayloadSchema = z
  .object({
    endpoint: z.url({ protocol: /^https$/ }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        /** The browser's P-256 public key (65 bytes, uncompressed). */
        p256dh: base64urlOf(65),
        /** The 16-byte authentication secret. */
        auth: base64urlOf(16),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionPayload = z.infer<typeof pushSubscriptionPayloadSchema>;

export const pushUnsubscribePayloadSchema = z.object({ endpoint: z.string().min(1).max(1000) }).strict();
export type PushUnsubscribePayload = z.infer<typeof pushUnsubscribePayloadSchema>;
