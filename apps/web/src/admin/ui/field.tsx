import { useId, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** One input, select or textarea: it gets the label's id and the hint/error description. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
}

/** A labelled form control with its hint or error underneath. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const note = error ?? hint;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-describedby': note ? `${id}-note` : undefined,
        'aria-invalid': error ? true : undefined,
      })
    : children;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {control}
      {note && (
        <small id={`${id}-note`} className={error ? 'admin-field__error' : 'admin-muted'}>
          {note}
        </small>
      )}
    </div>
  );
}
