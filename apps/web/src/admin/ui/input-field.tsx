import type { HTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

/** A labelled one-line input with its hint or error underneath. */
export function InputField({
  label,
  hint,
  error,
  value,
  onChange,
  type,
  autoComplete,
  inputMode,
  maxLength,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  testId?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <input
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </Field>
  );
}
