import { DEFAULT_COUNTRY_DIALING_CODE } from '@portal/shared/constants';
import { countryOfDialingCode } from '@portal/shared/dialing-codes';
import { FieldIssue } from '@portal/shared/errors';
import type { FieldIssueCodes } from '../../lib/form-resolver';

/** A mobile number as the forms take it: digits only, 4 to 20 of them. */
const MOBILE = /^[0-9]{4,20}$/;

export interface MobileValue {
  countryDialingCode: string;
  mobileNum: string;
}

/** An empty number on the default dialing code: where every mobile field starts. */
export const NEW_MOBILE: MobileValue = { countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE, mobileNum: '' };

/**
 * The issues of a mobile and its dialing code (PlayerMobileField's two fields): both required,
 * the number 4 to 20 digits, the code one of the listed countries'.
 */
export function mobileIssues(values: { countryDialingCode?: string; mobileNum?: string }): FieldIssueCodes {
  const issues: FieldIssueCodes = {};
  const code = values.countryDialingCode?.trim() ?? '';
  const mobile = values.mobileNum?.trim() ?? '';
  if (!code) issues.countryDialingCode = FieldIssue.REQUIRED;
  else if (!countryOfDialingCode(code)) issues.countryDialingCode = FieldIssue.PATTERN_MISMATCH;
  if (!mobile) issues.mobileNum = FieldIssue.REQUIRED;
  else if (!MOBILE.test(mobile)) issues.mobileNum = FieldIssue.PATTERN_MISMATCH;
  return issues;
}
