// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { TransferUpline } from './transfer-upline.tsx';

listenForCalls();
afterEach(cleanup);

const balance = { currency: 'BRL', decimals: 2, sumBalance: 50, wallets: [{ code: 'main', balance: 50 }] };

const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

async function page(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/wps/v2/wallets/balance', () => answer(balance)),
    http.post('*/wps/wallet/transfer-upline', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  await renderWithServer(<TransferUpline token="tok" />);
  await screen.findByTestId('transfer-upline');
  return sent;
}

describe('sending money to the upline', () => {
  it('refuses more than the main wallet holds and a short PIN, sending nothing', async () => {
    const sent = await page(() => answer({ amount: 1, upline: 'boss' }));
    type('upline-amount', '50.01');
    type('upline-password', '123');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByText('More than this wallet holds (R$50.00).')).toBeTruthy();
    expect(screen.getByText('Enter your 6-digit payment password.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('puts a wrong PIN under the PIN, then sends the amount as a number in major units', async () => {
    let reply = refuse(422, 'PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect.');
    const sent = await page(() => reply);
    type('upline-amount', '12,5');
    type('upline-password', '000000');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByText('The payment password is incorrect.')).toBeTruthy();
    reply = answer({ amount: 12.5, upline: 'boss' });
    type('upline-password', '135790');
    await waitFor(() => expect(screen.queryByText('The payment password is incorrect.')).toBeNull());
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-done')).textContent).toBe('R$12.50 sent to boss.');
    expect(sent).toEqual([
      { amount: 12.5, paymentPassword: '000000' },
      { amount: 12.5, paymentPassword: '135790' },
    ]);
  });
});
