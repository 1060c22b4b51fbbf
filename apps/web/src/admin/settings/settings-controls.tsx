import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldIssue } from '@portal/shared/errors';
import { minorToDecimalText } from '@portal/shared/money';
import { checkAmountText } from '../../lib/money-form';
import { FieldFrame } from '../../ui/form/form-fields';
import { ChoiceOptions } from '../ui/list-filters';

const KNOWN_ISSUES = Object.values(FieldIssue) as string[];
const AMOUNT_ISSUES = ['required', 'format', 'decimals', 'positive', 'min', 'max'];

/** The sentence for a field issue (the server's codes, or an amount that does not read). */
export function useIssueText() {
  const { t } = useTranslation('admin-settings');
  return (issue: string | undefined): string | undefined => {
    if (!issue) return undefined;
    if (AMOUNT_ISSUES.includes(issue)) return t(`amountIssues.${issue}` as 'amountIssues.format');
    return t(`issues.${KNOWN_ISSUES.includes(issue) ? issue : FieldIssue.INVALID_VALUE}` as 'issues.REQUIRED');
  };
}

/**
 * useIssueText as the form kit's wording (IssueTextProvider): a number box that reads as no number
 * (empty, or text) is not a valid value, as the settings forms always said.
 */
export function useSaySettingsIssue(): (code: string) => string {
  const issueText = useIssueText();
  return (code) => issueText(code === FieldIssue.INVALID_TYPE ? FieldIssue.INVALID_VALUE : code) ?? code;
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

/** A list typed one entry a line (codes also by commas or spaces, upper-cased); empty entries dropped. */
export function ListInput({
  label,
  hint,
  values,
  onChange,
  error,
  codes,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  values: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  codes?: boolean;
  testId?: string;
}) {
  // The text is kept as typed, so a half-typed line is not reformatted under the cursor.
  const [text, setText] = useState(values.join('\n'));
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(aria) => (
        <textarea
          {...aria}
          rows={3}
          value={text}
          data-testid={testId}
          onChange={(e) => {
            setText(e.target.value);
            const items = e.target.value
              .split(codes ? /[\s,]+/ : /\n/)
              .map((item) => (codes ? item.trim().toUpperCase() : item.trim()))
              .filter(Boolean);
            onChange(items);
          }}
        />
      )}
    </FieldFrame>
  );
}

/**
 * An amount stored in minor units, shown and typed in major units of the brand's currency. Text
 * that does not read as an amount is reported, and the value keeps its last good amount.
 */
export function MoneyInput({
  label,
  hint,
  minor,
  decimals,
  onChange,
  onUnreadable,
  error,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  minor: number;
  decimals: number;
  onChange: (minor: number) => void;
  onUnreadable: (issue: string | null) => void;
  error?: string;
  testId?: string;
}) {
  const [text, setText] = useState(() => minorToDecimalText(minor, decimals));
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          inputMode="decimal"
          value={text}
          data-testid={testId}
          onChange={(e) => {
            setText(e.target.value);
            const checked = checkAmountText(e.target.value, { decimals, digitsOnly: true });
            if (checked.ok) {
              onUnreadable(null);
              onChange(checked.minor);
            } else onUnreadable(checked.issue);
          }}
        />
      )}
    </FieldFrame>
  );
}

/** A whole number field that keeps empty text while typing and reports the number when it reads. */
export function NumberInput({
  label,
  hint,
  value,
  min,
  max,
  onChange,
  error,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: number;
  min?: number;
  max?: number;
  onChange: (next: number) => void;
  error?: string;
  testId?: string;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={Number.isFinite(value) ? value : ''}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
      )}
    </FieldFrame>
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
