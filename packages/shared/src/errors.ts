/** Stable machine codes carried in `code` of the envelope. Clients branch on these, never on text. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED',
  DECRYPTION_FAILED: 'DECRYPTION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  MAINTENANCE: 'MAINTENANCE',
  REGION_RESTRICTED: 'REGION_RESTRICTED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  USER_EXISTS: 'USER_EXISTS',
  INVITATION_CODE_INVALID: 'INVITATION_CODE_INVALID',
  OLD_PASSWORD_INCORRECT: 'OLD_PASSWORD_INCORRECT',
  ACCOUNT_FROZEN: 'ACCOUNT_FROZEN',
  TRUE_ACCOUNT_REQUIRED: 'TRUE_ACCOUNT_REQUIRED',
  /** Too many failed logins for the account or the address: send `captcha` and `captchaId`. */
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** The captcha answer is wrong, expired or already used; fetch a new image. */
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  /** Locked for a while after many failed logins; `value.retryAfterSeconds` says how long. */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** The SMS or e-mail code is wrong, already used, for another address, or dead after too many wrong tries. */
  VERIFICATION_CODE_INVALID: 'VERIFICATION_CODE_INVALID',
  /** The code was right but its time ran out: ask for a new one. */
  VERIFICATION_CODE_EXPIRED: 'VERIFICATION_CODE_EXPIRED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status each code travels with unless a route has a better reason. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BODY_TOO_LARGE: 400,
  UNSUPPORTED_MEDIA_TYPE: 400,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  USER_EXISTS: 409,
  INVITATION_CODE_INVALID: 422,
  OLD_PASSWORD_INCORRECT: 422,
  ACCOUNT_FROZEN: 403,
  TRUE_ACCOUNT_REQUIRED: 403,
  CAPTCHA_REQUIRED: 401,
  CAPTCHA_INVALID: 401,
  ACCOUNT_LOCKED: 429,
  VERIFICATION_CODE_INVALID: 422,
  VERIFICATION_CODE_EXPIRED: 422,
};

/** Why one field failed validation; the web form maps these to localized messages. */
export const FieldIssue = {
  REQUIRED: 'REQUIRED',
  INVALID_TYPE: 'INVALID_TYPE',
  TOO_SHORT: 'TOO_SHORT',
  TOO_LONG: 'TOO_LONG',
  TOO_SMALL: 'TOO_SMALL',
  TOO_BIG: 'TOO_BIG',
  PATTERN_MISMATCH: 'PATTERN_MISMATCH',
  INVALID_VALUE: 'INVALID_VALUE',
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  TOO_MANY_DECIMALS: 'TOO_MANY_DECIMALS',
  NOT_EQUAL: 'NOT_EQUAL',
  /** A password from the list of common breached passwords shipped with the server. */
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  PASSWORD_SAME_AS_USERNAME: 'PASSWORD_SAME_AS_USERNAME',
  /** Another account already uses this username, mobile number or e-mail. */
  ALREADY_TAKEN: 'ALREADY_TAKEN',
} as const;

export type FieldIssue = (typeof FieldIssue)[keyof typeof FieldIssue];
