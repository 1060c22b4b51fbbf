// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import adminLottery from '../../i18n/locales/en/admin-lottery.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { GameForm } from './game-form.tsx';
import type { ConsoleGame } from './lottery-api.ts';

const lo2 = {
  code: 'lo2',
  rule: 'count' as const,
  stakeFactor: 27,
  odds: 99,
  minUnit: 1,
  maxUnit: 1000,
  maxMultiplier: 100,
  minOdds: 50,
  maxOdds: 99.9,
  return: 0.95,
};

// The markets' rules and the brand's currency, as the console reads them.
vi.mock('./lottery-api', async (original) => ({
  ...(await original<typeof import('./lottery-api')>()),
  useMajorMoney: () => ({ decimals: 0, code: 'VND', format: String, major: String }),
  useMarkets: () => ({ data: [{ market: 'FAST_NORTH', betTypes: [lo2] }] }),
}));

listenForCalls();
withEnglishTexts({ admin, 'admin-lottery': adminLottery });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const errorOf = (testId: string) =>
  document.getElementById(screen.getByTestId(testId).getAttribute('aria-describedby') ?? '')?.textContent;

describe('a new fast game', () => {
  it('refuses a wrong code, a close after the draw and odds beyond the rules, and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/admin/api/lottery/games', async ({ request }) => (sent.push(await request.json()), answer({}))),
    );
    await renderWithServer(<GameForm onDone={() => {}} onCancel={() => {}} />);
    type('game-code', 'x');
    type('game-name', 'Fast one');
    type('game-close-before', '60');
    type('game-liability', '1000000');
    fireEvent.click(screen.getByTestId('game-save'));
    await waitFor(() => expect(screen.getByTestId('game-error').textContent).toBe('Check the fields marked in red.'));
    expect(errorOf('game-code')).toBe('2–20 capital letters, digits or _.');
    expect(errorOf('game-close-before')).toBe('A whole number of seconds, less than the interval.');
    type('game-code', 'fast_1');
    expect((screen.getByTestId('game-code') as HTMLInputElement).value).toBe('FAST_1');
    type('game-close-before', '5');
    type('odds-lo2', '150');
    fireEvent.click(screen.getByTestId('game-save'));
    await waitFor(() => expect(screen.getByText("Between 50 and 99.9 under the market's rules.")).toBeTruthy());
    expect(screen.getByTestId('game-error').textContent).toBe('Check the fields marked in red.');
    expect(sent).toEqual([]);
  });

  it('sends the checked body with the changed odds, and puts a server refusal on its field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/admin/api/lottery/games', async ({ request }) => {
        sent.push(await request.json());
        return refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { code: 'ALREADY_TAKEN' } });
      }),
    );
    const onDone = vi.fn();
    await renderWithServer(<GameForm onDone={onDone} onCancel={() => {}} />);
    type('game-code', 'FAST_1');
    type('game-name', '  Fast one ');
    type('game-interval', '90');
    type('game-liability', '5000000');
    type('odds-lo2', '98');
    fireEvent.click(screen.getByTestId('game-enabled'));
    fireEvent.click(screen.getByTestId('game-save'));
    await waitFor(() => expect(screen.getByTestId('game-error').textContent).toBe('Invalid request.'));
    expect(sent).toEqual([
      {
        template: 'FAST_NORTH',
        code: 'FAST_1',
        name: 'Fast one',
        intervalSeconds: 90,
        closeBeforeSeconds: 5,
        liabilityLimit: 5000000,
        enabled: true,
        betTypes: { lo2: { odds: 98 } },
      },
    ]);
    expect(errorOf('game-code')).toBe('Another game already uses this code.');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('a game edited', () => {
  const game = {
    gameCode: 'FAST_1',
    name: 'Fast one',
    names: {},
    market: 'FAST_NORTH',
    intervalSeconds: 60,
    closeBeforeSeconds: 5,
    confirmAfterSeconds: 0,
    liabilityLimit: 1000,
    enabled: true,
    betTypes: [{ ...lo2, enabled: true }],
  } as unknown as ConsoleGame;

  it('sends only what changed and passes on the saved game', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(
        '*/admin/api/lottery/games/FAST_1',
        async ({ request }) => (sent.push(await request.json()), answer(game)),
      ),
    );
    const onDone = vi.fn();
    await renderWithServer(<GameForm game={game} onDone={onDone} onCancel={() => {}} />);
    type('game-liability', '2000');
    fireEvent.click(screen.getByTestId('game-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(game));
    expect(sent).toEqual([{ liabilityLimit: 2000 }]);
  });
});
