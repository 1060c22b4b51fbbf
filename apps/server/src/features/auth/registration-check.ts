import { FieldIssue } from '@portal/shared/errors';
import type { BrandSettings } from '@portal/shared/settings';
import { checkField, REGISTER_FIELDS, type FieldRule, type RegisterField } from '@portal/shared/validation-rules';
import type { Passwords } from '../members/passwords.ts';

export type RegistrationMode = 'username' | 'mobile';

const ALWAYS_REQUIRED: Record<RegistrationMode, readonly RegisterField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'password', 'confirmPassword'],
};
const DIALING_CODE = /^\+?[0-9]{1,4}$/;
const STORABLE: [RegisterField, RegExp][] = [
  ['username', /^[^\s\p{Cc}]{1,64}$/u],
  ['mobileNum', /^[0-9]{4,20}$/],
  ['email', /^(?=.{3,254}$)[^@]*@.*$/u],
];

/**
 * Every failing field of a registration, judged by the brand's rules with the same engine the form
 * uses, plus the password policy and the confirmation. Empty when it passes.
 */
export function registrationIssues(
  payload: Partial<Record<RegisterField | 'countryDialingCode', string>>,
  rules: BrandSettings['registerRules'],
  passwords: Passwords,
  mode: RegistrationMode,
): Record<string, FieldIssue> {
  const fields: Record<string, FieldIssue> = {};
  for (const field of REGISTER_FIELDS) {
    if (mode === 'mobile' && field === 'username') continue;
    // The confirmation is judged by equality alone: one message, on the password.
    if (field === 'confirmPassword') {
      if (!payload.confirmPassword) fields.confirmPassword = FieldIssue.REQUIRED;
      continue;
    }
    const rule: FieldRule = ALWAYS_REQUIRED[mode].includes(field)
      ? { ...rules[field], enabled: true, required: true }
      : // A payment password, if shown, is required whatever its rule says.
        field === 'paymentPassword' && rules.paymentPassword.enabled
        ? { ...rules.paymentPassword, required: true }
        : rules[field];
    const issue = checkField(rule, payload[field]);
    if (issue) fields[field] = issue;
  }
  const mobileGiven = mode === 'mobile' || (rules.mobileNum.enabled && Boolean(payload.mobileNum));
  if (mobileGiven) {
    const code = payload.countryDialingCode ?? '';
    if (code === '') fields.countryDialingCode = FieldIssue.REQUIRED;
    else if (!DIALING_CODE.test(code)) fields.countryDialingCode = FieldIssue.PATTERN_MISMATCH;
  }
  // What the table can hold, whatever pattern an operator configures.
  for (const [field, shape] of STORABLE) {
    const value = payload[field];
    const kept = ALWAYS_REQUIRED[mode].includes(field) || rules[field].enabled;
    if (kept && !fields[field] && value && !shape.test(value)) fields[field] = FieldIssue.PATTERN_MISMATCH;
  }
  const password = payload.password ?? '';
  if (!fields.password) {
    const issue = passwords.policyIssue(password, mode === 'username' ? payload.username : null);
    if (issue) fields.password = issue;
  }
  if (!fields.confirmPassword && payload.confirmPassword !== password) fields.confirmPassword = FieldIssue.NOT_EQUAL;
  return fields;
}

/** '+84', '84' -> '+84'. */
export const normalizeDialingCode = (code: string) => `+${code.replace(/^\+/, '')}`;
