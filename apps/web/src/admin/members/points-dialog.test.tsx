// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import adminMembers from '../../i18n/locales/en/admin-members.json';
import { describedText, renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { GrantPointsDialog } from './points-dialog.tsx';
import type { MemberDetail } from './members-api.ts';

listenForCalls();
withEnglishTexts({ admin, 'admin-members': adminMembers });

const member = { id: 7, username: 'ana' } as MemberDetail;

describe('granting a member points', () => {
  it('refuses points out of range before calling, then sends whole points with the reason and a key', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post('*/admin/api/members/7/points', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return answer({ memberId: 7, points: 1500, balance: 2000, replayed: false });
      }),
    );
    const onDone = vi.fn();
    await renderWithServer(<GrantPointsDialog member={member} onClose={() => {}} onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('member-points-amount'), '100001');
    await user.type(screen.getByTestId('action-reason'), 'Contest prize');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(describedText('member-points-amount')).toBe('Enter whole points from 1 to 100,000.'));
    expect(sent).toEqual([]);

    await user.clear(screen.getByTestId('member-points-amount'));
    await user.type(screen.getByTestId('member-points-amount'), '1 500');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('1,500 points granted. The member now has 2,000 points.'));
    expect(sent.map((call) => call.body)).toEqual([{ points: 1500, reason: 'Contest prize' }]);
    expect(sent[0]!.key).toMatch(/^pts-/);
  });
});
