import { z } from 'zod';

/**
 * The back office's accounts (docs/decisions/018-operator-roles-and-four-eyes.md): roles, sign-in
 * with an authenticator code, the forced password change, and four-eyes approvals.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content', 'lottery', 'compliance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Operator passwords are longer than members' (they open the back office). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,40}$/);
const password = z.string().min(1).max(200);
const newPassword = z.string().min(OPERATOR_PASSWORD_MIN_LENGTH).max(200);
const totpCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/);
const roles = z
  .array(z.enum(OPERATOR_ROLES))
  .min(1)
  .max(OPERATOR_ROLES.length)
  .refine((list) => new Set(list).size === list.length, 'roles repeat');

export const operatorSignInSchema = z
  .object({ username: z.string().min(1).max(40), password, code: totpCode.optional() })
  .strict();

/** What a session may do: `restriction` names the one step left before the rest of the back office. */
export const operatorSessionSchema = z.object({
  token: z.string(),
  username: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  mustChangePassword: z.boolean(),
  twoStepEnabled: z.boolean(),
  restriction: z.enum(['PASSWORD_CHANGE_REQUIRED', 'OPERATOR_TWO_STEP_REQUIRED']).nullable(),
  expiresAt: z.string(),
});

export const operatorMeSchema = operatorSessionSchema.omit({ token: true, expiresAt: true }).extend({ id: z.number() });

export const operatorPasswordChangeSchema = z.object({ oldPassword: password, newPassword }).strict();

export const operatorTwoStepSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export const operatorTwoStepEnableSchema = z.object({ code: totpCode }).strict();

export const operatorIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

export const operatorCreateSchema = z.object({ username, password: newPassword, roles }).strict();
export const operatorRolesSchema = z.object({ roles }).strict();
export const operatorPasswordResetSchema = z.object({ password: newPassword }).strict();

export const operatorSchema = z.object({
  id: z.number(),
  username: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  mustChangePassword: z.boolean(),
  twoStepEnabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  failedAttempts: z.number(),
  createdAt: z.string(),
});

export const APPROVAL_KINDS = [
  'adjustment',
  'withdrawal_approval',
  'deposit_approval',
  'lottery_correction',
  'lottery_cancel',
  'promotion_terms',
  'promotion_budget',
  'mission_terms',
  'goods_terms',
  'two_step_unbind',
  'held_win_release',
  'turnover_reset',
  'upline_move',
  'agent_contract_offer',
  'lottery_game_risk',
  'points_grant',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const approvalSchema = z.object({
  id: z.number(),
  kind: z.enum(APPROVAL_KINDS),
  subject: z.string(),
  payload: z.record(z.string(), z.unknown()),
  /** Major units of `currency`. */
  amount: z.number(),
  currency: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: z.number(),
  decidedBy: z.number().nullable(),
  rejectReason: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** The approvals queue's view: who asked and who decided by name, and whether the caller asked. */
export const approvalViewSchema = approvalSchema.extend({
  requestedByName: z.string(),
  decidedByName: z.string().nullable(),
  /** The caller filed it: someone else must approve it (the caller may still withdraw it). */
  mine: z.boolean(),
});
export type Approval = z.infer<typeof approvalSchema>;
export type ApprovalView = z.infer<typeof approvalViewSchema>;
export const approvalViewPageSchema = z.object({
  items: z.array(approvalViewSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type ApprovalViewPage = z.infer<typeof approvalViewPageSchema>;

export const approvalsQuerySchema = z
  .object({
    status: z.enum(APPROVAL_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const approvalRejectSchema = z.object({ reason: z.string().trim().max(500).optional() }).strict();

/**
 * The money terms of a promotion, mission or good (decision 033): 'none' pays no money; 'approved'
 * a finance operator approved the terms in force; 'pending' a change waits for finance (the
 * editor shows the proposed terms; the approved ones, if any, stay in force); 'unapproved' pays
 * money but was never approved (or its request was rejected), so it pays nothing.
 */
export const MONEY_TERMS_STATUSES = ['none', 'approved', 'pending', 'unapproved'] as const;
export const moneyTermsStateSchema = z.object({
  status: z.enum(MONEY_TERMS_STATUSES),
  /** The terms in force may pay (approved, or they pay no money): with `enabled`, members see it. */
  live: z.boolean(),
  /** The four-eyes request that waits (POST /admin/api/approvals/:id/approve or /reject). */
  approvalId: z.number().int().nullable(),
  requestedBy: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.number().int().nullable(),
});
export type MoneyTermsState = z.infer<typeof moneyTermsStateSchema>;
