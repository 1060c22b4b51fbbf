// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { MemberBet } from './members-api';
import admin from '../../i18n/locales/en/admin.json';
import members from '../../i18n/locales/en/admin-members.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { BetsTab } from './member-tabs.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-members': members });

const bet = (over: Partial<MemberBet>): MemberBet => ({
  id: 1,
  placedAt: '2026-12-02T10:00:00.000Z',
  settledAt: '2026-12-02T10:00:00.000Z',
  product: 'LIVE',
  vendor: 'AURORA_LIVE',
  gameCode: 'speed-baccarat',
  gameName: 'Speed Baccarat',
  roundId: 'r-1',
  currency: 'BRL',
  stakeMinor: 100,
  validBetMinor: 100,
  payoutMinor: 0,
  profitMinor: -100,
  status: 'settled',
  roundDetail: true,
  balanceBeforeMinor: 1_000,
  balanceAfterMinor: 900,
  ...over,
});

describe("a member's bets in the console", () => {
  it("opens a round's page at its provider where the provider has one", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/admin/api/settings', () => answer({ currency: { code: 'BRL', decimals: 2, symbol: 'R$' } })),
      http.get('*/admin/api/members/5/bets', () =>
        answer({
          items: [bet({}), bet({ id: 2, vendor: 'INHOUSE', roundDetail: false })],
          page: 1,
          pageSize: 20,
          total: 2,
          games: [],
        }),
      ),
      http.get('*/admin/api/members/5/bets/:betId/round-detail', ({ params }) => {
        asked.push(String(params.betId));
        return answer({ url: 'https://portal.test/demo-provider/rounds/r-1?sig=1' });
      }),
    );
    await renderWithServer(<BetsTab memberId={5} />, { at: '/members/5?tab=bets' });
    const buttons = await screen.findAllByTestId('member-bet-round-detail');
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: /Round details · AURORA_LIVE · Speed Baccarat/ });
    const frame = await within(dialog).findByTestId('member-round-detail-frame');
    expect(frame.getAttribute('src')).toBe('https://portal.test/demo-provider/rounds/r-1?sig=1');
    expect(asked).toEqual(['1']);
  });
});
