// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import adminLottery from '../../i18n/locales/en/admin-lottery.json';
import { ApiError } from '../../lib/api-client';
import { renderInEnglish, withEnglishTexts } from '../../test/dom.tsx';
import { useDeskCall, type DeskCallHandlers } from './use-desk-call.ts';

withEnglishTexts({ 'admin-lottery': adminLottery });

/** A button that runs `call` through the hook, and what the hook shows. */
async function mount<T>(call: () => Promise<T>, handlers: DeskCallHandlers<T>) {
  function Probe() {
    const { busy, error, run } = useDeskCall();
    return (
      <>
        <button type="button" onClick={() => void run(call, handlers)}>
          go
        </button>
        <output data-testid="busy">{String(busy)}</output>
        <output data-testid="error">{error}</output>
      </>
    );
  }
  await renderInEnglish(<Probe />);
  await act(async () => {
    fireEvent.click(screen.getByText('go'));
    await Promise.resolve();
  });
}

describe('a call of the lottery desk', () => {
  it('settles, then passes on the answer, busy only while it runs', async () => {
    const order: string[] = [];
    let answer!: (value: number) => void;
    const pending = new Promise<number>((resolve) => (answer = resolve));
    await mount(() => pending, {
      settled: () => order.push('settled'),
      done: (value) => void order.push(`done ${value}`),
      refused: () => order.push('refused'),
    });
    expect(screen.getByTestId('busy').textContent).toBe('true');
    await act(async () => answer(7));
    expect(order).toEqual(['settled', 'done 7']);
    expect(screen.getByTestId('busy').textContent).toBe('false');
    expect(screen.getByTestId('error').textContent).toBe('');
  });

  it('shows the server’s sentence of a refusal and hands the refusal on', async () => {
    const refused = vi.fn();
    const settled = vi.fn();
    const refusal = new ApiError('VALIDATION_FAILED', 'Invalid request.', 400, { fields: { code: 'ALREADY_TAKEN' } });
    await mount(() => Promise.reject(refusal), { settled, refused });
    expect(screen.getByTestId('error').textContent).toBe('Invalid request.');
    expect(refused).toHaveBeenCalledWith(refusal);
    expect(settled).toHaveBeenCalledOnce();
    expect(screen.getByTestId('busy').textContent).toBe('false');
  });

  it('says a general sentence where the failure is not the server’s, settling once when done throws', async () => {
    const settled = vi.fn();
    await mount(() => Promise.resolve(1), {
      settled,
      done: () => {
        throw new TypeError('boom');
      },
    });
    expect(screen.getByTestId('error').textContent).toBe('Something went wrong. Try again.');
    expect(settled).toHaveBeenCalledOnce();
  });
});
