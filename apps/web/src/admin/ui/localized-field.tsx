import type { ComponentProps, ReactNode } from 'react';
import { LocalizedTextInput } from './localized-text-input';

/**
 * A text in the six languages with what is wrong with it underneath (the languages it concerns),
 * the way `Field` shows a single control's issue.
 */
export function LocalizedField({
  hint,
  error,
  errorTestId,
  ...input
}: ComponentProps<typeof LocalizedTextInput> & {
  hint?: ReactNode;
  error?: ReactNode;
  errorTestId?: string;
}) {
  return (
    <>
      <LocalizedTextInput {...input} />
      {hint && <small className="admin-muted">{hint}</small>}
      {error && (
        <small className="admin-field__error" data-testid={errorTestId}>
          {error}
        </small>
      )}
    </>
  );
}
