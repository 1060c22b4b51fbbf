import { z } from 'zod';

/*
 * Wallet calls: amounts travel as major-unit
 * JSON numbers with at most the currency's decimals; the server keeps integer minor units.
 */

/** An amount as the client sends it; the server checks decimals, sign and limits (VALIDATION_FAILED). */
export const amountSchema = z.number().finite();

export const walletSchema = z.object({
  /** 'main', 'bonus' or 'vendor:<CODE>'. */
  code: z.string(),
  balance: z.number(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const balanceValueSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  decimals: z.number(),
  wallets: z.array(walletSchema),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

/** `Idempotency-Key`: what a client sends with every call it may retry. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const reconcileReportSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  transactions: z.number(),
  entries: z.number(),
  accounts: z.number(),
  problems: z.array(z.object({ check: z.string(), count: z.number(), examples: z.array(z.unknown()) })),
});
