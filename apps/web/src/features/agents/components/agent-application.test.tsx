// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import agents from '../../../i18n/locales/en/agents.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { AgentProgramme } from './agent-application.tsx';

listenForCalls();
withEnglishTexts({ agents });

const programme = (
  <AgentProgramme token="tok" memberType={0} onLogin={() => {}} onRegister={() => {}} onOpenAgentCenter={() => {}} />
);

function listen(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/wps/agent/application', () => answer(null)),
    http.post('*/wps/agent/application', async ({ request }) => (sent.push(await request.json()), reply())),
  );
  return sent;
}

describe('applying to be an agent', () => {
  it('refuses a message under the minimum and sends nothing', async () => {
    const sent = listen(() => answer(null));
    await renderWithServer(programme);
    fireEvent.change(await screen.findByTestId('agent-apply-message'), { target: { value: '  short   ' } });
    fireEvent.click(screen.getByTestId('agent-apply-submit'));
    expect((await screen.findByTestId('agent-apply-error')).textContent).toBe('Write at least 10 characters.');
    expect(sent).toEqual([]);
  });

  it('sends the trimmed message, and shows a server refusal of it under the box', async () => {
    const sent = listen(() =>
      refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { message: 'TOO_SHORT' } }),
    );
    await renderWithServer(programme);
    fireEvent.change(await screen.findByTestId('agent-apply-message'), {
      target: { value: '  I run a big poker group.  ' },
    });
    fireEvent.click(screen.getByTestId('agent-apply-submit'));
    await waitFor(() => expect(sent).toEqual([{ message: 'I run a big poker group.' }]));
    expect((await screen.findByTestId('agent-apply-error')).textContent).toBe('Write at least 10 characters.');
  });
});
