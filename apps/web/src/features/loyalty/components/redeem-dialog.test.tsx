// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { GoodsView } from '@portal/shared/contracts/loyalty';
import loyalty from '../../../i18n/locales/en/loyalty.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { RedeemDialog } from './redeem-dialog.tsx';

listenForCalls();
withEnglishTexts({ loyalty });

const goods: GoodsView = {
  id: 9,
  kind: 'item',
  name: 'Team shirt',
  description: '',
  imageUrl: null,
  points: 1_000,
  amountRequirement: 0,
  cashValue: null,
  stockLeft: null,
  perMemberLimit: null,
  redeemedByMe: 0,
};

const redemption = {
  id: 1,
  goodsId: 9,
  goodsName: 'Team shirt',
  kind: 'item',
  points: 1_000,
  status: 'processing',
  remark: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
};

async function dialog(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/wps/points/redeem', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  await renderWithServer(
    <RedeemDialog goods={goods} points={5_000} onClose={() => {}} onSetPaymentPassword={() => {}} />,
  );
  return sent;
}

const typePin = (pin: string) =>
  fireEvent.change(screen.getByTestId('field-paymentPassword'), { target: { value: pin } });

describe('redeeming a good', () => {
  it('refuses a short PIN before sending, then sends the good and the PIN', async () => {
    const sent = await dialog(() => answer(redemption));
    typePin('12');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('field-paymentPassword-error')).textContent).toBe('6 digits');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    typePin('246810');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-done')).textContent).toContain('Team shirt is redeemed');
    expect(sent).toEqual([{ goodsId: 9, paymentPassword: '246810' }]);
  });

  it('puts a wrong PIN under the PIN and offers to set one when there is none', async () => {
    let reply = refuse(422, 'PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect.');
    await dialog(() => reply);
    typePin('246810');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-paymentPassword-error').textContent).toBe('The payment password is incorrect.'),
    );
    reply = refuse(422, 'PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first.');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await screen.findByTestId('redeem-set-password');
  });
});
