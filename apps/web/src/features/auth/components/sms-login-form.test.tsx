// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compactDecrypt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { http } from 'msw';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { SmsLoginForm } from './sms-login-form.tsx';

listenForCalls();
afterEach(cleanup);

let privateKey: CryptoKey;
let publicJwk: Record<string, unknown>;
beforeAll(async () => {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1' };
});

const VALUE = { token: 't', username: 'ana', type: 0 } as unknown as LoginValue;

/** The code call and the encrypted SMS login; a wrong code until `good` comes. */
function smsServer(good: string) {
  const codes: unknown[] = [];
  const logins: { verificationCode: string }[] = [];
  server.use(
    http.get('*/wps/system/encryption-key', () =>
      answer({ kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: publicJwk }),
    ),
    http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
      codes.push(await request.json());
      return answer({ expiredMinutes: 1 });
    }),
    http.post('*/wps/session/login/sms', async ({ request }) => {
      const { jwe } = (await request.json()) as { jwe: string };
      const body = JSON.parse(new TextDecoder().decode((await compactDecrypt(jwe, privateKey)).plaintext));
      logins.push(body);
      return body.verificationCode === good
        ? answer(VALUE)
        : refuse(400, 'VERIFICATION_CODE_INVALID', 'The code is wrong or has expired.');
    }),
  );
  return { codes, logins };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const errorOf = (name: string) => screen.queryByTestId(`field-${name}-error`)?.textContent;

describe('SMS sign-in', () => {
  it('sends no code to a bad number, signs in with the code the number received', async () => {
    const { codes, logins } = smsServer('4321');
    const signedIn: LoginValue[] = [];
    await renderWithServer(<SmsLoginForm onSignedIn={(v) => signedIn.push(v)} />);
    fireEvent.click(screen.getByTestId('send-code-noLogin'));
    expect(errorOf('mobileNum')).toBe('This field is required.');
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(errorOf('verificationCode')).toBe('This field is required.'));
    expect(codes).toEqual([]);
    expect(logins).toEqual([]);

    type('field-mobileNum', '0912345678');
    fireEvent.click(screen.getByTestId('send-code-noLogin'));
    await waitFor(() => expect(codes).toEqual([{ mobileNum: '0912345678', countryDialingCode: '+84' }]));
    type('field-verificationCode', '1111');
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(errorOf('verificationCode')).toBe('The code is wrong or has expired.'));
    type('field-verificationCode', ' 4321 ');
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(signedIn).toEqual([VALUE]));
    expect(logins[1]).toEqual({ mobileNum: '0912345678', countryDialingCode: '+84', verificationCode: '4321' });
  });
});
