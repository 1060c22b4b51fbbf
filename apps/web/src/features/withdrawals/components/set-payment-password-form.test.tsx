// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compactDecrypt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { http } from 'msw';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { SetPaymentPasswordForm } from './set-payment-password-form.tsx';

listenForCalls();
afterEach(cleanup);

// The encrypted call is a real JWE the test opens with its own key pair.
let privateKey: CryptoKey;
let publicJwk: Record<string, unknown>;
beforeAll(async () => {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1' };
});

function passwordServer(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/wps/system/encryption-key', () =>
      answer({ kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: publicJwk }),
    ),
    http.put('*/wps/member/payment-password', async ({ request }) => {
      const { jwe } = (await request.json()) as { jwe: string };
      sent.push(JSON.parse(new TextDecoder().decode((await compactDecrypt(jwe, privateKey)).plaintext)));
      return reply();
    }),
  );
  return sent;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('setting the first payment password', () => {
  it('refuses a PIN that is not six digits or not repeated, sending nothing', async () => {
    const sent = passwordServer(() => answer(null));
    await renderWithServer(<SetPaymentPasswordForm token="tok" />);
    type('field-paymentPassword', '12x34');
    expect((screen.getByTestId('field-paymentPassword') as HTMLInputElement).value).toBe('1234');
    type('field-confirmPaymentPassword', '123456');
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
    type('field-loginPassword', 'secret-1');
    type('field-paymentPassword', '246810');
    type('field-confirmPaymentPassword', '246810');
    fireEvent.click(screen.getByTestId('set-payment-password-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-loginPassword-error').textContent).toBe('The login password is incorrect.'),
    );
    expect(sent).toEqual([{ loginPassword: 'secret-1', paymentPassword: '246810', confirmPaymentPassword: '246810' }]);
  });
});
