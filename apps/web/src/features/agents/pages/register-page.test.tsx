// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import agents from '../../../i18n/locales/en/agents.json';
import { renderWithServer, typeInto, withEnglishTexts } from '../../../test/dom.tsx';
import { registerSettings } from '../../../test/register-settings.ts';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { RegisterPage } from './register-page.tsx';

listenForCalls();
withEnglishTexts({ agents });

const SETTINGS = registerSettings();

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

async function renderPage() {
  const { queryClient } = await renderWithServer(<RegisterPage share={null} onRegistered={() => {}} />);
  await waitFor(() => expect(queryClient.getQueryState(['auth', 'register-settings'])?.status).toBe('success'));
}

describe('opening an account under the agent', () => {
  it('sends nothing while the brand’s rule or the confirmation refuses, in the sign-up form’s words', async () => {
    const sent = downlineServer(() => answer({ id: 1, username: 'player2', type: 0 }));
    await renderPage();
    typeInto('agent-register-username', '1player');
    typeInto('agent-register-password', 'Secret#2024');
    typeInto('agent-register-confirm', 'Secret#2025');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-username-note')).textContent).toBe(
      '6–16 characters: a letter first, then letters and digits.',
    );
    expect(screen.getByTestId('agent-register-confirm-note').textContent).toBe('The passwords do not match.');
    expect(sent).toEqual([]);
    // An edit clears every message.
    typeInto('agent-register-confirm', 'Secret#2024');
    await waitFor(() => expect(screen.queryByTestId('agent-register-confirm-note')).toBeNull());
  });

  it('sends the schema’s body (the username trimmed, the type a number) and says it is done', async () => {
    const sent = downlineServer(() => answer({ id: 1, username: 'agent22', type: 1 }));
    await renderPage();
    typeInto('agent-register-type', '1');
    typeInto('agent-register-username', ' agent22 ');
    typeInto('agent-register-password', 'Secret#2024');
    typeInto('agent-register-confirm', 'Secret#2024');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    await screen.findByTestId('agent-register-done');
    expect(sent).toEqual([{ username: 'agent22', password: 'Secret#2024', type: 1 }]);
    expect((screen.getByTestId('agent-register-username') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('agent-register-type') as HTMLSelectElement).value).toBe('1');
  });

  it('puts a taken username under the username', async () => {
    downlineServer(() => refuse(409, 'USER_EXISTS', 'That username is taken.'));
    await renderPage();
    typeInto('agent-register-username', 'player2');
    typeInto('agent-register-password', 'Secret#2024');
    typeInto('agent-register-confirm', 'Secret#2024');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-username-note')).textContent).toBe(
      'This username is already taken.',
    );
  });
});
