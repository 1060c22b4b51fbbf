// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RedemptionAdmin } from '@portal/shared/contracts/loyalty';
import admin from '../../i18n/locales/en/admin.json';
import adminLoyalty from '../../i18n/locales/en/admin-loyalty.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { RedemptionsTab } from './redemptions-tab.tsx';

vi.mock('../ui/use-money', () => ({ useMoney: () => ({ decimals: 2, code: 'BRL', format: String }) }));

listenForCalls();
withEnglishTexts({ admin, 'admin-loyalty': adminLoyalty });

const waiting: RedemptionAdmin = {
  id: 7,
  goodsId: 3,
  goodsName: 'Team shirt',
  kind: 'item',
  points: 500,
  status: 'processing',
  remark: null,
  createdAt: '2026-11-30T12:00:00.000Z',
  decidedAt: null,
  memberId: 11,
  username: 'ana',
  decidedBy: null,
};

describe('a redemption decision', () => {
  it("sends the decision with the remark as the route's schema keeps it, trimmed", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/admin/api/loyalty/redemptions', () => answer({ list: [waiting], page: 1, totalPages: 1, total: 1 })),
      http.post('*/admin/api/loyalty/redemptions/7/decision', async ({ request }) => {
        sent.push(await request.json());
        return answer({ ...waiting, status: 'rejected' });
      }),
    );
    await renderWithServer(<RedemptionsTab canDecide />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('redemption-reject-7'));
    const remark = screen.getByTestId('redemption-remark');
    expect(remark.getAttribute('maxlength')).toBe('300');
    await user.type(remark, '  Out of stock, points returned  ');
    await user.click(screen.getByTestId('redemption-confirm'));
    await waitFor(() => expect(sent).toEqual([{ decision: 'reject', remark: 'Out of stock, points returned' }]));
    await waitFor(() => expect(screen.queryByTestId('redemption-dialog')).toBeNull());
  });
});
