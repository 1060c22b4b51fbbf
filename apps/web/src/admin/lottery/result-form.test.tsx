// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import adminLottery from '../../i18n/locales/en/admin-lottery.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { ResultForm } from './result-form.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-lottery': adminLottery });

const shape = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'seventh', count: 2, digits: 2 },
];
const path = '*/admin/api/lottery/periods/7/result';
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('a result typed by the operator', () => {
  it('shows each wrong number, counts them and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(http.post(path, async ({ request }) => (sent.push(await request.json()), answer({ settlement: null }))));
    await renderWithServer(<ResultForm periodId={7} shape={shape} correcting={false} onDone={() => {}} />);
    type('result-cell-special-0', '9876');
    fireEvent.blur(screen.getByTestId('result-cell-special-0'));
    await waitFor(() => expect(text('result-cell-error-special-0')).toBe('Exactly 5 digits'));
    type('result-cell-seventh-0', '1a');
    fireEvent.click(screen.getByTestId('result-submit'));
    await waitFor(() => expect(text('result-invalid')).toBe('Numbers to fix: 3.'));
    expect(text('result-cell-error-seventh-0')).toBe('Digits only');
    expect(text('result-cell-error-seventh-1')).toBe('Required');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('fills the boxes from a pasted result and sends the schema’s body once confirmed', async () => {
    const sent: unknown[] = [];
    server.use(http.post(path, async ({ request }) => (sent.push(await request.json()), answer({ settlement: null }))));
    const onDone = vi.fn();
    await renderWithServer(<ResultForm periodId={7} shape={shape} correcting={false} onDone={onDone} />);
    fireEvent.paste(screen.getByTestId('result-cell-special-0'), {
      clipboardData: { getData: () => '12345 67, 89' },
    });
    expect((screen.getByTestId('result-cell-seventh-1') as HTMLInputElement).value).toBe('89');
    fireEvent.click(screen.getByTestId('result-submit'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'recorded', settlement: null }));
    expect(sent).toEqual([{ prizes: { special: ['12345'], seventh: ['67', '89'] }, correct: false }]);
  });
});

describe('a correction', () => {
  const initial = { special: ['98765'], seventh: ['12', '34'] };

  it('asks why before anything is sent, and sends the reason trimmed', async () => {
    const sent: unknown[] = [];
    server.use(http.post(path, async ({ request }) => (sent.push(await request.json()), answer({ settlement: null }))));
    await renderWithServer(<ResultForm periodId={7} shape={shape} initial={initial} correcting onDone={() => {}} />);
    type('result-cell-special-0', '98712');
    type('correction-reason', '   ');
    fireEvent.click(screen.getByTestId('result-submit'));
    await screen.findByText('Give the reason for the correction.');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    type('correction-reason', ' Misread ');
    fireEvent.click(screen.getByTestId('result-submit'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ prizes: { special: ['98712'], seventh: ['12', '34'] }, correct: true, reason: 'Misread' }]);
  });

  it('puts the server refusing a number, a prize or the reason on its place', async () => {
    server.use(
      http.post(path, () =>
        refuse(400, 'VALIDATION_FAILED', 'Invalid request.', {
          fields: { 'prizes.seventh.1': 'PATTERN_MISMATCH', 'prizes.special': 'INVALID_VALUE', reason: 'TOO_LONG' },
        }),
      ),
    );
    await renderWithServer(<ResultForm periodId={7} shape={shape} initial={initial} correcting onDone={() => {}} />);
    type('correction-reason', 'Misread');
    fireEvent.click(screen.getByTestId('result-submit'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(text('result-error')).toBe('Invalid request.'));
    expect(text('result-cell-error-seventh-1')).toBe('Exactly 2 digits');
    expect(text('result-prize-error-special')).toBe('This prize takes 1 numbers of 5 digits.');
    expect(screen.getByText('A reason of 1 to 200 characters.')).toBeTruthy();
    type('result-cell-seventh-1', '35');
    await waitFor(() => expect(screen.queryByTestId('result-cell-error-seventh-1')).toBeNull());
  });
});
