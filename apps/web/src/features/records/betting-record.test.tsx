// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useLocation } from 'react-router';
import type { BetRecord } from '@portal/shared/contracts/records';
import games from '../../i18n/locales/en/games.json';
import wallet from '../../i18n/locales/en/wallet.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { BettingRecord } from './components/betting-record';

withEnglishTexts({ games, wallet });
listenForCalls();

const bet = (over: Partial<BetRecord>): BetRecord => ({
  id: 1,
  product: 'RNG',
  vendor: 'INHOUSE',
  gameCode: 'dice',
  gameName: 'Dice',
  vendorName: 'Lotus Studio',
  roundId: 'r-1',
  stake: 1,
  validBet: 1,
  payout: 2,
  profit: 1,
  status: 'settled',
  placedAt: '2026-12-02T10:00:00.000Z',
  settledAt: '2026-12-02T10:00:00.000Z',
  replayNodeId: 'node-dice',
  roundDetail: false,
  balanceBeforeMinor: 1_000,
  balanceAfterMinor: 1_100,
  ...over,
});

function At() {
  const at = useLocation();
  return <output data-testid="at">{`${at.pathname}${at.search}`}</output>;
}

const page = (items: BetRecord[]) =>
  answer({ items, page: 1, pageSize: 20, total: items.length, totalPages: 1, totalCapped: false });

describe("betting record: a provider's round opens its page at the provider", () => {
  it('offers the details where the server says the provider has them, and frames a fresh link at each opening', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/wps/records/bets', () =>
        page([
          bet({ id: 7, vendor: 'AURORA_LIVE', gameName: 'Speed Baccarat', replayNodeId: null, roundDetail: true }),
          bet({ id: 8, vendor: 'TCG_SEA', replayNodeId: null, roundDetail: false }),
        ]),
      ),
      http.get('*/wps/records/bets/games', () => answer({ games: [] })),
      http.get('*/wps/records/bets/:id/round-detail', ({ params }) => {
        asked.push(String(params.id));
        return answer({ url: `https://portal.test/demo-provider/rounds/r-7?sig=${asked.length}` });
      }),
    );
    await renderWithServer(<BettingRecord token="member-token" />);
    const buttons = await screen.findAllByTestId('bet-round-detail');
    expect(buttons).toHaveLength(1);
    expect(screen.queryByTestId('bet-replay')).toBeNull();

    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: /Round details · Speed Baccarat/ });
    const frame = await within(dialog).findByTestId('round-detail-frame');
    expect(frame.getAttribute('src')).toBe('https://portal.test/demo-provider/rounds/r-7?sig=1');
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      frame.getAttribute('src'),
    );
    expect(asked).toEqual(['7']);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByTestId('bet-round-detail'));
    const again = await screen.findByTestId('round-detail-frame');
    expect(again.getAttribute('src')).toBe('https://portal.test/demo-provider/rounds/r-7?sig=2');
  });

  it("shows the provider's refusal in the dialog", async () => {
    server.use(
      http.get('*/wps/records/bets', () =>
        page([bet({ id: 9, vendor: 'AURORA_LIVE', replayNodeId: null, roundDetail: true })]),
      ),
      http.get('*/wps/records/bets/games', () => answer({ games: [] })),
      http.get('*/wps/records/bets/:id/round-detail', () => refuse(422, 'ROUND_DETAIL_UNAVAILABLE', 'No details now.')),
    );
    await renderWithServer(<BettingRecord token="member-token" />);
    await userEvent.click(await screen.findByTestId('bet-round-detail'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No details now.')).toBeTruthy();
    expect(within(dialog).queryByTestId('round-detail-frame')).toBeNull();
  });
});

describe('betting record: an in-house round opens its replay', () => {
  it('offers the replay where the server names a node, and launches that game on the round', async () => {
    const launched: string[] = [];
    server.use(
      http.get('*/wps/records/bets', () =>
        answer({
          items: [bet({}), bet({ id: 2, vendor: 'PGSOFT', gameCode: 'fortune', roundId: 'p-9', replayNodeId: null })],
          page: 1,
          pageSize: 20,
          total: 2,
          totalPages: 1,
          totalCapped: false,
        }),
      ),
      http.get('*/wps/records/bets/games', () => answer({ games: [] })),
      http.get('*/wps/game/launchGame', ({ request }) => {
        launched.push(new URL(request.url).searchParams.get('nodeId') ?? '');
        return answer({
          game_url: 'https://portal.test/studio/play/dice?token=tk&sig=ab',
          game_url2: null,
          name: 'Dice',
          nodeId: 'node-dice',
          launchMode: 'iframe',
          lottery: null,
        });
      }),
    );
    let left = 0;
    await renderWithServer(
      <>
        <BettingRecord token="member-token" onLeave={() => (left += 1)} />
        <At />
      </>,
    );
    const replays = await screen.findAllByTestId('bet-replay');
    expect(replays).toHaveLength(1);
    await userEvent.click(replays[0]!);
    await waitFor(() => expect(screen.getByTestId('at').textContent).toMatch(/^\/game\?/));
    expect(launched).toEqual(['node-dice']);
    expect(left).toBe(1);
    const frame = new URLSearchParams(screen.getByTestId('at').textContent!.split('?')[1]).get('url')!;
    const game = new URL(frame);
    expect(game.pathname).toBe('/studio/play/dice');
    expect(game.searchParams.get('replay')).toBe('r-1');
    // The launch's signed fields are left as the portal answered them.
    expect(game.searchParams.get('sig')).toBe('ab');
  });
});
