// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import communication from '../../i18n/locales/en/admin-communication.json';
import { describedText, renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import MessagesPage from './messages-page.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-communication': communication });

/** Every notice body sent; the send answers with `reply`. */
function serve(reply = () => answer({ id: 1, recipients: 1 })) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/admin/api/messages', () => answer({ list: [], page: 1, pageSize: 20, total: 0, totalPages: 1 })),
    http.get('*/admin/api/loyalty/levels', () => answer([])),
    http.post('*/admin/api/messages/audience', () => answer({ recipients: 1 })),
    http.post('*/admin/api/messages', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

const typeIn = async (user: ReturnType<typeof userEvent.setup>, testId: string, text: string) =>
  user.type(within(screen.getByTestId(testId)).getByRole('textbox'), text);

describe('the notice composer', () => {
  it('sends nothing without a title, a text and a recipient, then the trimmed texts to one member', async () => {
    const sent = serve();
    await renderWithServer(<MessagesPage />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('msg-send'));
    expect((await screen.findByTestId('msg-title-issue')).textContent).toBe(communication.compose.titleMissing);
    expect(screen.getByTestId('msg-content-issue').textContent).toBe(communication.compose.contentMissing);
    expect(screen.getByTestId('msg-audience-missing')).toBeTruthy();
    expect(sent).toEqual([]);

    await typeIn(user, 'msg-field-title', ' Maintenance ');
    expect(screen.queryByTestId('msg-title-issue')).toBeNull();
    await typeIn(user, 'msg-field-content', 'Tonight at ten.');
    await user.type(screen.getByTestId('msg-audience-username'), 'alice');
    await user.click(screen.getByTestId('msg-send'));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          title: { en: 'Maintenance' },
          content: { en: 'Tonight at ten.' },
          audience: { kind: 'member', username: 'alice' },
        },
      ]),
    );
    expect((await screen.findByTestId('msg-sent-notice')).textContent).toBe('Notice sent to 1 member.');
  });

  it('names the languages the server requires under each text', async () => {
    serve(() =>
      refuse(400, 'VALIDATION_FAILED', 'Invalid', {
        fields: { 'title.pt-BR': 'REQUIRED', 'content.pt-BR': 'REQUIRED' },
      }),
    );
    await renderWithServer(<MessagesPage />);
    const user = userEvent.setup();
    await typeIn(user, 'msg-field-title', 'Hi');
    await typeIn(user, 'msg-field-content', 'Text');
    await user.type(screen.getByTestId('msg-audience-username'), 'alice');
    await user.click(screen.getByTestId('msg-send'));
    expect((await screen.findByTestId('msg-title-issue')).textContent).toContain('Português');
    expect(screen.getByTestId('msg-content-issue').textContent).toContain('Português');
  });
});

describe('the audience and the notices sent', () => {
  it("takes typed level numbers when the ladder cannot be read, the box's issue tied to it", async () => {
    serve();
    server.use(http.get('*/admin/api/loyalty/levels', () => refuse(403, 'FORBIDDEN', 'No')));
    await renderWithServer(<MessagesPage />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('msg-audience-vip'));
    const box = await screen.findByTestId('msg-audience-levels');
    expect(describedText('msg-audience-levels')).toBe(communication.audience.levelNumbersHint);
    await user.type(box, '1, x');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText('msg-audience-levels')).toBe(communication.audience.levelNumbersBad);
  });

  it('pages the notices sent by previous and next', async () => {
    const pages: string[] = [];
    serve();
    server.use(
      http.get('*/admin/api/messages', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page')!);
        return answer({ list: [], page: Number(pages.at(-1)), totalPages: 2 });
      }),
    );
    await renderWithServer(<MessagesPage />);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(pages).toContain('2');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
