// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';
import { SERVER_SENTENCE, useIdempotentSubmit, type IdempotentSubmitOptions } from './use-idempotent-submit';

afterEach(cleanup);

interface Values {
  amount: string;
  paymentPassword: string;
  note: string;
}

type Options = Omit<IdempotentSubmitOptions<Values>, 'form'>;

function mount(options: Options = {}) {
  const seen = {} as { form: UseFormReturn<Values>; submission: ReturnType<typeof useIdempotentSubmit<Values>> };
  function Probe() {
    const form = useForm<Values>({ defaultValues: { amount: '', paymentPassword: '', note: '' } });
    seen.form = form;
    seen.submission = useIdempotentSubmit({ form, ...options });
    return (
      <>
        <input data-testid="amount" {...form.register('amount')} />
        <input data-testid="note" {...form.register('note')} />
      </>
    );
  }
  render(<Probe />);
  return seen;
}

const refusal = (code: string, message = code, value: unknown = null) =>
  new ApiError(code as never, message, 400, value);
const error = (seen: ReturnType<typeof mount>, name: keyof Values) => seen.form.getFieldState(name).error;

describe('a money form’s submission', () => {
  it('keeps its key across a lost answer and renews it after a refusal or a success', () => {
    const seen = mount({ prefix: 'test-' });
    const first = seen.submission.key();
    expect(first).toMatch(/^test-/);
    expect(seen.submission.key()).toBe(first);
    act(() => seen.submission.refused(new ApiError('NETWORK_ERROR', 'offline', 0)));
    expect(seen.submission.key()).toBe(first);
    act(() => seen.submission.refused(new Error('no answer')));
    expect(seen.submission.key()).toBe(first);
    act(() => seen.submission.refused(refusal('FORBIDDEN', 'Not allowed.')));
    const second = seen.submission.key();
    expect(second).not.toBe(first);
    expect(seen.submission.failure).toBe('Not allowed.');
    act(() => seen.submission.succeeded('Sent.'));
    expect(seen.submission.done).toBe('Sent.');
    expect(seen.submission.failure).toBeNull();
    expect(seen.submission.key()).not.toBe(second);
  });

  it('renews the key and clears the lines when a watched field is typed in', () => {
    const seen = mount({ renewOn: ['amount'] });
    const first = seen.submission.key();
    act(() => seen.submission.refused(refusal('FORBIDDEN', 'Not allowed.')));
    const second = seen.submission.key();
    fireEvent.change(screen.getByTestId('note'), { target: { value: 'hello' } });
    expect(seen.submission.key()).toBe(second);
    expect(seen.submission.failure).toBe('Not allowed.');
    fireEvent.change(screen.getByTestId('amount'), { target: { value: '5' } });
    expect(seen.submission.failure).toBeNull();
    const third = seen.submission.key();
    expect([first, second]).not.toContain(third);
    // A value set by the form itself (emptied after a success) is not an edit.
    act(() => seen.form.setValue('amount', ''));
    expect(seen.submission.key()).toBe(third);
  });

  it('puts a refusal on the field it is about', () => {
    const seen = mount({ fields: ['amount', 'paymentPassword'] });
    act(() => seen.submission.refused(refusal('PAYMENT_PASSWORD_INCORRECT', 'The PIN is wrong.')));
    expect(error(seen, 'paymentPassword')).toMatchObject({ type: SERVER_SENTENCE, message: 'The PIN is wrong.' });
    act(() => seen.submission.refused(refusal('INSUFFICIENT_FUNDS')));
    expect(error(seen, 'amount')).toMatchObject({ message: 'balance' });
    act(() => seen.submission.refused(refusal('VALIDATION_FAILED', 'Invalid.', { fields: { amount: 'TOO_BIG' } })));
    expect(error(seen, 'amount')).toMatchObject({ type: 'server', message: 'TOO_BIG' });
    expect(seen.submission.failure).toBeNull();
  });

  it('words what no field shows: no payment password, the form’s own codes, the rest as the fallback says', () => {
    const seen = mount({
      noPassword: 'Set a PIN first.',
      own: (e) => (e.code === 'KYC_REQUIRED' ? 'Verify first.' : e.code === 'BONUS_FORFEIT_UNCONFIRMED' || undefined),
      fallback: (e) => (e instanceof ApiError ? e.message : 'Network trouble.'),
    });
    act(() => seen.submission.refused(refusal('PAYMENT_PASSWORD_NOT_SET', 'No PIN.')));
    expect(seen.submission.failure).toBe('Set a PIN first.');
    expect(error(seen, 'paymentPassword')).toBeUndefined();
    act(() => seen.submission.refused(refusal('KYC_REQUIRED')));
    expect(seen.submission.failure).toBe('Verify first.');
    act(() => seen.submission.setFailure(null));
    act(() => seen.submission.refused(refusal('BONUS_FORFEIT_UNCONFIRMED')));
    expect(seen.submission.failure).toBeNull();
    act(() => seen.submission.refused(refusal('VALIDATION_FAILED', 'Invalid.', { fields: { note: 'TOO_LONG' } })));
    expect(error(seen, 'note')).toBeUndefined();
    expect(seen.submission.failure).toBe('Invalid.');
    act(() => seen.submission.refused(new TypeError('Failed to fetch')));
    expect(seen.submission.failure).toBe('Network trouble.');
  });
});
