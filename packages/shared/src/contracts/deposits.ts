import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { amountSchema } from './wallet.ts';
import { queueFilterFields, rangeInOrder } from './money-queues.ts';

/*
 * Deposits: payment channels the operator configures, the
 * player's deposit orders through a payment gateway or a manual bank transfer, and their history.
 * Amounts travel in major units; the server keeps minor units (docs/decisions/010).
 */

export const CHANNEL_TYPES = ['gateway', 'bank_transfer'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
/**
 * How a gateway takes the money: the player pays on its page ('redirect'), or the gateway issues
 * a PIX charge whose BR Code the deposit page shows as a QR and a "copia e cola" text ('pix').
 */
export const GATEWAY_METHODS = ['redirect', 'pix'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];
export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** Who pays the channel's fee: 'player' gets the amount less the fee; 'brand' credits the whole amount. */
export const FEE_PAYERS = ['player', 'brand'] as const;

const bankDetailsSchema = z.object({
  /** The bank's NAPAS BIN (Vietnam), for a VietQR code; null elsewhere. */
  bankBin: z.string().nullable(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  instructions: z.string().nullable(),
});

/** What the deposit page shows of a channel: never the gateway's address or secret. */
export const playerChannelSchema = z.object({
  id: z.number(),
  type: z.enum(CHANNEL_TYPES),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  feeFixed: z.number(),
  feeBps: z.number(),
  feePayer: z.enum(FEE_PAYERS),
  /** A gateway's way of taking the money; null for a bank transfer. */
  method: z.enum(GATEWAY_METHODS).nullable(),
  bank: bankDetailsSchema.nullable(),
});
export type PlayerChannel = z.infer<typeof playerChannelSchema>;

export const playerChannelsValueSchema = z.object({
  currency: z.string(),
  decimals: z.number(),
  channels: z.array(playerChannelSchema),
});
export type PlayerChannelsValue = z.infer<typeof playerChannelsValueSchema>;

/** A bank transfer's reference: what the player wrote on the transfer, to match it. */
const reference = z.string().trim().min(1).max(64);

export const createDepositPayloadSchema = z
  .object({
    channelId: z.number().int().positive(),
    amount: amountSchema,
    reference: reference.optional(),
  })
  .strict();
export type CreateDepositPayload = z.infer<typeof createDepositPayloadSchema>;

export const depositSchema = z.object({
  orderId: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  channelType: z.enum(CHANNEL_TYPES),
  amount: z.number(),
  fee: z.number(),
  credit: z.number(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  /** A bank transfer's proof image was sent (the player's receipt of the transfer). */
  hasProof: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** A pending PIX charge: its BR Code (the QR's text, also pasted as "copia e cola") and expiry. */
  pix: z.object({ code: z.string(), expiresAt: z.string() }).nullable(),
  /** A pending VND bank transfer to a bank with a BIN: the VietQR payload (account, amount, note). */
  vietQr: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** A bank transfer's proof: one PNG or JPG (judged by its first bytes) of at most 5 MB. */
export const DEPOSIT_PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** The answer to a new deposit: a gateway order carries the pay page to send the player to. */
export const createDepositValueSchema = depositSchema.extend({ redirectUrl: z.string().nullable() });
export type CreateDepositValue = z.infer<typeof createDepositValueSchema>;

export const depositListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const depositPageSchema = z.object({
  items: z.array(depositSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type DepositPage = z.infer<typeof depositPageSchema>;

export const orderIdParamsSchema = z.object({ orderId: z.string().min(1).max(40) });

/* Operator calls (/admin/api/payment-channels, /admin/api/deposits). */

const money = z.number().finite();
/** The channel's name as players read it in each language (decision 048); `name` where one is missing. */
const channelNames = z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(60));
/** A bank transfer's instructions by language; the player reads theirs, else the channel's own. */
const instructionTexts = z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(500));
const channelFields = {
  name: z.string().trim().min(1).max(60),
  names: channelNames,
  min: money,
  max: money,
  feeFixed: money,
  feeBps: z.number().int().min(0).max(10_000),
  feePayer: z.enum(FEE_PAYERS),
  position: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
};

/** An absolute http(s) URL, or a path on the portal's own origin ('/sandbox-gateway'). */
export function isGatewayBaseUrl(value: string): boolean {
  if (/^\/(?!\/)[\w\-./]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

const gatewayFields = {
  baseUrl: z.string().max(500).refine(isGatewayBaseUrl, { message: 'an http(s) URL or a path' }),
  merchantId: z.string().trim().min(1).max(100),
  method: z.enum(GATEWAY_METHODS).default('redirect'),
  /** Write-only: kept encrypted, never answered. */
  webhookSecret: z.string().min(16).max(200),
};
const bankFields = {
  bankBin: z
    .string()
    .regex(/^\d{6}$/)
    .nullable()
    .optional(),
  bankName: z.string().trim().min(1).max(100),
  accountName: z.string().trim().min(1).max(100),
  accountNumber: z.string().trim().min(1).max(60),
  instructions: z.string().trim().max(500).nullable().optional(),
  instructionsByLanguage: instructionTexts.optional(),
};

export const channelCreateSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('gateway'),
      ...channelFields,
      names: channelNames.default({}),
      feeFixed: money.default(0),
      feeBps: channelFields.feeBps.default(0),
      feePayer: channelFields.feePayer.default('player'),
      position: channelFields.position.default(0),
      enabled: z.boolean().default(true),
      gateway: z.object(gatewayFields).strict(),
    })
    .strict(),
  z
    .object({
      type: z.literal('bank_transfer'),
      ...channelFields,
      names: channelNames.default({}),
      feeFixed: money.default(0),
      feeBps: channelFields.feeBps.default(0),
      feePayer: channelFields.feePayer.default('player'),
      position: channelFields.position.default(0),
      enabled: z.boolean().default(true),
      bank: z.object(bankFields).strict(),
    })
    .strict(),
]);
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

/** Any subset; a gateway without webhookSecret keeps the stored one. The type never changes. */
export const channelUpdateSchema = z
  .object({
    name: channelFields.name,
    names: channelNames,
    min: money,
    max: money,
    feeFixed: money,
    feeBps: channelFields.feeBps,
    feePayer: channelFields.feePayer,
    position: channelFields.position,
    enabled: z.boolean(),
    gateway: z
      .object({ ...gatewayFields, method: z.enum(GATEWAY_METHODS) })
      .partial()
      .strict(),
    bank: z.object(bankFields).partial().strict(),
  })
  .partial()
  .strict();
export type ChannelUpdate = z.infer<typeof channelUpdateSchema>;

export const adminChannelSchema = z.object({
  id: z.number(),
  type: z.enum(CHANNEL_TYPES),
  name: z.string(),
  names: channelNames,
  min: z.number(),
  max: z.number(),
  feeFixed: z.number(),
  feeBps: z.number(),
  feePayer: z.enum(FEE_PAYERS),
  position: z.number(),
  enabled: z.boolean(),
  gateway: z
    .object({
      baseUrl: z.string(),
      merchantId: z.string(),
      method: z.enum(GATEWAY_METHODS),
      hasWebhookSecret: z.boolean(),
    })
    .nullable(),
  bank: bankDetailsSchema.extend({ instructionsByLanguage: instructionTexts }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;

export const channelIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const adminDepositSchema = depositSchema.extend({
  memberId: z.number(),
  username: z.string(),
  gatewayOrderId: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** The bank transfer's proof image (GET .../proof answers it). */
  proof: z.object({ contentType: z.string(), sizeBytes: z.number(), uploadedAt: z.string() }).nullable(),
  /** A four-eyes request waiting for a second operator to approve this order. */
  pendingApprovalId: z.number().nullable(),
});
export type AdminDeposit = z.infer<typeof adminDepositSchema>;
export const adminDepositQuerySchema = depositListQuerySchema
  .extend({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    channelType: z.enum(CHANNEL_TYPES).optional(),
    memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    ...queueFilterFields,
  })
  .strict()
  .superRefine(rangeInOrder);
export const adminDepositPageSchema = z.object({
  items: z.array(adminDepositSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AdminDepositPage = z.infer<typeof adminDepositPageSchema>;
export const reviewPayloadSchema = z.object({ note: z.string().trim().max(500).optional() }).strict();

/** The fee of an amount in minor units: fixed + amount * bps / 10000, rounded up; integers only. */
export function depositFeeMinor(amountMinor: number, feeFixedMinor: number, feeBps: number): number {
  // BigInt: amount x bps can pass 2^53 for large amounts.
  const proportional = (BigInt(amountMinor) * BigInt(feeBps) + 9_999n) / 10_000n;
  return feeFixedMinor + Number(proportional);
}
