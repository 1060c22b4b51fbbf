// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { DEFAULT_REGISTER_RULES } from '@portal/shared/validation-rules';
import { withTestEncryptionKey } from '../../../test/encrypted-calls.ts';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { EmailResetForm, PhoneResetForm } from './forgot-password-form.tsx';

listenForCalls();
afterEach(cleanup);

/*
 * Forgot password, both ways. The brand's rules are the demo brand's (username 6–16, a letter
 * first; password 8–128); the encrypted calls are opened with the test's own key pair.
 */
const encryption = withTestEncryptionKey();

const opened = async (request: Request) => {
  const { jwe } = (await request.json()) as { jwe: string };
  return await encryption.openJwe(jwe);
};

function brandServer() {
  server.use(
    http.get('*/wps/system/setting/register', () => answer({ rules: DEFAULT_REGISTER_RULES })),
    encryption.keyHandler(),
  );
}

const errorOf = (name: string) => screen.queryByTestId(`field-${name}-error`)?.textContent;

describe('forgot password by e-mail', () => {
  it('judges username and e-mail by the brand’s rules before asking, then resets with the code', async () => {
    brandServer();
    const asked: string[] = [];
    const resets: unknown[] = [];
    let resetAttempts = 0;
    server.use(
      http.post('*/wps/member/password/email', async ({ request }) => {
        asked.push(await request.text());
        return answer(null);
      }),
      http.post('*/wps/member/password/reset', async ({ request }) => {
        resets.push(await opened(request));
        return ++resetAttempts === 1
          ? refuse(400, 'VERIFICATION_CODE_INVALID', 'The code is wrong or has expired.')
          : answer(null);
      }),
    );
    let done = 0;
    const { queryClient } = await renderWithServer(<EmailResetForm onDone={() => done++} />);
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'register-settings'])).toBeTruthy());
    typeInto('field-username', '1ana');
    typeInto('field-email', 'ana@nowhere');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    await waitFor(() => expect(errorOf('username')).toBe('6–16 characters: a letter first, then letters and digits.'));
    expect(errorOf('email')).toBe('The format is not valid.');
    expect(asked).toEqual([]);

    typeInto('field-username', ' anabel ');
    typeInto('field-email', 'ana@example.com');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect(await screen.findByTestId('forgot-email-sent')).toBeTruthy();
    expect(asked).toEqual(['username=anabel&email=ana%40example.com']);

    typeInto('field-code', '123456');
    typeInto('field-newPassword', 'short');
    typeInto('field-confirmNewPassword', 'other');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    await waitFor(() => expect(errorOf('newPassword')).toBe('8–128 characters: letters, digits and symbols.'));
    expect(errorOf('confirmNewPassword')).toBe('The two passwords do not match.');
    expect(resets).toEqual([]);

    typeInto('field-newPassword', 'longer-pass1');
    typeInto('field-confirmNewPassword', 'longer-pass1');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    await waitFor(() => expect(errorOf('code')).toBe('The code is wrong or has expired.'));
    expect(resets).toEqual([
      { username: 'anabel', code: '123456', newPassword: 'longer-pass1', confirmNewPassword: 'longer-pass1' },
    ]);
    typeInto('field-code', '654321');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    await waitFor(() => expect(done).toBe(1));
  });

  it('puts the server’s field issues on their boxes', async () => {
    brandServer();
    server.use(
      http.post('*/wps/member/password/email', () =>
        refuse(400, 'VALIDATION_FAILED', 'Check the form.', { fields: { email: 'TOO_LONG' } }),
      ),
    );
    await renderWithServer(<EmailResetForm onDone={() => undefined} />);
    typeInto('field-username', 'anabel');
    typeInto('field-email', 'ana@example.com');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    await waitFor(() => expect(errorOf('email')).toBe('Must be at most 0 characters.'));
    expect(screen.queryByTestId('forgot-error')?.textContent).toBe('Check the form.');
  });
});

describe('forgot password by phone', () => {
  it('sends nothing for a bad number, then resets with the SMS code and signs in', async () => {
    brandServer();
    const codes: unknown[] = [];
    const resets: unknown[] = [];
    server.use(
      http.post('*/wps/verification/sms/password', async ({ request }) => {
        codes.push(await request.json());
        return answer({ expirationTime: 60 });
      }),
      http.post('*/wps/member/password/verification', async ({ request }) => {
        resets.push(await opened(request));
        return answer({ token: 't', username: 'ana' });
      }),
    );
    const signedIn: LoginValue[] = [];
    await renderWithServer(<PhoneResetForm onSignedIn={(value) => signedIn.push(value)} />);
    typeInto('field-mobileNum', '12a');
    fireEvent.click(screen.getByTestId('send-code-password'));
    expect(errorOf('mobileNum')).toBe('The format is not valid.');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() => expect(errorOf('verificationCode')).toBe('This field is required.'));
    expect(codes).toEqual([]);
    expect(resets).toEqual([]);

    typeInto('field-mobileNum', '0912345678');
    fireEvent.click(screen.getByTestId('send-code-password'));
    await waitFor(() => expect(codes).toHaveLength(1));
    typeInto('field-verificationCode', '4321');
    typeInto('field-newPassword', 'longer-pass1');
    typeInto('field-confirmNewPassword', 'longer-pass1');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() => expect(signedIn).toHaveLength(1));
    expect(resets).toEqual([
      {
        countryDialingCode: '+84',
        mobileNum: '0912345678',
        verificationCode: '4321',
        newPassword: 'longer-pass1',
        confirmNewPassword: 'longer-pass1',
      },
    ]);
  });
});
