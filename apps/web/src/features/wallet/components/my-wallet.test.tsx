// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { TransferWallets } from '@portal/shared/contracts/transfers';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { MyWallet } from './my-wallet.tsx';

listenForCalls();
afterEach(cleanup);

const wallets: TransferWallets = {
  currency: 'BRL',
  decimals: 2,
  wallets: [
    { code: 'main', name: null, balance: 100, canTransferIn: true },
    { code: 'vendor:SLOTS', name: 'Slots', balance: 20, canTransferIn: true },
  ],
};

const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

async function page(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/wps/wallet/wallets', () => answer(wallets)),
    http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  await renderWithServer(<MyWallet token="tok" />);
  await screen.findByTestId('transfer-form');
  return sent;
}

const moved = {
  transactionId: 1,
  from: 'vendor:SLOTS',
  to: 'main',
  amount: 12.5,
  replayed: false,
  balance: { currency: 'BRL', decimals: 2, sumBalance: 120, wallets: [] },
};

describe('moving money between wallets', () => {
  it('refuses too many decimals and more than the wallet holds, sending nothing', async () => {
    const sent = await page(() => answer(moved));
    type('transfer-amount', '1.005');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-error')).textContent).toBe('Use at most 2 decimal places.');
    type('transfer-amount', '100.01');
    await waitFor(() =>
      expect(screen.getByTestId('transfer-error').textContent).toBe('More than this wallet holds (R$100.00).'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('sends the wallets and the amount as a number in major units', async () => {
    const sent = await page(() => answer(moved));
    fireEvent.change(screen.getByTestId('transfer-from'), { target: { value: 'vendor:SLOTS' } });
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).value).toBe('main');
    type('transfer-amount', '12,50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-done')).textContent).toBe(
      'R$12.50 moved from Slots wallet to Main wallet.',
    );
    expect(sent).toEqual([{ from: 'vendor:SLOTS', to: 'main', amount: 12.5 }]);
  });

  it('words the server refusing the amount as the form does', async () => {
    const sent = await page(() => refuse(422, 'INSUFFICIENT_FUNDS', 'Not enough money.'));
    type('transfer-amount', '50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-error')).textContent).toBe('More than this wallet holds (R$100.00).');
    expect(sent).toHaveLength(1);
  });
});
