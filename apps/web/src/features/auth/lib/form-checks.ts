import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { checkField, type FieldRule } from '@portal/shared/validation-rules';
import type { FieldIssueCodes } from '../../../lib/form-resolver';
import { issueMessage } from '../../../lib/field-messages';
import { mobileIssues } from '../../../ui/form/mobile-rules';
import { isIssueCode } from '../../../ui/form/issue-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * REQUIRED for each named text that is empty or only spaces (the shared schemas only bound a
 * length; a sign-in's boxes are trimmed). A field the form does not show (undefined) is skipped.
 */
export function blankIssues<Values extends object>(values: Values, names: (keyof Values & string)[]): FieldIssueCodes {
  return Object.fromEntries(
    names
      .filter((name) => typeof values[name] === 'string' && (values[name] as string).trim() === '')
      .map((name) => [name, FieldIssue.REQUIRED]),
  );
}

/** A value the brand's rule (once the register settings loaded) judges, always required here. */
export const ruleIssue = (value: string | undefined, rule: FieldRule | undefined): string | null => {
  if (!value?.trim()) return FieldIssue.REQUIRED;
  return rule ? checkField({ ...rule, enabled: true, required: true }, value) : null;
};

/** An e-mail: required, something@somewhere.tld. */
export const emailIssue = (value: string | undefined): string | null =>
  !value?.trim() ? FieldIssue.REQUIRED : EMAIL.test(value.trim()) ? null : FieldIssue.PATTERN_MISMATCH;

/** A new password and its confirmation: the brand's password rule, then equal. */
export function newPasswordIssues(
  values: { newPassword?: string; confirmNewPassword?: string },
  rule: FieldRule | undefined,
): FieldIssueCodes {
  const issues: FieldIssueCodes = {};
  const password = ruleIssue(values.newPassword, rule);
  if (password) issues.newPassword = password;
  if (!values.confirmNewPassword) issues.confirmNewPassword = FieldIssue.REQUIRED;
  else if (values.confirmNewPassword !== values.newPassword) issues.confirmNewPassword = FieldIssue.NOT_EQUAL;
  return issues;
}

/** Codes whose issues are all empty: nothing to show. */
export const withoutNulls = (issues: Record<string, string | null>): FieldIssueCodes =>
  Object.fromEntries(Object.entries(issues).filter((entry): entry is [string, string] => entry[1] !== null));

/**
 * How an auth field words its error: an issue code in the auth texts (`own` for a form's own
 * codes, `rule`'s pattern sentence for a length or format issue), or a sentence the server wrote
 * (a wrong code, a wrong captcha), which the form put on the field as it is.
 */
export function useAuthSay(rule?: FieldRule, own: Record<string, string> = {}) {
  const { t } = useTranslation('auth');
  return (text: string) => own[text] ?? (isIssueCode(text) ? issueMessage(t, text, rule) : text);
}

interface MobileForm {
  getValues(): { countryDialingCode?: string; mobileNum?: string };
  clearErrors(names: ('countryDialingCode' | 'mobileNum')[]): void;
  setError(name: 'countryDialingCode' | 'mobileNum', error: { type: string; message: string }): void;
}

/**
 * The mobile before a code is sent to it: its issues shown on its two fields (the others keep
 * theirs), and the number to send to, or null.
 */
export function checkedMobile(form: MobileForm): { countryDialingCode: string; mobileNum: string } | null {
  const { countryDialingCode = '', mobileNum = '' } = form.getValues();
  const issues = mobileIssues({ countryDialingCode, mobileNum });
  form.clearErrors(['countryDialingCode', 'mobileNum']);
  for (const [name, code] of Object.entries(issues)) {
    form.setError(name as 'countryDialingCode' | 'mobileNum', { type: 'check', message: code });
  }
  return Object.keys(issues).length > 0 ? null : { countryDialingCode, mobileNum };
}
