// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { Downline } from '@portal/shared/contracts/agents';
import agents from '../../../i18n/locales/en/agents.json';
import { renderWithServer, typeInto, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { TransferDialog } from './transfer-dialog.tsx';

listenForCalls();
withEnglishTexts({ agents });

const downline: Downline = {
  id: 42,
  username: 'ana',
  type: 1,
  level: 1,
  upline: null,
  registeredAt: '2030-01-01T00:00:00Z',
  balance: 0,
  deposits: 0,
  validBets: 0,
  profitLoss: 0,
  teamSize: 0,
};

const note = (testId: string) => screen.queryByTestId(`${testId}-error`)?.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

interface Call {
  body: unknown;
  key: string | null;
}

function listen(reply: () => Response) {
  const calls: Call[] = [];
  server.use(
    http.post('*/wps/agent/downlines/42/transfer', async ({ request }) => {
      calls.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return reply();
    }),
  );
  return calls;
}

describe('a transfer to a downline', () => {
  it('refuses a bad amount or password and sends nothing', async () => {
    const calls = listen(() => answer({ transactionId: 1, amount: 1, balance: 1, replayed: false }));
    await renderWithServer(<TransferDialog downline={downline} decimals={2} onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    await waitFor(() => expect(note('field-amount')).toBe('Enter an amount.'));
    expect(note('field-paymentPassword')).toBe('The payment password is 6 digits.');
    typeInto('field-amount', '10.123');
    typeInto('field-paymentPassword', '12345');
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    await settle();
    await waitFor(() => expect(note('field-amount')).toBe('Use at most 2 decimals.'));
    expect(note('field-paymentPassword')).toBe('The payment password is 6 digits.');
    typeInto('field-amount', '0');
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    await settle();
    await waitFor(() => expect(note('field-amount')).toBe('The amount must be above zero.'));
    expect(calls).toEqual([]);
  });

  it('sends the schema body with a key, says it is done and empties the form', async () => {
    const calls = listen(() => answer({ transactionId: 7, amount: 10.5, balance: 89.5, replayed: false }));
    await renderWithServer(<TransferDialog downline={downline} decimals={2} onClose={() => {}} />);
    typeInto('field-amount', ' 10,50 ');
    typeInto('field-paymentPassword', '123456');
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    await screen.findByTestId('agent-transfer-done');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ amount: 10.5, paymentPassword: '123456' });
    expect(calls[0]!.key).toMatch(/^agent-/);
    expect((screen.getByTestId('field-amount') as HTMLInputElement).value).toBe('');
  });

  it('puts a wrong password and a short balance on their fields, and keeps the key only for a lost answer', async () => {
    let reply = () => refuse(400, 'PAYMENT_PASSWORD_INCORRECT', 'The payment password is wrong.');
    const calls = listen(() => reply());
    await renderWithServer(<TransferDialog downline={downline} decimals={2} onClose={() => {}} />);
    typeInto('field-amount', '5');
    typeInto('field-paymentPassword', '654321');
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    await waitFor(() => expect(note('field-paymentPassword')).toBe('The payment password is wrong.'));
    reply = () => refuse(422, 'INSUFFICIENT_FUNDS', 'Not enough.');
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    await waitFor(() => expect(note('field-amount')).toBe('Your balance is not enough for this amount.'));
    reply = () => refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { amount: 'TOO_BIG' } });
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    await waitFor(() => expect(note('field-amount')).toBe('The amount is above the maximum.'));
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.key)).size).toBe(3);
  });
});
