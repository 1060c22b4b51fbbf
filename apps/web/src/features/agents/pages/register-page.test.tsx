// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
import { DEFAULT_REGISTER_RULES } from '@portal/shared/validation-rules';
import agents from '../../../i18n/locales/en/agents.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { RegisterPage } from './register-page.tsx';

listenForCalls();
withEnglishTexts({ agents });

const SETTINGS: RegisterSettingsValue = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: false,
  captcha: false,
  affiliateCodeCheck: false,
  ageConfirmation: 0,
  bonusText: '',
  minimumAge: 18,
  cpfRequired: false,
  rules: DEFAULT_REGISTER_RULES,
};

/** The brand's rules and the downline call: each body kept, `reply` answers it. */
function downlineServer(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/wps/system/setting/register', () => answer(SETTINGS)),
    http.post('*/wps/agent/downlines', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function renderPage() {
  const { queryClient } = await renderWithServer(<RegisterPage share={null} onRegistered={() => {}} />);
  await waitFor(() => expect(queryClient.getQueryState(['auth', 'register-settings'])?.status).toBe('success'));
}

describe('opening an account under the agent', () => {
  it('sends nothing while the brand’s rule or the confirmation refuses, in the sign-up form’s words', async () => {
    const sent = downlineServer(() => answer({ id: 1, username: 'player2', type: 0 }));
    await renderPage();
    type('agent-register-username', '1player');
    type('agent-register-password', 'Secret#2024');
    type('agent-register-confirm', 'Secret#2025');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-username-note')).textContent).toBe(
      '6–16 characters: a letter first, then letters and digits.',
    );
    expect(screen.getByTestId('agent-register-confirm-note').textContent).toBe('The passwords do not match.');
    expect(sent).toEqual([]);
    // An edit clears every message.
    type('agent-register-confirm', 'Secret#2024');
    await waitFor(() => expect(screen.queryByTestId('agent-register-confirm-note')).toBeNull());
  });

  it('sends the schema’s body (the username trimmed, the type a number) and says it is done', async () => {
    const sent = downlineServer(() => answer({ id: 1, username: 'agent22', type: 1 }));
    await renderPage();
    type('agent-register-type', '1');
    type('agent-register-username', ' agent22 ');
    type('agent-register-password', 'Secret#2024');
    type('agent-register-confirm', 'Secret#2024');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    await screen.findByTestId('agent-register-done');
    expect(sent).toEqual([{ username: 'agent22', password: 'Secret#2024', type: 1 }]);
    expect((screen.getByTestId('agent-register-username') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('agent-register-type') as HTMLSelectElement).value).toBe('1');
  });

  it('puts a taken username under the username', async () => {
    downlineServer(() => refuse(409, 'USER_EXISTS', 'That username is taken.'));
    await renderPage();
    type('agent-register-username', 'player2');
    type('agent-register-password', 'Secret#2024');
    type('agent-register-confirm', 'Secret#2024');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-username-note')).textContent).toBe(
      'This username is already taken.',
    );
  });
});
