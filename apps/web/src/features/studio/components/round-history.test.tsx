// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { StudioRound } from '@portal/shared/contracts/studio';
import studio from '../../../i18n/locales/en/studio.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { RoundHistory } from './round-history.tsx';

listenForCalls();
withEnglishTexts({ studio });

const DICE_ROUND: StudioRound = {
  roundId: 'r-dice-1',
  game: 'dice',
  variant: 'rtp97',
  params: { target: 5000, direction: 'under' },
  outcome: { roll: 3172, target: 5000, direction: 'under', win: true },
  reveals: [],
  currency: 'BRL',
  stakeMinor: 500,
  payoutMinor: 970,
  status: 'settled',
  serverSeedHash: 'cd'.repeat(32),
  serverSeed: null,
  clientSeed: 'lucky',
  nonce: 7,
  createdAt: '2026-12-02T12:00:00.000Z',
  settledAt: '2026-12-02T12:00:01.000Z',
};

/** The history's pages and the rounds by id, as the studio's API answers them; the ids asked for. */
function answerRounds(rounds: StudioRound[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/studio/api/rounds', () => answer({ rounds, page: 1, hasMore: false })),
    http.get('*/studio/api/rounds/:roundId', ({ params }) => {
      const id = String(params.roundId);
      asked.push(id);
      const round = rounds.find((r) => r.roundId === id);
      return round ? answer(round) : refuse(404, 'NOT_FOUND', 'Not found.');
    }),
  );
  return asked;
}

describe("the studio's round history", () => {
  it('opens a round from its button, as a keyboard or a screen reader reaches it, and closes it again', async () => {
    const asked = answerRounds([DICE_ROUND]);
    await renderWithServer(<RoundHistory token="t-1" decimals={2} />);
    const open = await screen.findByTestId('history-open');
    expect(open.tagName).toBe('BUTTON');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(open.getAttribute('aria-label')).toMatch(/^Replay the round of /);

    fireEvent.click(open);
    const replay = await screen.findByTestId('round-replay');
    expect(replay.getAttribute('data-round-id')).toBe('r-dice-1');
    expect(within(replay).getByText('lucky')).toBeTruthy();
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(asked).toEqual(['r-dice-1']);

    fireEvent.click(open);
    expect(screen.queryByTestId('round-replay')).toBeNull();
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when the round asked for on arrival is not the player’s, or no longer kept', async () => {
    const asked = answerRounds([DICE_ROUND]);
    await renderWithServer(<RoundHistory token="t-1" decimals={2} replay="r-someone-else" />);
    expect(await screen.findByText(studio.history.notFound)).toBeTruthy();
    expect(screen.queryByTestId('round-replay')).toBeNull();
    expect(asked).toEqual(['r-someone-else']);
  });
});
