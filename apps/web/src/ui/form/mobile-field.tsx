import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_DIALING_CODE } from '@portal/shared/constants';
import { countryOfDialingCode } from '@portal/shared/dialing-codes';
import { FieldIssue } from '@portal/shared/errors';
import type { TFunction } from 'i18next';
import { issueMessage } from '../../lib/field-messages';
import { CountryCodeSelect } from './country-code-select';
import { TextField } from './text-field';

const MOBILE = /^[0-9]{4,20}$/;

export interface MobileValue {
  countryDialingCode: string;
  mobileNum: string;
}

/** An empty number on the default dialing code: where every mobile field starts. */
export const NEW_MOBILE: MobileValue = { countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE, mobileNum: '' };

/** The dialing code's message: required, and one of the listed countries' codes. */
export function judgeDialingCode(t: TFunction<'auth'>, code: string): string | undefined {
  if (!code.trim()) return issueMessage(t, FieldIssue.REQUIRED);
  return countryOfDialingCode(code) ? undefined : issueMessage(t, FieldIssue.PATTERN_MISMATCH);
}

/** Required checks for a dialing code and a number; the messages of the field rules. */
export function judgeMobile(t: TFunction<'auth'>, value: MobileValue) {
  const num = value.mobileNum.trim();
  const mobile = !num
    ? issueMessage(t, FieldIssue.REQUIRED)
    : MOBILE.test(num)
      ? undefined
      : issueMessage(t, FieldIssue.PATTERN_MISMATCH);
  return { countryDialingCode: judgeDialingCode(t, value.countryDialingCode), mobileNum: mobile };
}

interface MobileFieldProps {
  value: MobileValue;
  errors: { countryDialingCode?: string; mobileNum?: string };
  onChange(value: MobileValue): void;
}

/** A mobile number with its country dialing code dropdown in the same box. */
export function MobileField({ value, errors, onChange }: MobileFieldProps) {
  const { t } = useTranslation('auth');
  const error =
    errors.mobileNum ??
    (errors.countryDialingCode && `${t('fields.countryDialingCode')}: ${errors.countryDialingCode}`);
  return (
    <TextField
      name="mobileNum"
      label={t('fields.mobileNum')}
      placeholder={`* ${t('fields.mobileNum')}`}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
      value={value.mobileNum}
      error={error}
      onChange={(mobileNum) => onChange({ ...value, mobileNum })}
      prefix={
        <CountryCodeSelect
          value={value.countryDialingCode}
          invalid={Boolean(errors.countryDialingCode)}
          onChange={(countryDialingCode) => onChange({ ...value, countryDialingCode })}
        />
      }
    />
  );
}
