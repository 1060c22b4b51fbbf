// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { withTestEncryptionKey } from '../../../test/encrypted-calls.ts';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
import { registerSettings } from '../../../test/register-settings.ts';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { RegisterForm } from './register-form.tsx';

listenForCalls();
afterEach(cleanup);

/*
 * The register form's way to the server: the brand's settings from GET /wps/system/setting/register,
 * the registration as a real JWE the test opens with its own key pair. (The rules' messages, field
 * by field, are register-form.test.ts's table.)
 */
const encryption = withTestEncryptionKey();

const SETTINGS = registerSettings();

const VALUE = { token: 't', username: 'player1', type: 0 } as unknown as LoginValue;

/** The brand's settings, and the registration call: each opened body is kept, `reply` answers it. */
function registerServer(reply: () => Response, settings: RegisterSettingsValue = SETTINGS) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/wps/system/setting/register', () => answer(settings)),
    encryption.keyHandler(),
    http.put('*/wps/member/register', async ({ request }) => {
      const { jwe } = (await request.json()) as { jwe: string };
      bodies.push(await encryption.openJwe(jwe));
      return reply();
    }),
  );
  return bodies;
}

async function fillValid() {
  await screen.findByTestId('register-form-username');
  typeInto('field-username', ' player1 ');
  typeInto('field-password', 'Secret#2024');
  typeInto('field-confirmPassword', 'Secret#2024');
  typeInto('field-dateOfBirth', '1990-05-17');
}

describe('registering by username', () => {
  it('sends nothing while a value breaks the brand’s rule, and says the rule under the field', async () => {
    const bodies = registerServer(() => answer(VALUE));
    await renderWithServer(<RegisterForm mode="username" onRegistered={() => {}} />);
    await fillValid();
    typeInto('field-username', '1player');
    typeInto('field-confirmPassword', 'Secret#2025');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-username-error')).textContent).toBe(
      '6–16 characters: a letter first, then letters and digits.',
    );
    expect(screen.getByTestId('field-confirmPassword-error').textContent).toBe('The two passwords do not match.');
    expect(bodies).toEqual([]);
  });

  it('sends the schema’s body: texts trimmed, empty fields and the dialing code left out', async () => {
    const bodies = registerServer(() => answer(VALUE));
    const registered: LoginValue[] = [];
    await renderWithServer(<RegisterForm mode="username" onRegistered={(value) => registered.push(value)} />);
    await fillValid();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(registered).toEqual([VALUE]));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      username: 'player1',
      password: 'Secret#2024',
      confirmPassword: 'Secret#2024',
      dateOfBirth: '1990-05-17',
      registerMethod: 'WEB',
      login: true,
    });
    expect(bodies[0]).not.toHaveProperty('countryDialingCode');
    expect(bodies[0]).not.toHaveProperty('referralCode');
    expect(bodies[0]).not.toHaveProperty('age');
  });

  it('puts the server’s field issues under their fields, and a taken name is not repeated above the button', async () => {
    const bodies = registerServer(() =>
      refuse(422, 'VALIDATION_FAILED', 'Some fields are not valid.', { fields: { username: 'ALREADY_TAKEN' } }),
    );
    await renderWithServer(<RegisterForm mode="username" onRegistered={() => {}} />);
    await fillValid();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.queryByTestId('field-username-error')).not.toBeNull());
    expect(bodies).toHaveLength(1);
    expect(screen.getByTestId('field-username-error').textContent).toMatch(/already/i);
    expect(screen.queryByTestId('register-error')).toBeNull();
  });

  it('tells an under-age date of birth in the server’s words, under the field', async () => {
    registerServer(() => refuse(422, 'UNDERAGE', 'You must be 18 or older to register.'));
    await renderWithServer(<RegisterForm mode="username" onRegistered={() => {}} />);
    await fillValid();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-dateOfBirth-error')).textContent).toBe(
      'You must be 18 or older to register.',
    );
  });

  it('judges a typed field on blur but lets an untouched empty one pass', async () => {
    registerServer(() => answer(VALUE));
    await renderWithServer(<RegisterForm mode="username" onRegistered={() => {}} />);
    await screen.findByTestId('register-form-username');
    fireEvent.blur(screen.getByTestId('field-username'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('field-username-error')).toBeNull();
    typeInto('field-username', 'pl1');
    fireEvent.blur(screen.getByTestId('field-username'));
    expect((await screen.findByTestId('field-username-error')).textContent).toBe(
      '6–16 characters: a letter first, then letters and digits.',
    );
    typeInto('field-username', 'player1');
    await waitFor(() => expect(screen.queryByTestId('field-username-error')).toBeNull());
  });

  it('asks for the age box when the brand does, and the message goes once it is ticked', async () => {
    const bodies = registerServer(() => answer(VALUE), { ...SETTINGS, ageConfirmation: 18 });
    await renderWithServer(<RegisterForm mode="username" onRegistered={() => {}} />);
    await fillValid();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-age-error')).textContent).toBe('Please confirm your age to continue.');
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByTestId('register-age'));
    await waitFor(() => expect(screen.queryByTestId('register-age-error')).toBeNull());
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('age');
  });
});

describe('registering by mobile', () => {
  it('sends no code without a number, then sends it to the number typed', async () => {
    registerServer(() => answer(VALUE), { ...SETTINGS, smsVerification: true });
    const codes: unknown[] = [];
    server.use(
      http.post('*/wps/verification/sms/register', async ({ request }) => {
        codes.push(await request.json());
        return answer({ expiredMinutes: 5 });
      }),
    );
    await renderWithServer(<RegisterForm mode="mobile" smsVerification onRegistered={() => {}} />);
    await screen.findByTestId('register-form-mobile');
    fireEvent.click(screen.getByTestId('send-code-register'));
    expect((await screen.findByTestId('field-mobileNum-error')).textContent).toBe('This field is required.');
    typeInto('field-mobileNum', '0912345678');
    await waitFor(() => expect(screen.queryByTestId('field-mobileNum-error')).toBeNull());
    fireEvent.click(screen.getByTestId('send-code-register'));
    await waitFor(() => expect(codes).toEqual([{ mobileNum: '0912345678', countryDialingCode: '+84' }]));
  });
});
