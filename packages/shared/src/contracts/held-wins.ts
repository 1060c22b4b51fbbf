import { z } from 'zod';
import { approvalSchema } from './operators.ts';

/*
 * Provider wins held for review (decision 038): a round's wins past the vendor's
 * winReviewAboveMinor wait in the player's held-wins account until a finance operator releases
 * them to the main wallet or rejects them back to the house.
 */
export const HELD_WIN_STATUSES = ['held', 'released', 'rejected'] as const;

export const heldWinSchema = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  vendor: z.string(),
  roundId: z.string(),
  transactionId: z.string(),
  /** Major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(HELD_WIN_STATUSES),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A release waiting for a second finance operator (four-eyes). */
  pendingApprovalId: z.number().nullable(),
});
export type HeldWin = z.infer<typeof heldWinSchema>;

export const heldWinsQuerySchema = z
  .object({
    status: z.enum(HELD_WIN_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const heldWinsPageSchema = z.object({
  items: z.array(heldWinSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type HeldWinsPage = z.infer<typeof heldWinsPageSchema>;

export const heldWinRejectSchema = z.object({ reason: z.string().trim().min(1).max(500) }).strict();

/** A release runs at once (the win, as decided) or waits for a second operator (the approval). */
export const heldWinDecisionSchema = z.union([
  z.object({ status: z.literal('executed'), heldWin: heldWinSchema }),
  z.object({ status: z.literal('pending'), approval: approvalSchema }),
]);
export type HeldWinDecision = z.infer<typeof heldWinDecisionSchema>;
