import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from '../../ui/form/form-fields';
import type { TextControlProps } from './text-area-field';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>;

/** A labelled one-line input with its hint or error underneath (the settings' drafts, until they move to the kit). */
export function InputField({ label, hint, error, onChange, testId, ...input }: InputProps & TextControlProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error ?? undefined}>
      {(aria) => <input {...aria} {...input} onChange={(event) => onChange(event.target.value)} data-testid={testId} />}
    </FieldFrame>
  );
}
