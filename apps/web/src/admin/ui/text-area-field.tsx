import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../ui/form/form-fields';

type TextAreaProps = Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'maxLength'>;

/** What a labelled text control held in the caller's state takes besides its element's own attributes. */
export interface TextControlProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/**
 * A labelled text area (a reason, a note) in the form kit's frame, with its hint or error
 * underneath; three rows unless told. Its text lives in the caller's state (a dialog's reason).
 */
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
    <FieldFrame label={label} hint={hint} error={error ?? undefined}>
      {(aria) => (
        <textarea
          {...aria}
          rows={rows}
          {...textarea}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </FieldFrame>
  );
}
