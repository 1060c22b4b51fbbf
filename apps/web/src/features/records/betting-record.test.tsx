// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useLocation } from 'react-router';
import type { BetRecord } from '@portal/shared/contracts/records';
import games from '../../i18n/locales/en/games.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { BettingRecord } from './components/betting-record';

withEnglishTexts({ games });
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
  balanceBeforeMinor: 1_000,
  balanceAfterMinor: 1_100,
  ...over,
});

function At() {
  const at = useLocation();
  return <output data-testid="at">{`${at.pathname}${at.search}`}</output>;
}

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
