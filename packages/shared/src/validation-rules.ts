import { FieldIssue } from './errors.ts';

/**
 * The registration rule engine: the brand sends one rule per field and
 * both the server and the web form judge a value with `checkField`, so they always agree.
 * Free of zod so the web client's first bundle stays small.
 */
export const PATTERNS = {
  1: /^[A-Za-z0-9]*$/, // letters and digits
  2: /^[A-Za-z][A-Za-z0-9]*$/, // a letter first, then letters and digits
  3: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, // email
  4: /[A-Z]/, // must contain an uppercase letter
  5: /^[A-Za-z ]*$/, // English letters and spaces
  6: /^\S*$/, // no spaces
  7: /^\d*$/, // digits only
  8: /^[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]*$/, // Chinese characters and punctuation
  9: /^[\x21-\x7e]*$/, // letters, digits and symbols
  10: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S*$/, // upper, lower, digit and symbol
  11: /^\S+(?: \S+)+$/, // full name: first and last separated by a space
  12: /^[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]*$/, // Hiragana, Katakana or Kanji
  13: /^[A-Z]*$/, // uppercase only
  14: /^[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]*$/, // Korean only
  15: /^[\u0e00-\u0e7f]*$/, // Thai only
  16: /^[\u0e00-\u0e7fA-Za-z ]*$/, // Thai or English with spaces
  17: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, // yyyy-MM-dd
  18: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/, // MM-dd-yyyy
  19: /^9\d*$/, // digits starting with 9
} as const satisfies Record<number, RegExp>;
export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS).map(Number) as PatternId[];

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export const ANY_PATTERN = '*';

/** Why a value breaks its rule, or null when it passes (or the field is switched off). */
export function checkField(rule: FieldRule, raw: string | undefined | null): FieldIssue | null {
  if (!rule.enabled) return null;
  const value = raw ?? '';
  if (value === '') return rule.required ? FieldIssue.REQUIRED : null;
  if (rule.minLength > 0 && [...value].length < rule.minLength) return FieldIssue.TOO_SHORT;
  if (rule.maxLength > 0 && [...value].length > rule.maxLength) return FieldIssue.TOO_LONG;
  if (!matchesPattern(rule, value)) return FieldIssue.PATTERN_MISMATCH;
  return null;
}

function matchesPattern(rule: FieldRule, value: string): boolean {
  const catalogued = PATTERNS[rule.patternId as PatternId];
  if (catalogued && !catalogued.test(value)) return false;
  if (rule.acceptedPattern === ANY_PATTERN || rule.acceptedPattern === '') return true;
  try {
    return new RegExp(rule.acceptedPattern, 'u').test(value);
  } catch {
    return false;
  }
}

/** The numbers a pattern message shows: one when min equals max. */
export function lengthBounds(rule: FieldRule): { min: number; max: number; single: boolean } {
  return { min: rule.minLength, max: rule.maxLength, single: rule.minLength === rule.maxLength };
}

/** Placeholder text gets a star when the field is required. */
export const placeholderFor = (label: string, rule: FieldRule) =>
  rule.enabled && rule.required ? `* ${label}` : label;

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'captcha',
  'verificationCode',
  'referralCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const off = (patternId = 0, minLength = 0, maxLength = 64): FieldRule => ({
  enabled: false,
  required: false,
  acceptedPattern: ANY_PATTERN,
  patternId,
  minLength,
  maxLength,
});

/** The demo brand: username, password and confirmation; the referral code optional. */
export const DEFAULT_REGISTER_RULES: Record<RegisterField, FieldRule> = {
  username: { enabled: true, required: true, acceptedPattern: ANY_PATTERN, patternId: 2, minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: ANY_PATTERN, patternId: 9, minLength: 8, maxLength: 128 },
  // The password policy (8–128, apps/server features/auth) and these rules agree, so the form's hint is the rule.
  confirmPassword: {
    enabled: true,
    required: true,
    acceptedPattern: ANY_PATTERN,
    patternId: 9,
    minLength: 8,
    maxLength: 128,
  },
  referralCode: {
    enabled: true,
    required: false,
    acceptedPattern: ANY_PATTERN,
    patternId: 1,
    minLength: 0,
    maxLength: 20,
  },
  payeeName: off(11, 2, 60),
  email: off(3, 5, 120),
  qqNum: off(7, 5, 12),
  mobileNum: off(7, 8, 15),
  affiliateCode: off(1, 0, 20),
  paymentPassword: off(7, 6, 6),
  line: off(6, 0, 50),
  whatsapp: off(7, 6, 20),
  zalo: off(7, 6, 20),
  facebook: off(6, 0, 100),
  wechat: off(6, 0, 50),
  idNumber: off(1, 6, 30),
  captcha: off(1, 4, 6),
  verificationCode: off(7, 4, 255),
};
