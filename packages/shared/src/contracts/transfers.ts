import { z } from 'zod';
import { amountSchema, balanceValueSchema } from './wallet.ts';

/*
 * Moving money between the player's own wallets (the member center's "my wallet";
 * POST /wps/relay/GCS_walletTransfer) and to the upline (transferUpline). Every call takes an
 * Idempotency-Key header; amounts are major units with at most the currency's decimals.
 */

/** 'main' or 'vendor:<CODE>' (the wallet codes of the balance call). */
export const walletCodeSchema = z.string().regex(/^(main|vendor:[A-Z0-9_]{1,20})$/);

export const transferPayloadSchema = z
  .object({ from: walletCodeSchema, to: walletCodeSchema, amount: amountSchema })
  .strict();
export type TransferPayload = z.infer<typeof transferPayloadSchema>;

export const transferValueSchema = z.object({
  transactionId: z.number(),
  from: z.string(),
  to: z.string(),
  amount: z.number(),
  /** True when this key had already moved the money: the first answer again. */
  replayed: z.boolean(),
  balance: balanceValueSchema,
});
export type TransferValue = z.infer<typeof transferValueSchema>;

/** The wallets a player can move money between: main first, then every transfer vendor. */
export const transferWalletsSchema = z.object({
  currency: z.string(),
  decimals: z.number(),
  wallets: z.array(
    z.object({
      code: z.string(),
      /** A vendor wallet's vendor name ("Stadium Book"); null for main (the page names it). */
      name: z.string().nullable(),
      balance: z.number(),
      canTransferIn: z.boolean(),
    }),
  ),
});
export type TransferWallets = z.infer<typeof transferWalletsSchema>;

/** GET /wps/wallet/merchant (spec: merchant wallet; decision 053). */
export const merchantWalletSchema = transferWalletsSchema.extend({
  merchantCode: z.string(),
  /** `single`: one main wallet every game debits; `transfer`: vendors keep wallets of their own beside it. */
  model: z.enum(['single', 'transfer']),
  /** Every wallet's balance added up exactly (in minor units, then shown in major). */
  sumBalance: z.number(),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

export const recallValueSchema = z.object({
  /** One line per vendor wallet that held money (or that this key had already recalled). */
  recalled: z.array(z.object({ code: z.string(), amount: z.number(), replayed: z.boolean() })),
  balance: balanceValueSchema,
});
export type RecallValue = z.infer<typeof recallValueSchema>;

export const uplineTransferPayloadSchema = z
  .object({ amount: amountSchema, paymentPassword: z.string().min(1).max(128) })
  .strict();
export type UplineTransferPayload = z.infer<typeof uplineTransferPayloadSchema>;

export const uplineTransferValueSchema = z.object({
  transactionId: z.number(),
  /** The upline's account name. */
  upline: z.string(),
  amount: z.number(),
  replayed: z.boolean(),
  balance: balanceValueSchema,
});
export type UplineTransferValue = z.infer<typeof uplineTransferValueSchema>;
