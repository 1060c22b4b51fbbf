import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field';
import type { TextControlProps } from './input-field';

type TextAreaProps = Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'maxLength'>;

/** A labelled text area (a reason, a note) with its hint or error underneath; three rows unless told. */
export function TextAreaField({
  label,
  hint,
  error,
  onChange,
  testId,
  rows = 3,
  ...textarea
}: TextAreaProps & TextControlProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <textarea rows={rows} {...textarea} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
    </Field>
  );
}
