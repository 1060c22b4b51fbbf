// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { withTestEncryptionKey } from '../../../test/encrypted-calls.ts';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { SetPaymentPasswordForm } from './set-payment-password-form.tsx';

listenForCalls();
afterEach(cleanup);

// The encrypted call is a real JWE the test opens with its own key pair.
const encryption = withTestEncryptionKey();

function passwordServer(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    encryption.keyHandler(),
    http.put('*/wps/member/payment-password', async ({ request }) => {
      const { jwe } = (await request.json()) as { jwe: string };
      sent.push(await encryption.openJwe(jwe));
      return reply();
    }),
  );
  return sent;
}

describe('setting the first payment password', () => {
  it('refuses a PIN that is not six digits or not repeated, sending nothing', async () => {
    const sent = passwordServer(() => answer(null));
    await renderWithServer(<SetPaymentPasswordForm token="tok" />);
    typeInto('field-paymentPassword', '12x34');
    expect((screen.getByTestId('field-paymentPassword') as HTMLInputElement).value).toBe('1234');
    typeInto('field-confirmPaymentPassword', '123456');
    fireEvent.click(screen.getByTestId('set-payment-password-submit'));
    expect((await screen.findByTestId('field-loginPassword-error')).textContent).toBe('This field is required.');
    expect(screen.getByTestId('field-paymentPassword-error').textContent).toBe('6 digits');
    expect(screen.getByTestId('field-confirmPaymentPassword-error').textContent).toBe(
      'The two payment passwords do not match.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('sends the three passwords and puts a wrong login password on its field', async () => {
    const sent = passwordServer(() => refuse(422, 'OLD_PASSWORD_INCORRECT', 'Wrong password.'));
    await renderWithServer(<SetPaymentPasswordForm token="tok" />);
    typeInto('field-loginPassword', 'secret-1');
    typeInto('field-paymentPassword', '246810');
    typeInto('field-confirmPaymentPassword', '246810');
    fireEvent.click(screen.getByTestId('set-payment-password-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-loginPassword-error').textContent).toBe('The login password is incorrect.'),
    );
    expect(sent).toEqual([{ loginPassword: 'secret-1', paymentPassword: '246810', confirmPaymentPassword: '246810' }]);
  });
});
