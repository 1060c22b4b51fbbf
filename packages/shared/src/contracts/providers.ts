import { z } from 'zod';

/*
 * The operator's provider configuration calls (/admin/api/providers). The secret is write-only:
 * answers say whether one is stored, never what it is.
 */

export const vendorCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9_]{2,30}$/) }).strict();

const url = z
  .string()
  .max(300)
  .regex(/^https?:\/\/[^\s]+$/);

export const providerConfigPutSchema = z
  .object({
    baseUrl: url.nullish(),
    launchUrl: url.nullish(),
    merchantId: z.string().min(1).max(100).nullish(),
    /** The shared HMAC secret (at least 16 characters). */
    secret: z.string().min(16).max(200).optional(),
    /** Exact addresses the vendor calls from (IPv4 or IPv6); empty: any. */
    ipAllowList: z
      .array(z.union([z.ipv4(), z.ipv6()]))
      .max(50)
      .optional(),
    maxBetMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    /** A round's wins above this are held for a finance operator's review, not paid. */
    winReviewAboveMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    /** How long a call to the vendor may take before its answer counts as lost. */
    timeoutMs: z.number().int().min(50).max(60_000).optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type ProviderConfigPut = z.infer<typeof providerConfigPutSchema>;

export const adminProviderSchema = z.object({
  code: z.string(),
  walletModel: z.enum(['seamless', 'transfer']),
  /** True when the adapter has what it needs: launches and transfers go through. */
  configured: z.boolean(),
  enabled: z.boolean(),
  baseUrl: z.string().nullable(),
  launchUrl: z.string().nullable(),
  merchantId: z.string().nullable(),
  hasSecret: z.boolean(),
  ipAllowList: z.array(z.string()),
  maxBetMinor: z.number(),
  winReviewAboveMinor: z.number(),
  timeoutMs: z.number(),
  updatedAt: z.string().nullable(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;
