// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormOutcome, SubmitButton } from './form-outcome';

afterEach(cleanup);

const look = { failureClass: 'x-error', doneClass: 'x-done' };

describe('a form’s last answer', () => {
  it('shows nothing until there is an answer', () => {
    render(<FormOutcome {...look} failure={null} done={null} testId="x" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a failure as an alert and a success as a status, named by the form', () => {
    render(<FormOutcome {...look} failure="Refused." done="Sent." testId="x" />);
    expect(screen.getByTestId('x-error')).toMatchObject({ textContent: 'Refused.', className: 'x-error' });
    expect(screen.getByRole('alert').textContent).toBe('Refused.');
    expect(screen.getByTestId('x-done')).toMatchObject({ textContent: 'Sent.', className: 'x-done' });
  });

  it('disables the submit button with a named spinner while the call runs', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Working" data-testid="go">
        Send
      </SubmitButton>,
    );
    const button = screen.getByTestId('go') as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    rerender(
      <SubmitButton busy busyLabel="Working" data-testid="go">
        Send
      </SubmitButton>,
    );
    expect(button.disabled).toBe(true);
    expect(screen.getByLabelText('Working')).toBeTruthy();
  });
});
