// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { withTestEncryptionKey } from '../../../test/encrypted-calls.ts';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { LoginForm } from './login-form.tsx';

listenForCalls();
afterEach(cleanup);

/*
 * The password way of the login popup. The call is encrypted: the test's server hands out its own
 * public key and opens each JWE, so what is checked is the body the server would read.
 */
const encryption = withTestEncryptionKey();

/** The server's side: its key, a captcha per ask, and the login answering `reply` for each body. */
function loginServer(reply: (body: Record<string, unknown>, attempt: number) => Response) {
  const bodies: Record<string, unknown>[] = [];
  let captchas = 0;
  server.use(
    encryption.keyHandler(),
    http.get('*/wps/captcha', () => answer({ captchaId: `cap-${++captchas}`, image: 'data:image/png;base64,AA==' })),
    http.post('*/wps/session/login/v2', async ({ request }) => {
      const { jwe } = (await request.json()) as { jwe: string };
      const body = await encryption.openJwe(jwe);
      bodies.push(body);
      return reply(body, bodies.length);
    }),
  );
  return bodies;
}

const VALUE = { token: 't', username: 'ana', type: 0 } as unknown as LoginValue;
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

describe('login form', () => {
  it('refuses empty or blank boxes without sending, then sends the trimmed schema body', async () => {
    const bodies = loginServer(() => answer(VALUE));
    const signedIn: LoginValue[] = [];
    await renderWithServer(<LoginForm onSignedIn={(value) => signedIn.push(value)} />);
    typeInto('field-username', '   ');
    submit();
    expect((await screen.findByTestId('field-username-error')).textContent).toBe('This field is required.');
    expect(screen.getByTestId('field-password-error').textContent).toBe('This field is required.');
    expect(bodies).toEqual([]);

    typeInto('field-username', '  ana ');
    typeInto('field-password', 'secret1');
    fireEvent.click(screen.getByTestId('login-remember').querySelector('input')!);
    submit();
    await waitFor(() => expect(signedIn).toEqual([VALUE]));
    expect(bodies).toEqual([{ username: 'ana', password: 'secret1', rememberMe: true }]);
  });

  it('puts a refused field on its box and a locked account in the form’s sentence', async () => {
    loginServer((_body, attempt) =>
      attempt === 1
        ? refuse(400, 'VALIDATION_FAILED', 'Check the form.', { fields: { username: 'PATTERN_MISMATCH' } })
        : refuse(423, 'ACCOUNT_LOCKED', 'Locked.', { retryAfterSeconds: 125 }),
    );
    await renderWithServer(<LoginForm onSignedIn={() => undefined} />);
    typeInto('field-username', 'ana');
    typeInto('field-password', 'secret1');
    submit();
    expect((await screen.findByTestId('field-username-error')).textContent).toBe('The format is not valid.');
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Too many failed logins. Please try again in 2:05.',
    );
  });

  it('shows the captcha once asked, requires it, and sends it with the challenge its image showed', async () => {
    const bodies = loginServer((body, attempt) => {
      if (attempt === 1) return refuse(401, 'CAPTCHA_REQUIRED', 'Enter the captcha.', { captchaRequired: true });
      if (attempt === 2) return refuse(400, 'CAPTCHA_INVALID', 'The captcha is wrong.', { captchaRequired: true });
      return answer(VALUE);
    });
    const signedIn: LoginValue[] = [];
    await renderWithServer(<LoginForm onSignedIn={(value) => signedIn.push(value)} />);
    typeInto('field-username', 'ana');
    typeInto('field-password', 'secret1');
    submit();
    expect((await screen.findByTestId('captcha-image')).getAttribute('data-captcha-id')).toBe('cap-1');
    submit();
    expect((await screen.findByTestId('field-captcha-error')).textContent).toBe('This field is required.');
    expect(bodies).toHaveLength(1);

    typeInto('field-captcha', ' ab12 ');
    submit();
    await waitFor(() => expect(screen.getByTestId('field-captcha-error').textContent).toBe('The captcha is wrong.'));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-id')).toBe('cap-2'));
    expect((screen.getByTestId('field-captcha') as HTMLInputElement).value).toBe('');
    expect(bodies[1]).toEqual({
      username: 'ana',
      password: 'secret1',
      rememberMe: false,
      captcha: 'ab12',
      captchaId: 'cap-1',
    });

    typeInto('field-captcha', 'cd34');
    submit();
    await waitFor(() => expect(signedIn).toEqual([VALUE]));
    expect(bodies[2]).toMatchObject({ captcha: 'cd34', captchaId: 'cap-2' });
  });

  it('offers the cash-out session a break’s refusal carries', async () => {
    loginServer(() => refuse(403, 'RG_PLAY_BLOCKED', 'You are on a break.', { cashOutToken: 'cash-1', until: null }));
    const cashOuts: unknown[] = [];
    await renderWithServer(<LoginForm onSignedIn={() => undefined} onCashOut={(session) => cashOuts.push(session)} />);
    typeInto('field-username', ' ana ');
    typeInto('field-password', 'secret1');
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('You are on a break. Permanently.');
    fireEvent.click(screen.getByTestId('login-cash-out'));
    expect(cashOuts).toEqual([{ token: 'cash-1', username: 'ana' }]);
  });

  it('hands over to the second step when the address is new', async () => {
    loginServer(() =>
      refuse(401, 'LOGIN_VERIFICATION_REQUIRED', 'Verify it.', {
        challengeToken: 'ch-1',
        methods: ['totp'],
        method: 'totp',
        mobile: null,
        email: null,
        expiresInSeconds: 300,
      }),
    );
    const steps: boolean[] = [];
    await renderWithServer(<LoginForm onSignedIn={() => undefined} onSecondStep={(shown) => steps.push(shown)} />);
    typeInto('field-username', 'ana');
    typeInto('field-password', 'secret1');
    submit();
    expect(await screen.findByTestId('login-verification')).toBeTruthy();
    expect(steps).toEqual([true]);
  });
});
