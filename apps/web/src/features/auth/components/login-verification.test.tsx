// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { LoginChallenge, LoginValue } from '@portal/shared/contracts/auth';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { LoginVerification } from './login-verification.tsx';

listenForCalls();
afterEach(cleanup);

const CHALLENGE: LoginChallenge = {
  challengeToken: 'ch-1',
  methods: ['totp', 'sms', 'mobile'],
  method: 'totp',
  mobile: '******78',
  email: null,
  expiresInSeconds: 300,
};
const VALUE = { token: 't', username: 'ana', type: 0 } as unknown as LoginValue;

/** The verify call: each body, refused as a wrong code until `good` comes. */
function verifyServer(good: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/wps/session/login/verify', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      bodies.push(body);
      return body.code === good
        ? answer(VALUE)
        : refuse(400, 'VERIFICATION_CODE_INVALID', 'The code is wrong or has expired.');
    }),
  );
  return bodies;
}

const errorOf = (name: string) => screen.queryByTestId(`field-${name}-error`)?.textContent;
const submit = () => fireEvent.click(screen.getByTestId('login-verification-submit'));

describe('the second step of a sign-in', () => {
  it('asks six digits of the authenticator before sending, and shows a wrong code under the box', async () => {
    const bodies = verifyServer('123456');
    const signedIn: LoginValue[] = [];
    await renderWithServer(
      <LoginVerification challenge={CHALLENGE} onSignedIn={(v) => signedIn.push(v)} onExpired={() => undefined} />,
    );
    submit();
    await waitFor(() => expect(errorOf('verificationCode')).toBe('This field is required.'));
    typeInto('field-verificationCode', '12 34');
    submit();
    await waitFor(() => expect(errorOf('verificationCode')).toBe('Enter the 6 digits shown in your app.'));
    expect(bodies).toEqual([]);

    typeInto('field-verificationCode', '654 321');
    submit();
    await waitFor(() => expect(errorOf('verificationCode')).toBe('The code is wrong or has expired.'));
    expect(bodies).toEqual([{ challengeToken: 'ch-1', code: '654321', method: 'totp' }]);

    typeInto('field-verificationCode', '123456');
    submit();
    await waitFor(() => expect(signedIn).toEqual([VALUE]));
  });

  it('takes a typed-in mobile in its own box and says when it does not match', async () => {
    const bodies = verifyServer('0912345678');
    await renderWithServer(
      <LoginVerification challenge={CHALLENGE} onSignedIn={() => undefined} onExpired={() => undefined} />,
    );
    fireEvent.click(screen.getByTestId('login-method-sms'));
    expect(screen.getByTestId('send-code-login-challenge')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-method-mobile'));
    typeInto('field-verificationMobile', ' 0900000000 ');
    submit();
    await waitFor(() =>
      expect(errorOf('verificationMobile')).toBe('That is not the mobile number bound to this account.'),
    );
    expect(bodies).toEqual([{ challengeToken: 'ch-1', code: '0900000000', method: 'mobile' }]);
  });

  it('goes back with the server’s sentence when the challenge ran out', async () => {
    server.use(
      http.post('*/wps/session/login/verify', () =>
        refuse(400, 'LOGIN_CHALLENGE_EXPIRED', 'The verification took too long.'),
      ),
    );
    const back: (string | null)[] = [];
    await renderWithServer(
      <LoginVerification challenge={CHALLENGE} onSignedIn={() => undefined} onExpired={(m) => back.push(m)} />,
    );
    typeInto('field-verificationCode', '123456');
    submit();
    await waitFor(() => expect(back).toEqual(['The verification took too long.']));
  });
});
