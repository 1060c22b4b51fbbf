import { z } from 'zod';

/*
 * The security center (the member center's "my account"): profile fields the brand enables,
 * bound mobile and e-mail, two-step verification (TOTP, "Google verification") with recovery
 * codes, and the member's active sessions. (The second sign-in step is in contracts/auth.)
 */
const text = (max = 255) => z.string().max(max);

/** Profile fields a member may edit: the brand's register rules decide which are shown. */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const securityOverviewSchema = z.object({
  account: z.string(),
  /** Masked, e.g. +84 09****678; null when none is bound. */
  mobile: z.string().nullable(),
  /** Masked, e.g. p***@example.com; null when none is bound. */
  email: z.string().nullable(),
  twoStepEnabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  passwordChangedAt: z.string(),
  /** Profile values by field; only the fields the brand shows. */
  profile: z.record(z.string(), z.string().nullable()),
  /** Fields that cannot change once set (the payee name must match bank accounts). */
  lockedFields: z.array(z.string()),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const profilePatchSchema = z
  .object({
    nickname: text(60).optional(),
    payeeName: text().optional(),
    qqNum: text().optional(),
    line: text().optional(),
    whatsapp: text().optional(),
    zalo: text().optional(),
    facebook: text().optional(),
    wechat: text().optional(),
    idNumber: text().optional(),
  })
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/**
 * Step-up proof for an account change (rebinding the mobile or e-mail, enrolling an authenticator):
 * the current login password, or, when two-step is on, a current authenticator or recovery code
 * instead. Sent in the same request as the change. Neither -> VALIDATION_FAILED
 * (`currentPassword: REQUIRED`); wrong -> STEP_UP_FAILED with `value.attemptsLeft`; too many
 * wrong ones (shared with the sign-in form) -> ACCOUNT_LOCKED.
 */
export const stepUpFields = {
  currentPassword: text(128).optional(),
  twoStepCode: text(32).optional(),
};
export interface StepUpProof {
  currentPassword?: string | undefined;
  twoStepCode?: string | undefined;
}

/** POST /wps/verification/sms/bind: a code to the number being bound. */
export const bindMobileCodePayloadSchema = z.object({ countryDialingCode: text(8), mobileNum: text(32) }).strict();
export const bindMobilePayloadSchema = z
  .object({ countryDialingCode: text(8), mobileNum: text(32), verificationCode: text(255), ...stepUpFields })
  .strict();
export type BindMobilePayload = z.infer<typeof bindMobilePayloadSchema>;

/** POST /wps/verification/email/bind: a code to the address being bound. */
export const bindEmailCodePayloadSchema = z.object({ email: text(254) }).strict();
export const bindEmailPayloadSchema = z
  .object({ email: text(254), verificationCode: text(255), ...stepUpFields })
  .strict();
export type BindEmailPayload = z.infer<typeof bindEmailPayloadSchema>;

/** The answer to a code request: how long the code lives (the countdown). */
export const codeSentSchema = z.object({ expiredMinutes: z.number(), expirationTime: z.number() });

/** POST /wps/member/two-step/setup: a new secret, shown until confirmed. */
export const twoStepSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG QR code of otpauthUrl as a data URL. */
  qrCode: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

export const twoStepCodePayloadSchema = z.object({ code: text(32) }).strict();
export type TwoStepCodePayload = z.infer<typeof twoStepCodePayloadSchema>;

/** POST /wps/member/two-step/enable: the app's first code, and the login password (step-up). */
export const twoStepEnablePayloadSchema = z.object({ code: text(32), currentPassword: text(128) }).strict();
export type TwoStepEnablePayload = z.infer<typeof twoStepEnablePayloadSchema>;

/** Enabling, or renewing them, answers the recovery codes: shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const memberSessionSchema = z.object({
  id: z.number(),
  current: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionsSchema = z.array(memberSessionSchema);

export const sessionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() }).strict();
