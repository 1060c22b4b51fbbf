import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

/** An auth form's main button: while the form is sent it is disabled, busy, and a spinner named `busyLabel`. */
export function SubmitButton({
  pending,
  busyLabel,
  testId,
  children,
}: {
  pending: boolean;
  busyLabel: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="primary"
      className="auth-form__submit"
      disabled={pending}
      aria-busy={pending}
      data-testid={testId}
    >
      {pending ? <Spinner size={18} label={busyLabel} /> : children}
    </Button>
  );
}
