// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { PlayerChannelsValue } from '@portal/shared/contracts/deposits';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { DepositForm } from './deposit-form.tsx';

listenForCalls();
afterEach(cleanup);

const value: PlayerChannelsValue = {
  currency: 'BRL',
  decimals: 2,
  channels: [
    {
      id: 1,
      type: 'gateway',
      name: 'Card',
      min: 20,
      max: 5_000,
      feeFixed: 0,
      feeBps: 0,
      feePayer: 'brand',
      method: 'redirect',
      bank: null,
    },
    {
      id: 2,
      type: 'bank_transfer',
      name: 'Bank',
      min: 50,
      max: 10_000,
      feeFixed: 0,
      feeBps: 0,
      feePayer: 'brand',
      method: null,
      bank: { bankBin: null, bankName: 'Itaú', accountName: 'Portal', accountNumber: '0123', instructions: null },
    },
  ],
};

const order = {
  orderId: 'D1',
  channelId: 2,
  channelName: 'Bank',
  channelType: 'bank_transfer',
  amount: 75.5,
  fee: 0,
  credit: 75.5,
  currency: 'BRL',
  status: 'pending',
  reference: 'TX-1',
  hasProof: false,
  createdAt: '',
  completedAt: null,
  pix: null,
  vietQr: null,
  redirectUrl: null,
};

const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

async function form(reply: () => Response = () => answer(order)) {
  const sent: unknown[] = [];
  const submitted: string[] = [];
  server.use(
    http.post('*/wps/payment/deposits', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  await renderWithServer(
    <DepositForm value={value} onBankSubmitted={(id) => submitted.push(id)} onShowOrder={() => {}} />,
  );
  return { sent, submitted };
}

describe('the deposit form', () => {
  it('refuses too many decimals and a missing reference before sending', async () => {
    const { sent } = await form();
    fireEvent.click(screen.getByTestId('deposit-channel-2').querySelector('input')!);
    type('deposit-amount', '75.001');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Use at most 2 decimal places.')).toBeTruthy();
    expect(screen.getByText('Please enter the transfer reference.')).toBeTruthy();
    type('deposit-amount', '10');
    expect(await screen.findByText('The amount is below the minimum.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('sends the channel, the amount as a number in major units and the trimmed reference', async () => {
    const { sent, submitted } = await form();
    fireEvent.click(screen.getByTestId('deposit-channel-2').querySelector('input')!);
    type('deposit-amount', '75,50');
    expect(screen.getByTestId('deposit-credit').textContent).toContain('75.50');
    type('deposit-reference', '  TX-1 ');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(submitted).toEqual(['D1']));
    expect(sent).toEqual([{ channelId: 2, amount: 75.5, reference: 'TX-1' }]);
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusing the amount under the amount, other refusals above the button', async () => {
    let refusal = refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { amount: 'TOO_BIG' } });
    const { sent } = await form(() => refusal);
    type('deposit-amount', '100');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The amount is above the maximum.')).toBeTruthy();
    expect(screen.queryByTestId('deposit-error')).toBeNull();
    refusal = refuse(503, 'SERVICE_UNAVAILABLE', 'The payment service is down.');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe('The payment service is down.');
    expect(sent).toEqual([
      { channelId: 1, amount: 100 },
      { channelId: 1, amount: 100 },
    ]);
  });
});
