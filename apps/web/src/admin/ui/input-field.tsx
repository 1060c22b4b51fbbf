import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>;

/** What a labelled text control takes besides its element's own attributes. */
export interface TextControlProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/** A labelled one-line input with its hint or error underneath. */
export function InputField({ label, hint, error, onChange, testId, ...input }: InputProps & TextControlProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <input {...input} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
    </Field>
  );
}
