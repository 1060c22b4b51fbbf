import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../button';
import { Spinner } from '../spinner';

/**
 * A form's last answer, under its boxes: what went wrong that no box shows (an alert) and what
 * was done (a status). `testId` names both lines (`<testId>-error`, `<testId>-done`); the classes
 * are the feature's look for them.
 */
export function FormOutcome({
  failure,
  done,
  testId,
  failureClass,
  doneClass,
}: {
  failure: ReactNode;
  done?: ReactNode;
  testId: string;
  failureClass: string;
  doneClass: string;
}) {
  return (
    <>
      {failure ? (
        <p className={failureClass} role="alert" data-testid={`${testId}-error`}>
          {failure}
        </p>
      ) : null}
      {done ? (
        <p className={doneClass} role="status" data-testid={`${testId}-done`}>
          {done}
        </p>
      ) : null}
    </>
  );
}

/** A form's submit button: disabled, with a spinner named `busyLabel`, while its call runs. */
export function SubmitButton({
  busy,
  busyLabel,
  variant = 'primary',
  disabled,
  children,
  ...button
}: Omit<ComponentProps<typeof Button>, 'type'> & { busy: boolean; busyLabel: string }) {
  return (
    <Button {...button} type="submit" variant={variant} disabled={busy || disabled}>
      {busy ? <Spinner size={14} label={busyLabel} /> : null}
      {children}
    </Button>
  );
}
