// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { pixBrCode, vietQr } from '@portal/shared/payment-qr';
import type { Deposit } from '@portal/shared/contracts/deposits';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../../test/msw.ts';
import { DepositResult } from './deposit-result.tsx';
import { timeLeft } from './pix-charge.tsx';

listenForCalls();
afterEach(cleanup);

const code = pixBrCode({
  key: 'pix@example.com',
  merchantName: 'Lotus',
  merchantCity: 'Sao Paulo',
  amountMinor: 5000,
  txid: 'SG1',
});

const order = (overrides: Partial<Deposit>): Deposit => ({
  orderId: 'D1',
  channelId: 3,
  channelName: 'PIX',
  channelType: 'gateway',
  amount: 50,
  fee: 0,
  credit: 50,
  currency: 'BRL',
  status: 'pending',
  reference: null,
  hasProof: false,
  createdAt: new Date().toISOString(),
  completedAt: null,
  pix: { code, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() },
  vietQr: null,
  ...overrides,
});

const showing = async (deposit: Deposit) => {
  server.use(http.get('*/wps/payment/deposits/D1', () => answer(deposit)));
  await renderWithServer(<DepositResult token="tok" orderId="D1" decimals={2} onDismiss={() => {}} />);
};

describe('a PIX charge on the deposit page', () => {
  it('shows the QR, the copy-and-paste code and the time left while it waits', async () => {
    await showing(order({}));
    expect(await screen.findByRole('img', { name: 'PIX QR code' })).toBeTruthy();
    expect(screen.getByTestId('pix-code').textContent).toBe(code);
    expect(screen.getByRole('timer').textContent).toMatch(/^1[45]:\d\d$/);
    expect(screen.getByRole('status').textContent).toContain('Waiting for your payment');
  });

  it('says the code expired instead of showing a QR nobody can pay', async () => {
    await showing(order({ pix: { code, expiresAt: new Date(Date.now() - 1000).toISOString() } }));
    expect((await screen.findByTestId('pix-expired')).textContent).toContain('expired');
    expect(screen.queryByRole('img', { name: 'PIX QR code' })).toBeNull();
  });

  it('shows the outcome once the charge is paid', async () => {
    await showing(order({ status: 'paid', pix: null, completedAt: new Date().toISOString() }));
    expect((await screen.findByTestId('deposit-result')).textContent).toContain('Deposit received');
  });

  it('follows a paid order, and only a paid one, with what the page offers next', async () => {
    const offer = <p data-testid="after-paid">Claim your bonus</p>;
    server.use(http.get('*/wps/payment/deposits/D1', () => answer(order({ status: 'paid', pix: null }))));
    const paid = await renderWithServer(
      <DepositResult token="tok" orderId="D1" decimals={2} onDismiss={() => {}} afterPaid={offer} />,
    );
    expect((await screen.findByTestId('after-paid')).textContent).toBe('Claim your bonus');
    paid.unmount();
    server.use(http.get('*/wps/payment/deposits/D1', () => answer(order({ status: 'failed', pix: null }))));
    await renderWithServer(
      <DepositResult token="tok" orderId="D1" decimals={2} onDismiss={() => {}} afterPaid={offer} />,
    );
    await screen.findByTestId('deposit-result');
    expect(screen.queryByTestId('after-paid')).toBeNull();
  });
});

describe('a VietQR transfer on the deposit page', () => {
  const transfer = vietQr({ bankBin: '970436', accountNumber: '0011004123456', amountMinor: 150_000, note: 'D1' });

  it('shows the code to scan and the note to keep, and says the team credits it', async () => {
    await showing(
      order({
        channelType: 'bank_transfer',
        channelName: 'Vietcombank',
        currency: 'VND',
        amount: 150_000,
        credit: 150_000,
        reference: 'D1',
        pix: null,
        vietQr: transfer,
      }),
    );
    expect(await screen.findByRole('img', { name: 'VietQR code' })).toBeTruthy();
    expect(screen.getByTestId('vietqr-note').textContent).toBe('D1');
    expect(screen.getByRole('status').textContent).toContain('once our team sees the transfer');
  });
});

describe('the time left', () => {
  it.each([
    [15 * 60_000, '15:00'],
    [61_500, '1:02'],
    [999, '0:01'],
    [-5000, '0:00'],
  ])('%i ms before the end reads %s', (left, text) => {
    expect(timeLeft(1_000_000 + left, 1_000_000)).toBe(text);
  });
});
