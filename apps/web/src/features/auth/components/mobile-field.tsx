import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import type { TFunction } from 'i18next';
import { issueMessage } from '../lib/field-messages';
import { TextField } from './text-field';

const DIALING_CODE = /^\+?[0-9]{1,4}$/;
const MOBILE = /^[0-9]{4,20}$/;

export interface MobileValue {
  countryDialingCode: string;
  mobileNum: string;
}

/** Required checks for a dialing code and a number; the messages of the field rules (spec section 5). */
export function judgeMobile(t: TFunction<'auth'>, value: MobileValue) {
  const code = value.countryDialingCode.trim();
  const num = value.mobileNum.trim();
  const dialing = !code
    ? issueMessage(t, FieldIssue.REQUIRED)
    : DIALING_CODE.test(code)
      ? undefined
      : issueMessage(t, FieldIssue.PATTERN_MISMATCH);
  const mobile = !num
    ? issueMessage(t, FieldIssue.REQUIRED)
    : MOBILE.test(num)
      ? undefined
      : issueMessage(t, FieldIssue.PATTERN_MISMATCH);
  return { countryDialingCode: dialing, mobileNum: mobile };
}

interface MobileFieldProps {
  value: MobileValue;
  errors: { countryDialingCode?: string; mobileNum?: string };
  onChange(value: MobileValue): void;
}

/** A mobile number with its country dialing code in the same box. */
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
        <input
          className="auth-field__prefix"
          aria-label={t('fields.countryDialingCode')}
          aria-invalid={errors.countryDialingCode ? true : undefined}
          placeholder="+84"
          inputMode="tel"
          maxLength={5}
          value={value.countryDialingCode}
          data-testid="field-countryDialingCode"
          onChange={(event) => onChange({ ...value, countryDialingCode: event.target.value })}
        />
      }
    />
  );
}
