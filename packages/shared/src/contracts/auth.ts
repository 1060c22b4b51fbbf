import { z } from 'zod';

/*
 * Account calls: login, registration, passwords, the session. The payloads of the encrypted calls
 * are what the JWE carries. Strings are only bounded here: each field's
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
  /** With `captcha`, when the brand asks for one at registration (GET /wps/captcha). */
  captchaId: optionalText(64),
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
  /** Required: 'YYYY-MM-DD'; the brand's minimum age by calendar date (UNDERAGE otherwise). */
  dateOfBirth: optionalText(10),
  /** The Brazilian CPF (punctuation allowed); required when the brand's kyc.cpfRequired is on. */
  cpf: optionalText(20),
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
    /** Keep the session for REMEMBER_ME_HOURS between visits (spec: the remember-me cookie). */
    rememberMe: z.boolean().optional(),
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
  /** The session waits REMEMBER_ME_HOURS between visits: the client keeps it in the remember-me cookie. */
  rememberMe: z.boolean(),
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

/*
 * One-time codes by SMS and e-mail. The mobile is digits, the
 * dialing code '+84' or '84'; the server answers VALIDATION_FAILED on anything else.
 */
const mobileDigits = text(20);
const dialingCode = text(8);

/** POST /wps/verification/sms/register: the client sends `mobileNo` (older) or `mobileNum`. */
export const smsRegisterCodePayloadSchema = z
  .object({
    mobileNo: mobileDigits.optional(),
    mobileNum: mobileDigits.optional(),
    countryDialingCode: dialingCode,
    username: optionalText(),
  })
  .strict();
export type SmsRegisterCodePayload = z.infer<typeof smsRegisterCodePayloadSchema>;

/** POST /wps/verification/sms/noLogin and /wps/verification/sms/password. */
export const smsCodePayloadSchema = z
  .object({
    mobileNum: mobileDigits,
    countryDialingCode: dialingCode,
  })
  .strict();
export type SmsCodePayload = z.infer<typeof smsCodePayloadSchema>;

/** The client counts down 60 s × expiredMinutes before it offers to send again. */
export const smsCodeSentValueSchema = z.object({ expiredMinutes: z.number().int().positive() });
/** Forgot password by phone: the countdown in seconds. */
export const smsPasswordCodeSentValueSchema = z.object({ expirationTime: z.number().int().positive() });

/** `value` of RATE_LIMITED from the code calls (also the Retry-After header). */
export const retryAfterSchema = z.object({ retryAfterSeconds: z.number().int().positive() });

/** POST /wps/session/login/sms (encrypted). */
export const smsLoginPayloadSchema = z
  .object({
    mobileNum: mobileDigits,
    countryDialingCode: dialingCode,
    verificationCode: text(255),
  })
  .strict();
export type SmsLoginPayload = z.infer<typeof smsLoginPayloadSchema>;

/** POST /wps/session/login/firebase: the ID token Firebase gave the browser after its phone check. */
export const firebaseLoginPayloadSchema = z
  .object({ firebaseIdToken: text(4000), firebaseChannel: optionalText() })
  .strict();
export type FirebaseLoginPayload = z.infer<typeof firebaseLoginPayloadSchema>;

/**
 * GET /wps/session/login/firebase/config: the brand's Firebase web app, as the browser's SDK takes
 * it (public values), or null when phone sign-in through Firebase is not set up.
 */
export const firebaseWebConfigSchema = z
  .object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), appId: z.string() })
  .nullable();
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

/** POST /wps/member/password/email (form-encoded). */
export const forgotPasswordEmailPayloadSchema = z
  .object({
    username: text().min(1),
    email: text(254).min(1),
  })
  .strict();
export type ForgotPasswordEmailPayload = z.infer<typeof forgotPasswordEmailPayloadSchema>;

/** POST /wps/member/password/reset (encrypted): the code from the e-mail. */
export const resetPasswordPayloadSchema = z
  .object({
    username: text().min(1),
    code: text(255),
    newPassword: text(500),
    confirmNewPassword: text(500),
  })
  .strict();
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

/**
 * POST /wps/member/password/verification (encrypted). The spec's client sends no dialing code:
 * without one the number must belong to exactly one account.
 */
export const phonePasswordPayloadSchema = z
  .object({
    newPassword: text(500),
    confirmNewPassword: optionalText(500),
    mobileNum: mobileDigits,
    countryDialingCode: dialingCode.optional(),
    verificationCode: text(255),
  })
  .strict();
export type PhonePasswordPayload = z.infer<typeof phonePasswordPayloadSchema>;

/**
 * The second step of a password sign-in from an address the member has not used (decision 009):
 * 'totp' the authenticator app (or a recovery code), 'sms' a code to the bound mobile, 'email' a
 * code to the bound e-mail; where the brand turns them on (spec §3 unregistered-IP login), 'mobile'
 * the whole bound mobile number and 'bankName' the holder name of a bound bank account, typed in.
 */
export const LOGIN_METHODS = ['totp', 'sms', 'email', 'mobile', 'bankName'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const loginMethodSchema = z.enum(LOGIN_METHODS);

/**
 * The value of LOGIN_VERIFICATION_REQUIRED: the password was right but the address is new.
 * `methods` are those the brand enables and the member has (authenticator enrolled; mobile or
 * e-mail bound and proven by a code), in that order; any one of them completes the challenge,
 * once. Send the code with the challenge token to POST /wps/session/login/verify.
 */
export const loginChallengeSchema = z.object({
  challengeToken: z.string(),
  methods: z.array(loginMethodSchema).min(1),
  /** The method shown first: the authenticator when enrolled. */
  method: loginMethodSchema,
  /** The masked mobile the SMS goes to, when 'sms' is offered (only its last two digits when 'mobile' is too). */
  mobile: z.string().nullable(),
  /** The masked e-mail the code goes to, when 'email' is offered. */
  email: z.string().nullable(),
  expiresInSeconds: z.number(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** POST /wps/session/login/verify: `method` defaults to the challenge's `method`. */
export const loginVerifyPayloadSchema = z
  // A bank account's holder name is longer than a code.
  .object({ challengeToken: text(100), code: text(100), method: loginMethodSchema.optional() })
  .strict();
export type LoginVerifyPayload = z.infer<typeof loginVerifyPayloadSchema>;

/** POST /wps/session/login/verify/sms and /verify/email: a code for the chosen method. */
export const loginChallengeCodePayloadSchema = z.object({ challengeToken: text(100) }).strict();
