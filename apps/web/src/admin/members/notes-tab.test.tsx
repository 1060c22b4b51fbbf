// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import adminMembers from '../../i18n/locales/en/admin-members.json';
import { describedText, renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { NotesTab } from './notes-tab.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-members': adminMembers });

describe("a member's notes", () => {
  it('asks for a text before calling, then sends it trimmed and empties the box', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/admin/api/members/7/notes', () => answer({ items: [], page: 1, pageSize: 20, total: 0 })),
      http.post('*/admin/api/members/7/notes', async ({ request }) => {
        sent.push(await request.json());
        return answer(null);
      }),
    );
    await renderWithServer(<NotesTab memberId={7} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('member-note-add'));
    await waitFor(() => expect(describedText('member-note-body')).toBe(adminMembers.dialog.required));
    expect(sent).toEqual([]);

    await user.type(screen.getByTestId('member-note-body'), '  Called the member  ');
    await user.click(screen.getByTestId('member-note-add'));
    await waitFor(() => expect(sent).toEqual([{ body: 'Called the member' }]));
    await waitFor(() => expect((screen.getByTestId('member-note-body') as HTMLTextAreaElement).value).toBe(''));
  });
});
