// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { registerSettings } from '../../../test/register-settings.ts';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { BindContactForm, type BindChannel } from './bind-contact-form.tsx';

listenForCalls();
afterEach(cleanup);

const SETTINGS = registerSettings({
  email: { enabled: false, required: false, acceptedPattern: '*', patternId: 3, minLength: 5, maxLength: 120 },
});

/** The brand's rules, the code sends and the bind calls; each body kept, `reply` answers a bind. */
function bindServer(reply: () => Response = () => answer(null)) {
  const sent: { codes: unknown[]; binds: unknown[] } = { codes: [], binds: [] };
  server.use(
    http.get('*/wps/system/setting/register', () => answer(SETTINGS)),
    http.post('*/wps/verification/:channel/bind', async ({ request }) => {
      sent.codes.push(await request.json());
      return answer({ expiredMinutes: 5, expirationTime: 0 });
    }),
    http.put('*/wps/member/:channel', async ({ request }) => {
      sent.binds.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

async function renderForm(channel: BindChannel, twoStepEnabled = false) {
  const bound: number[] = [];
  const { queryClient } = await renderWithServer(
    <BindContactForm
      channel={channel}
      token="tok"
      twoStepEnabled={twoStepEnabled}
      onBound={() => bound.push(1)}
      onCancel={() => {}}
    />,
  );
  await waitFor(() => expect(queryClient.getQueryState(['auth', 'register-settings'])?.status).toBe('success'));
  return bound;
}

describe('binding an e-mail or a mobile', () => {
  it('sends nothing while the address, the code or the password is missing or wrong', async () => {
    const sent = bindServer();
    await renderForm('email');
    typeInto('field-email', 'me@mail');
    fireEvent.click(screen.getByTestId('bind-email-submit'));
    expect((await screen.findByTestId('field-email-error')).textContent).toBe(
      'A valid e-mail address of 5–120 characters.',
    );
    expect(screen.getByTestId('field-verificationCode-error').textContent).toBe('This field is required.');
    expect(screen.getByTestId('field-currentPassword-error').textContent).toBe('Please enter your current password.');
    expect(sent).toEqual({ codes: [], binds: [] });
  });

  it('sends no code to a wrong address, and the message goes once the address is right', async () => {
    const sent = bindServer();
    await renderForm('email');
    typeInto('field-email', 'nope');
    fireEvent.click(screen.getByTestId('send-code-bind-email'));
    expect((await screen.findByTestId('field-email-error')).textContent).toBe(
      'A valid e-mail address of 5–120 characters.',
    );
    // Only the address is judged for a send: the code and the password are not asked yet.
    expect(screen.queryByTestId('field-verificationCode-error')).toBeNull();
    typeInto('field-email', 'me@mail.com');
    await waitFor(() => expect(screen.queryByTestId('field-email-error')).toBeNull());
    fireEvent.click(screen.getByTestId('send-code-bind-email'));
    await waitFor(() => expect(sent.codes).toEqual([{ email: 'me@mail.com' }]));
  });

  it('sends the schema’s body: the trimmed number and code, the authenticator code without spaces', async () => {
    const sent = bindServer();
    const bound = await renderForm('mobile', true);
    typeInto('field-mobileNum', ' 0912345678 ');
    typeInto('field-verificationCode', ' 123456 ');
    fireEvent.click(screen.getByTestId('step-up-switch'));
    await screen.findByTestId('field-stepUpCode');
    typeInto('field-stepUpCode', '123 456');
    fireEvent.click(screen.getByTestId('bind-mobile-submit'));
    await waitFor(() => expect(bound).toEqual([1]));
    expect(sent.binds).toEqual([
      { countryDialingCode: '+84', mobileNum: '0912345678', verificationCode: '123456', twoStepCode: '123456' },
    ]);
  });

  it('puts a wrong password under the password and a taken address under the address, nothing above the buttons', async () => {
    let refusal = refuse(422, 'STEP_UP_FAILED', 'The password or two-step code is incorrect.', { attemptsLeft: 4 });
    const sent = bindServer(() => refusal);
    await renderForm('email');
    typeInto('field-email', 'me@mail.com');
    typeInto('field-verificationCode', '123456');
    typeInto('field-currentPassword', 'not-it');
    fireEvent.click(screen.getByTestId('bind-email-submit'));
    expect((await screen.findByTestId('field-currentPassword-error')).textContent).toBe(
      'The password or two-step code is incorrect.',
    );
    expect(sent.binds).toEqual([{ email: 'me@mail.com', verificationCode: '123456', currentPassword: 'not-it' }]);
    expect(screen.queryByTestId('bind-email-error')).toBeNull();

    refusal = refuse(422, 'VALIDATION_FAILED', 'Some fields are not valid.', { fields: { email: 'ALREADY_TAKEN' } });
    fireEvent.click(screen.getByTestId('bind-email-submit'));
    expect((await screen.findByTestId('field-email-error')).textContent).toBe('Already in use by another account.');
    expect(screen.queryByTestId('field-currentPassword-error')).toBeNull();
  });
});
