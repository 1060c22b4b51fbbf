import { z } from 'zod';
import { amountSchema, balanceValueSchema } from './wallet.ts';
import { queueFilterFields, rangeInOrder } from './money-queues.ts';
import { wageringFiguresSchema } from './promotions.ts';
import { PIX_KEY_TYPES } from '../pix-key.ts';

/*
 * Withdrawals (docs/decisions/011-withdrawals.md):
 * the payment password, the payee's bank accounts, the withdrawal request with its limits and
 * turnover check, its statuses and the player's confirmation after approval. Amounts are major
 * units with at most the currency's decimals; money-moving calls take an Idempotency-Key header.
 */

/** The payment password: exactly six digits (a PIN typed on a phone's number pad). */
export const PAYMENT_PASSWORD = /^[0-9]{6}$/;
export const paymentPasswordSchema = z.string().regex(PAYMENT_PASSWORD);
/** Wrong payment passwords in a row before the lock, and the lock's first length. */
export const PAYMENT_PASSWORD_MAX_TRIES = 5;

/** A password field as the client sends it; its format is judged by the server (one error per field). */
const secret = z.string().min(1).max(128);

export const paymentPasswordStatusSchema = z.object({
  isSet: z.boolean(),
  /** Seconds until wrong tries are allowed again, while locked. */
  lockedForSeconds: z.number().nullable(),
});
export type PaymentPasswordStatus = z.infer<typeof paymentPasswordStatusSchema>;

/** First payment password: proven by the login password (encrypted call). */
export const setPaymentPasswordPayloadSchema = z
  .object({ loginPassword: secret, paymentPassword: secret, confirmPaymentPassword: secret })
  .strict();
export type SetPaymentPasswordPayload = z.infer<typeof setPaymentPasswordPayloadSchema>;

export const changePaymentPasswordPayloadSchema = z
  .object({ oldPaymentPassword: secret, newPaymentPassword: secret, confirmPaymentPassword: secret })
  .strict();
export type ChangePaymentPasswordPayload = z.infer<typeof changePaymentPasswordPayloadSchema>;

export const verifyPaymentPasswordPayloadSchema = z.object({ paymentPassword: secret }).strict();

/**
 * A payee account: a bank account (the number shows only its last four characters) or a PIX key
 * (decision 049: pixKeyType set, bankName 'PIX', the key masked by its type).
 */
