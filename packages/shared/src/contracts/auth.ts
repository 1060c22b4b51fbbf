import { z } from 'zod';

/*
 * Account calls of product-spec.md sections 3 and 7. The payloads of the encrypted calls are what
 * the JWE carries (api-contract.md, "Encrypted calls"). Strings are only bounded here: each field's
 * format comes from the brand's register rules (validation-rules.ts), which the form applies too.
 */
const text = (max = 255) => z.string().max(max);
const optionalText = (max = 255) => text(max).optional();

/** Fields both registration calls share. */
const registrationCommon = {
  password: optionalText(500),
  confirmPassword: optionalText(500),
  payeeName: optionalText(),
  email: optionalText(),
  qqNum: optionalText(),
  recommenderId: optionalText(),
  captcha: optionalText(),
  verificationCode: optionalText(),
  affiliateCode: optionalText(),
  paymentPassword: optionalText(),
  line: optionalText(),
  whatsapp: optionalText(),
  zalo: optionalText(),
  facebook: optionalText(),
  wechat: optionalText(),
  idNumber: optionalText(),
  referralCode: optionalText(),
  domain: optionalText(),
  registerUrl: optionalText(2000),
  registerMethod: optionalText(20),
  login: z.boolean().optional(),
  firebaseChannel: optionalText(),
  firebaseIdToken: optionalText(4000),
};

export const registerPayloadSchema = z
  .object({
    username: optionalText(),
    mobileNum: optionalText(),
    countryDialingCode: optionalText(8),
    ...registrationCommon,
  })
  .strict();
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** Mobile registration: the server makes up the account number (the username). */
export const registerMobilePayloadSchema = z
  .object({
    mobileNum: optionalText(),
    countryDialingCode: optionalText(8),
    ...registrationCommon,
  })
  .strict();
export type RegisterMobilePayload = z.infer<typeof registerMobilePayloadSchema>;

export const loginPayloadSchema = z
  .object({
    username: text().min(1),
    password: text(500).min(1),
    /** Required (with captchaId) once the server answered CAPTCHA_REQUIRED. */
    captcha: optionalText(),
    captchaId: optionalText(64),
  })
  .strict();
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const freePlayPayloadSchema = z
  .object({
    os: optionalText(40),
    platform: optionalText(40),
  })
  .strict();

/** The value of login, login v2, free play and both registrations (they sign the member in). */
export const loginValueSchema = z.object({
  token: z.string(),
  username: z.string(),
  /** Agent type: 0 player, 1 / 2 / 41 / 42 agents, 4 trial. */
  type: z.number(),
  firstTimeLogin: z.boolean(),
  /** The brand forces a change when the password is older than the configured age. */
  passwordExpired: z.boolean(),
  /** The password is the brand's default one. */
  forceChangePassword: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

export const affiliateQuerySchema = z
  .object({
    code: text(64),
    domain: optionalText(253),
  })
  .strict();
export const affiliateValueSchema = z.object({ valid: z.boolean() });

/** GET /wps/captcha: a single-use challenge; the image is a PNG data URL. */
export const captchaValueSchema = z.object({
  captchaId: z.string(),
  image: z.string(),
});
export type CaptchaValue = z.infer<typeof captchaValueSchema>;

/** `value` of CAPTCHA_REQUIRED, CAPTCHA_INVALID and of INVALID_CREDENTIALS once a captcha is needed. */
export const captchaNeededSchema = z.object({ captchaRequired: z.literal(true) });

/** `value` of ACCOUNT_LOCKED (also sent as the Retry-After header). */
export const accountLockedSchema = z.object({ retryAfterSeconds: z.number().int().positive() });
