// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { withTestEncryptionKey } from '../../../test/encrypted-calls.ts';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { SmsLoginForm } from './sms-login-form.tsx';

listenForCalls();
afterEach(cleanup);

const encryption = withTestEncryptionKey();

const VALUE = { token: 't', username: 'ana', type: 0 } as unknown as LoginValue;

/** The code call and the encrypted SMS login; a wrong code until `good` comes. */
function smsServer(good: string) {
  const codes: unknown[] = [];
  const logins: { verificationCode: string }[] = [];
  server.use(
    encryption.keyHandler(),
    http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
      codes.push(await request.json());
      return answer({ expiredMinutes: 1 });
    }),
    http.post('*/wps/session/login/sms', async ({ request }) => {
      const { jwe } = (await request.json()) as { jwe: string };
      const body = await encryption.openJwe<{ verificationCode: string }>(jwe);
      logins.push(body);
      return body.verificationCode === good
        ? answer(VALUE)
        : refuse(400, 'VERIFICATION_CODE_INVALID', 'The code is wrong or has expired.');
    }),
  );
  return { codes, logins };
}

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

    typeInto('field-mobileNum', '0912345678');
    fireEvent.click(screen.getByTestId('send-code-noLogin'));
    await waitFor(() => expect(codes).toEqual([{ mobileNum: '0912345678', countryDialingCode: '+84' }]));
    typeInto('field-verificationCode', '1111');
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(errorOf('verificationCode')).toBe('The code is wrong or has expired.'));
    typeInto('field-verificationCode', ' 4321 ');
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(signedIn).toEqual([VALUE]));
    expect(logins[1]).toEqual({ mobileNum: '0912345678', countryDialingCode: '+84', verificationCode: '4321' });
  });
});