export const bankAccountSchema = z.object({
  id: z.number(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  accountHolder: z.string(),
  pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountsValueSchema = z.object({
  accounts: z.array(bankAccountSchema),
  max: z.number(),
  /** The brand's bank list; empty means the bank name is typed freely. */
  banks: z.array(z.string()),
  /** The member's payee name: every account holder must equal it (null: not set yet). */
  payeeName: z.string().nullable(),
  /** PIX keys can be added (a BRL brand). */
  pix: z.boolean(),
});
export type BankAccountsValue = z.infer<typeof bankAccountsValueSchema>;

const bindBankPayloadSchema = z
  .object({
    bankName: z.string().max(200),
    accountNumber: z.string().max(200),
    accountHolder: z.string().max(500),
  })
  .strict();

/** A PIX key: its type, the key as typed (punctuation allowed) and the holder's name. */
export const bindPixKeyPayloadSchema = z
  .object({
    pixKeyType: z.enum(PIX_KEY_TYPES),
    pixKey: z.string().max(200),
    accountHolder: z.string().max(500),
  })
  .strict();
export type BindPixKeyPayload = z.infer<typeof bindPixKeyPayloadSchema>;

export const bindBankAccountPayloadSchema = z.union([bindBankPayloadSchema, bindPixKeyPayloadSchema]);
export type BindBankAccountPayload = z.infer<typeof bindBankAccountPayloadSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();

/** What the withdraw page needs before the form: balance, limits, what is left today, turnover. */
export const withdrawalOptionsSchema = z.object({
  currency: z.string(),
  decimals: z.number(),
  balance: balanceValueSchema,
  /** The main wallet: what a withdrawal can take. */
  withdrawable: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyMax: z.number(),
  dailyUsed: z.number(),
  dailyAvailable: z.number(),
  turnoverRemaining: z.number(),
  hasPaymentPassword: z.boolean(),
  autoReceiptMinutes: z.number(),
  /**
   * The bonus wallet as a withdrawal meets it: what is locked there, the wagering of the active
   * bonuses (the same figures as GET /wps/bonuses), what a withdrawal now would forfeit, and
   * whether an active bonus refuses withdrawals instead (BONUS_WAGERING_OPEN).
   */
  bonus: z.object({
    activeAmount: z.number(),
    wagering: wageringFiguresSchema,
    forfeitAmount: z.number(),
    refuses: z.boolean(),
  }),
});
export type WithdrawalOptions = z.infer<typeof withdrawalOptionsSchema>;

export const withdrawalPayloadSchema = z
  .object({
    amount: amountSchema,
    bankAccountId: z.number().int().min(1),
    paymentPassword: secret,
    /**
     * The bonus amount (major units) the player agreed to lose, as the confirmation named it. A
     * withdrawal that would forfeit more (none sent: any) is refused with BONUS_FORFEIT_UNCONFIRMED,
     * so a bonus claimed after the question is never lost without a new one.
     */
    confirmForfeit: z.number().finite().min(0).optional(),
  })
  .strict();
export type WithdrawalPayload = z.infer<typeof withdrawalPayloadSchema>;

export const WITHDRAWAL_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const CONFIRMATIONS = ['awaiting', 'received', 'not_received', 'auto_received', 'forced_received'] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

/**
 * A PIX payout (decision 049): requested by the approval, sent once the gateway took it, paid or
 * failed by its webhook.
 */
export const PAYOUT_STATES = ['requested', 'sent', 'paid', 'failed'] as const;

export const withdrawalSchema = z.object({
  id: z.number(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  accountHolder: z.string(),
  /** Set when paid to a PIX key. */
  pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
  payoutState: z.enum(PAYOUT_STATES).nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Null until approved; then awaiting, received, not_received, auto_received or forced_received. */
  confirmation: z.enum(CONFIRMATIONS).nullable(),
  /** An awaiting confirmation counts as received at this moment. */
  confirmBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** What the player has (or is taken to have) received, and what is still on its way. */
  receivedAmount: z.number(),
  remainingAmount: z.number(),
  proofCount: z.number(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** not_received: the player's proof that the money did not arrive; payout: the operator's proof of the transfer. */
export const WITHDRAWAL_PROOF_KINDS = ['not_received', 'payout'] as const;

/**
 * One withdrawal as its detail shows it: the proof files the player may open, the operator's
 * payout proof (the bank's transfer receipt) and the player's own proofs of a "not received".
 */
export const withdrawalDetailSchema = withdrawalSchema.extend({
  proofs: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(WITHDRAWAL_PROOF_KINDS),
      contentType: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

export const withdrawalCreatedSchema = withdrawalSchema.extend({
  /** True when this key had already asked: the first answer again. */
  replayed: z.boolean(),
});

export const withdrawalsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    status: z.enum(WITHDRAWAL_STATUSES).optional(),
  })
  .strict();

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number(), totalPages: z.number() });

export const withdrawalPageSchema = pageOf(withdrawalSchema);
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

/** Proof of a "not received": PNG or JPG (judged by their first bytes), each ≤ 5 MB, at most 3. */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/* Operator calls (/admin/api). */

export const adminWithdrawalsQuerySchema = withdrawalsQuerySchema
  .extend({
    memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    confirmation: z.enum(CONFIRMATIONS).optional(),
    ...queueFilterFields,
  })
  .strict()
  .superRefine(rangeInOrder);

export const adminWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.number(),
  username: z.string(),
  /** The full payee account number (the operator pays it). */
  accountNumber: z.string(),
  reviewedBy: z.string().nullable(),
  proofs: z.array(
    z.object({
      id: z.number(),
      contentType: z.string(),
      sizeBytes: z.number(),
      kind: z.enum(WITHDRAWAL_PROOF_KINDS),
      createdAt: z.string(),
    }),
  ),
  /** A four-eyes request waiting for a second operator to approve this withdrawal. */
  pendingApprovalId: z.number().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalPageSchema = pageOf(adminWithdrawalSchema);
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>;

export const rejectWithdrawalPayloadSchema = z.object({ reason: z.string().trim().max(500).optional() }).strict();

export const proofParamsSchema = z
  .object({
    id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    proofId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  })
  .strict();

/** An operator's balance adjustment: a signed amount (negative takes money back). */
export const adjustmentPayloadSchema = z
  .object({
    memberId: z.number().int().min(1),
    amount: amountSchema,
    reason: z.string().trim().min(1).max(200),
  })
  .strict();
export const adjustmentValueSchema = z.object({
  transactionId: z.number(),
  memberId: z.number(),
  amount: z.number(),
  replayed: z.boolean(),
  balance: z.number(),
});

export const turnoverParamsSchema = z
  .object({ memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();
export const turnoverPayloadSchema = z.object({ remaining: z.number().finite().min(0) }).strict();
export const turnoverValueSchema = z.object({ memberId: z.number(), remaining: z.number() });
