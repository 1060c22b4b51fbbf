// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { PointsOverview } from '@portal/shared/contracts/loyalty';
import loyalty from '../../../i18n/locales/en/loyalty.json';
import { renderWithServer, typeInto, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { ConvertForm } from './convert-form.tsx';

listenForCalls();
withEnglishTexts({ loyalty });

const overview: PointsOverview = {
  points: 5_000,
  earnRates: {},
  pointsPerUnit: 100,
  minConvertPoints: 1_000,
  redeemedQuantity: 0,
};

async function form(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/wps/points/convert', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  await renderWithServer(
    <ConvertForm overview={overview} pointsPerUnit={100} decimals={2} onSetPaymentPassword={() => {}} />,
  );
  return sent;
}

describe('converting points', () => {
  it('refuses fewer points than the minimum and a short PIN, sending nothing', async () => {
    const sent = await form(() => answer({ points: 0, amount: 0, balance: 0 }));
    typeInto('convert-points', '5a00');
    expect((screen.getByTestId('convert-points') as HTMLInputElement).value).toBe('500');
    typeInto('field-paymentPassword', '123');
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect((await screen.findByText('Convert at least 1,000 points.')).tagName).toBe('P');
    expect((await screen.findByTestId('field-paymentPassword-error')).textContent).toBe('6 digits');
    typeInto('convert-points', '6000');
    expect(await screen.findByText('You have 5,000 points.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('sends whole points and the PIN, then says what was converted', async () => {
    const sent = await form(() => answer({ points: 2_000, amount: 20, balance: 3_000 }));
    typeInto('convert-points', '2000');
    typeInto('field-paymentPassword', '246810');
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect((await screen.findByTestId('convert-done')).textContent).toContain('3,000 points left');
    expect(sent).toEqual([{ points: 2000, paymentPassword: '246810' }]);
    expect((screen.getByTestId('convert-points') as HTMLInputElement).value).toBe('');
  });

  it('puts a wrong payment password on the PIN field', async () => {
    const sent = await form(() => refuse(422, 'PAYMENT_PASSWORD_INCORRECT', 'Wrong payment password: 4 tries left.'));
    typeInto('convert-points', '1000');
    typeInto('field-paymentPassword', '246810');
    fireEvent.click(screen.getByTestId('convert-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-paymentPassword-error').textContent).toBe(
        'Wrong payment password: 4 tries left.',
      ),
    );
    expect(sent).toHaveLength(1);
  });
});
