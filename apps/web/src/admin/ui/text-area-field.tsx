import type { ReactNode } from 'react';
import { Field } from './field';

/** A labelled text area (a reason, a note) with its hint or error underneath. */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  onChange,
  rows = 3,
  maxLength,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  testId?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <textarea
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </Field>
  );
}
