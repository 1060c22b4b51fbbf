import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { FieldFrame } from '../../ui/form/form-fields';
import { ChoiceOptions } from '../ui/list-filters';

const KNOWN_ISSUES = Object.values(FieldIssue) as string[];
const AMOUNT_ISSUES = ['required', 'format', 'decimals', 'positive', 'min', 'max'];

/**
 * The settings forms' words for an issue code (IssueTextProvider): the server's field issues, an
 * amount that does not read, and the settings schema's own rules; a number box that reads as no
 * number is not a valid value, as the settings forms always said.
 */
export function useSaySettingsIssue(): (code: string) => string {
  const { t } = useTranslation('admin-settings');
  return (code) => {
    if (AMOUNT_ISSUES.includes(code)) return t(`amountIssues.${code}` as 'amountIssues.format');
    if (code === 'PATTERN_DOES_NOT_COMPILE') return t('register.regexInvalid');
    if (code === 'DUPLICATE_RULE_ID') return t('referral.duplicateId');
    return t(
      `issues.${KNOWN_ISSUES.includes(code) && code !== FieldIssue.INVALID_TYPE ? code : FieldIssue.INVALID_VALUE}` as 'issues.REQUIRED',
    );
  };
}

/** An on/off setting: a switch with its name and one line on what it does. */
export function Toggle({
  label,
  hint,
  checked,
  onChange,
  error,
  testId,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (next: boolean) => void;
  error?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="settings-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="admin-switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint || error ? `${id}-note` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <div className="settings-toggle__text">
        <label htmlFor={id}>{label}</label>
        {(hint || error) && (
          <small id={`${id}-note`} className={error ? 'admin-field__error' : 'admin-muted'}>
            {error ?? hint}
          </small>
        )}
      </div>
    </div>
  );
}

/** One of a few values, picked from a list; `blank` is a first choice that cannot be picked back. */
export function SelectInput<Value extends string | number>({
  label,
  hint,
  error,
  value,
  options,
  onChange,
  blank,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  onChange: (next: Value) => void;
  blank?: string;
  testId?: string;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(aria) => (
        <select
          {...aria}
          value={value}
          onChange={(e) => onChange(options.find((option) => String(option.value) === e.target.value)!.value)}
          data-testid={testId}
        >
          {blank !== undefined && (
            <option value="" disabled>
              {blank}
            </option>
          )}
          <ChoiceOptions choices={options} />
        </select>
      )}
    </FieldFrame>
  );
}
