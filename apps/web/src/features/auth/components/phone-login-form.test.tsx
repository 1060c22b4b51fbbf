// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { withTestEncryptionKey } from '../../../test/encrypted-calls.ts';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { e164, phoneAuthProblem, type PhoneCheck } from '../lib/phone-auth.ts';
import { PhoneLoginForm } from './phone-login-form.tsx';

listenForCalls();
afterEach(cleanup);

/*
 * The phone way of the login popup. The phone check is the form's one outside part (Firebase in
 * the app): here a check that records what it was asked; the server answers through MSW, and the
 * encrypted call is a real JWE the test opens with its own key pair.
 */
const encryption = withTestEncryptionKey();

/** The server's side: its public key, and the firebase login that opens the body. */
function loginServer(reply: (token: string) => Response) {
  const tokens: string[] = [];
  server.use(
    encryption.keyHandler(),
    http.post('*/wps/session/login/firebase', async ({ request }) => {
      const { jwe } = (await request.json()) as { jwe: string };
      const body = await encryption.openJwe<{ firebaseIdToken: string }>(jwe);
      tokens.push(body.firebaseIdToken);
      return reply(body.firebaseIdToken);
    }),
  );
  return tokens;
}

/** A phone check that sends to any number and takes only `good` as the code. */
function phoneCheck(good = '123456', failSend?: string) {
  const sentTo: string[] = [];
  const check: PhoneCheck = {
    async send(phone) {
      sentTo.push(phone);
      if (failSend) throw Object.assign(new Error(failSend), { code: failSend });
      return {
        confirm: async (code) => {
          if (code !== good) throw Object.assign(new Error('bad code'), { code: 'auth/invalid-verification-code' });
          return `id-token-for-${phone}`;
        },
      };
    },
  };
  return { check, sentTo };
}

const VALUE = { token: 't', username: 'ana', type: 0 } as unknown as LoginValue;

async function fillNumber(number: string) {
  await userEvent.type(screen.getByLabelText(/mobile/i, { selector: 'input[name="mobileNum"]' }), number);
}

describe('phone sign-in (Firebase)', () => {
  it('sends the code to the number in E.164, trades the code for a token and signs in with it', async () => {
    const tokens = loginServer(() => answer(VALUE));
    const { check, sentTo } = phoneCheck();
    const signedIn: LoginValue[] = [];
    await renderWithServer(<PhoneLoginForm check={check} onSignedIn={(v) => signedIn.push(v)} />);
    await fillNumber('011987654321');
    await userEvent.click(screen.getByTestId('send-code-phone'));
    await waitFor(() => expect(sentTo).toHaveLength(1));
    expect(sentTo[0]).toMatch(/^\+\d+11987654321$/);
    await userEvent.type(screen.getByLabelText(/verification code/i), '000000');
    await userEvent.click(screen.getByTestId('phone-login-submit'));
    expect(await screen.findByText('The verification code is not correct.')).toBeTruthy();
    expect(tokens).toEqual([]);
    await userEvent.clear(screen.getByLabelText(/verification code/i));
    await userEvent.type(screen.getByLabelText(/verification code/i), '123456');
    await userEvent.click(screen.getByTestId('phone-login-submit'));
    await waitFor(() => expect(signedIn).toEqual([VALUE]));
    expect(tokens).toEqual([`id-token-for-${sentTo[0]}`]);
  });

  it('says the spec’s sentence when the check refuses to send, and the server’s when no account has the phone', async () => {
    loginServer(() => refuse(404, 'PHONE_NOT_REGISTERED', 'No account uses this phone number: register first.'));
    const blocked = phoneCheck('1', 'auth/too-many-requests');
    const first = await renderWithServer(<PhoneLoginForm check={blocked.check} onSignedIn={() => undefined} />);
    await fillNumber('987654321');
    await userEvent.click(screen.getByTestId('send-code-phone'));
    expect((await screen.findByTestId('phone-login-error')).textContent).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
    first.unmount();

    const { check } = phoneCheck('111111');
    await renderWithServer(<PhoneLoginForm check={check} onSignedIn={() => undefined} />);
    await fillNumber('987654321');
    await userEvent.click(screen.getByTestId('send-code-phone'));
    await userEvent.type(screen.getByLabelText(/verification code/i), '111111');
    await userEvent.click(screen.getByTestId('phone-login-submit'));
    expect((await screen.findByTestId('phone-login-error')).textContent).toContain('register first');
  });
});

describe('phone-auth errors', () => {
  it('names each Firebase code the spec lists, and anything else as unknown', () => {
    expect(phoneAuthProblem({ code: 'auth/invalid-phone-number' })).toBe('invalidPhone');
    expect(phoneAuthProblem({ code: 'auth/unauthorized-domain' })).toBe('captchaFailed');
    expect(phoneAuthProblem({ code: 'auth/code-expired' })).toBe('codeExpired');
    expect(phoneAuthProblem({ code: 'auth/popup-blocked' })).toBe('popupBlocked');
    expect(phoneAuthProblem({ code: 'auth/network-request-failed' })).toBe('unknown');
    expect(phoneAuthProblem(new Error('x'))).toBe('unknown');
  });

  it('writes the number as Firebase takes it', () => {
    expect(e164('+55', '(011) 98765-4321')).toBe('+5511987654321');
    expect(e164('+84', '0912345678')).toBe('+84912345678');
  });
});
