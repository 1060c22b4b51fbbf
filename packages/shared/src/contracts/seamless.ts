import { z } from 'zod';

/*
 * The seamless wallet protocol: the calls a game provider makes to the portal while its player
 * plays (docs/decisions/013-game-providers.md), with the behaviours providers commonly expect.
 * Machine to machine, like the payment-gateway webhook:
 *
 *   POST /provider-api/<VENDOR_CODE>/<call>      call = balance | bet | win | rollback | end-round
 *   X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(vendor secret, `${t}.${raw body}`)>
 *   Content-Type: application/json
 *
 * Answers carry the same X-Signature over the exact answer bytes, made with the vendor's secret.
 * Amounts are integer minor units of the player's currency (as in the gateway protocol). Answers
 * use the portal's envelope: `value` is a SeamlessAnswer on success; on failure `code` is one of
 * SEAMLESS_ERROR_CODES and, where the spec asks for it (insufficient funds, duplicates), `value`
 * still carries the balance.
 */

export const SEAMLESS_CALLS = ['balance', 'bet', 'win', 'rollback', 'end-round'] as const;
export type SeamlessCall = (typeof SEAMLESS_CALLS)[number];

/** What a provider signs besides the body (X-Signature v2): the call's method and path, so a signed bet is no win. */
export const seamlessScope = (vendor: string, call: SeamlessCall) => `POST /provider-api/${vendor}/${call}`;

const id = z.string().min(1).max(100);
const currency = z.string().regex(/^[A-Z]{3}$/);
const amountMinor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Who and where: the launch token names the player's game session; playerId is the member id as text. */
const base = {
  playerId: id,
  currency,
  gameCode: z.string().min(1).max(80),
};

/** Balance: needs a live launch token. */
export const seamlessBalanceSchema = z.object({ ...base, token: id }).strict();

/** A debit of the stake. Needs a live token; refused after the round ended or was rolled back. */
export const seamlessBetSchema = z
  .object({ ...base, token: id, roundId: id, transactionId: id, amountMinor: amountMinor.positive() })
  .strict();

/** A credit (0 for a lost round). Accepted without a live token: a round may end after the session. */
export const seamlessWinSchema = z
  .object({
    ...base,
    token: id.optional(),
    roundId: id,
    transactionId: id,
    /** The bet this win pays; when absent, the round's bets. */
    betTransactionId: id.optional(),
    amountMinor,
    /** True when this win closes the round (no more bets in it). */
    endRound: z.boolean().optional(),
  })
  .strict();

/** Refund of one bet (the provider cancelled it). Accepted without a live token, before the bet too. */
export const seamlessRollbackSchema = z
  .object({ ...base, token: id.optional(), roundId: id, transactionId: id, betTransactionId: id })
  .strict();

/** Closes a round: later bets in it are refused (ROUND_CLOSED). */
export const seamlessEndRoundSchema = z
  .object({ ...base, token: id.optional(), roundId: id, transactionId: id.optional() })
  .strict();

export const seamlessAnswerSchema = z.object({
  /** The player's main-wallet balance after the call, in minor units. */
  balanceMinor: z.number().int(),
  currency,
  /** The portal's id of the money movement (absent for balance and end-round). */
  operatorTransactionId: z.string().optional(),
  /** True when this transaction id had already been processed: the first answer again. */
  replayed: z.boolean().optional(),
});
export type SeamlessAnswer = z.infer<typeof seamlessAnswerSchema>;

/**
 * The error codes a provider must map. Final: the
 * provider must not retry; INTERNAL_ERROR (HTTP 5xx) may be retried with the same transaction id.
 */
export const SEAMLESS_ERROR_CODES = [
  'INSUFFICIENT_FUNDS',
  'SEAMLESS_TOKEN_INVALID',
  'SEAMLESS_SIGNATURE_INVALID',
  'SEAMLESS_PLAYER_BLOCKED',
  'DUPLICATE_TRANSACTION_MISMATCH',
  'SEAMLESS_BET_NOT_FOUND',
  'SEAMLESS_BET_SETTLED',
  'SEAMLESS_BET_ROLLED_BACK',
  'SEAMLESS_ROUND_CLOSED',
  'SEAMLESS_CURRENCY_NOT_ALLOWED',
  'SEAMLESS_LIMIT_EXCEEDED',
  /** The player's own wager or loss limit (responsible gaming) would be passed: nothing moved. */
  'RG_LIMIT_REACHED',
  /** The player is on a break or self-excluded: no stake is taken. */
  'RG_PLAY_BLOCKED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'INTERNAL_ERROR',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

/** The in-house studio's vendor code and game codes (the catalog seed and the studio agree on them). */
export const INHOUSE_VENDOR = 'INHOUSE';
export const INHOUSE_GAMES = ['lotus-slot', 'dice', 'baccarat', 'mines'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];
