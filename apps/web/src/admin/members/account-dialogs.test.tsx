// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import adminMembers from '../../i18n/locales/en/admin-members.json';
import { describedText, renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { AgentDialog, FreezeDialog } from './account-dialogs.tsx';
import type { MemberDetail } from './members-api.ts';

listenForCalls();
withEnglishTexts({ admin, 'admin-members': adminMembers });

const member = {
  id: 7,
  username: 'ana',
  type: 0,
  status: 'active',
  upline: null,
  liveSessions: 1,
} as unknown as MemberDetail;

describe('freezing a member', () => {
  it('asks for a reason before calling, then sends it trimmed with the message for the player', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/admin/api/members/7/freeze', async ({ request }) => {
        sent.push(await request.json());
        return answer({ member, sessionsEnded: 1 });
      }),
    );
    const onDone = vi.fn();
    await renderWithServer(<FreezeDialog member={member} onClose={() => {}} onDone={onDone} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(describedText('action-reason')).toBe(adminMembers.dialog.required));
    expect(sent).toEqual([]);

    await user.type(screen.getByTestId('action-reason'), ' Chargeback ');
    await user.type(screen.getByTestId('freeze-player-message'), 'Call support ');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Member frozen. Sessions ended: 1.'));
    expect(sent).toEqual([{ reason: 'Chargeback', playerMessage: 'Call support' }]);
  });
});

describe("a member's type and upline", () => {
  it('sends the picked type and the trimmed upline; a refused upline says why under it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/admin/api/members/7/agent', async ({ request }) => {
        sent.push(await request.json());
        return refuse(400, 'VALIDATION_FAILED', 'Some fields are not valid.', {
          fields: { upline: 'INVALID_VALUE' },
          reason: 'UPLINE_NOT_FOUND',
        });
      }),
    );
    await renderWithServer(<AgentDialog member={member} onClose={() => {}} onDone={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('member-agent-type'), '41');
    await user.type(screen.getByTestId('member-agent-upline'), ' nobody ');
    await user.type(screen.getByTestId('action-reason'), 'New agent');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(describedText('member-agent-upline')).toBe(adminMembers.refusals.UPLINE_NOT_FOUND));
    expect(screen.queryByTestId('action-error')).toBeNull();
    expect(sent).toEqual([{ type: 41, upline: 'nobody', reason: 'New agent' }]);
  });
});
