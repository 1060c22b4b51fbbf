// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import studio from '../../../i18n/locales/en/studio.json';
import { renderInEnglish, withEnglishTexts } from '../../../test/dom.tsx';
import { DICE_ROLL_MS, DiceOutcome } from './dice-view.tsx';
import { BaccaratOutcome, DEAL_MS } from './baccarat-view.tsx';
import { MinesGrid } from './mines-view.tsx';

const motion = vi.hoisted(() => ({ reduced: false }));
const sounds = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/reduced-motion', () => ({ useReducedMotion: () => motion.reduced }));
vi.mock('../lib/sound', () => ({ playSound: (name: string) => sounds.push(name) }));

withEnglishTexts({ studio });
beforeEach(() => {
  motion.reduced = false;
  sounds.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** One deal step after another: each step's timer is set once React has drawn the step before. */
async function deal(steps: number) {
  for (let i = 0; i < steps; i += 1) await advance(DEAL_MS);
}

const DICE_WIN = { roll: 3172, target: 5000, direction: 'under', win: true };

describe('the dice roll', () => {
  it('counts up to the roll while the marker slides, then shows the final roll and the win', async () => {
    const onDone = vi.fn();
    await renderInEnglish(<DiceOutcome outcome={DICE_WIN} animate onDone={onDone} />);
    expect(screen.queryByTestId('dice-roll')).toBeNull();
    expect(sounds).toEqual(['spin']);
    await advance(DICE_ROLL_MS / 2);
    const midway = screen.getByTestId('dice-marker').style.transform;
    const value = Number(/translateX\(([\d.]+)%\)/.exec(midway)![1]);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(31.72);
    expect(onDone).not.toHaveBeenCalled();

    await advance(DICE_ROLL_MS);
    expect(screen.getByTestId('dice-roll').textContent).toBe('31.72');
    expect(screen.getByTestId('dice-roll').className).toContain('is-win');
    expect(screen.getByTestId('dice-marker').style.transform).toBe('translateX(31.72%)');
    expect(screen.getByText('You win')).toBeTruthy();
    expect(sounds).toEqual(['spin', 'win']);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('draws a replay at its end at once, without sounds', async () => {
    await renderInEnglish(<DiceOutcome outcome={{ roll: 8000, target: 9000, direction: 'over', win: false }} />);
    expect(screen.getByTestId('dice-roll').textContent).toBe('80.00');
    expect(screen.getByTestId('dice-roll').className).toContain('is-loss');
    expect(screen.getByTestId('dice-marker').style.transform).toBe('translateX(80%)');
    expect(screen.getByText('Roll over 90.00 to win')).toBeTruthy();
    expect(sounds).toEqual([]);
  });

  it('with reduced motion shows the live roll at once and still tells the result by sound', async () => {
    motion.reduced = true;
    const onDone = vi.fn();
    await renderInEnglish(<DiceOutcome outcome={DICE_WIN} animate onDone={onDone} />);
    expect(screen.getByTestId('dice-roll').textContent).toBe('31.72');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(sounds).toEqual(['win']);
  });
});

// Player A♠ 5♥ then 9♣ (total 5); banker K♦ 7♠ (7): the player draws, the banker stands.
const COUP = {
  bet: 'player',
  playerCards: [0, 17, 47],
  bankerCards: [38, 6],
  playerTotal: 5,
  bankerTotal: 7,
  result: 'banker',
};

const dealt = () =>
  [...document.querySelectorAll('[data-card]')].map((card) => [
    card.closest('[data-testid^="baccarat-"]')!.getAttribute('data-testid'),
    card.getAttribute('aria-label'),
  ]);
const totals = () => [
  screen.getByTestId('baccarat-player-total').textContent,
  screen.getByTestId('baccarat-banker-total').textContent,
];

describe('the baccarat deal', () => {
  it('deals the cards one by one in the shoe order, totals counting each card once it lands, then the result', async () => {
    const onDone = vi.fn();
    await renderInEnglish(<BaccaratOutcome outcome={COUP} animate onDone={onDone} />);
    expect(dealt()).toEqual([]);
    // Each step: the card that came out, and the totals shown after it.
    const seen: string[][] = [];
    const log: [string[] | undefined, string[]][] = [];
    for (let step = 0; step < 6; step += 1) {
      await deal(1);
      const now = dealt();
      const fresh = now.filter(([hand, label]) => !seen.some(([h, l]) => h === hand && l === label));
      expect(fresh.length).toBeLessThanOrEqual(1);
      seen.push(...(fresh as string[][]));
      log.push([fresh[0] as string[] | undefined, totals() as string[]]);
      expect(screen.queryByTestId('baccarat-result')).toBeNull();
    }
    expect(log).toEqual([
      [
        ['baccarat-player', 'Ace of spades'],
        ['', ''],
      ],
      [
        ['baccarat-banker', 'King of diamonds'],
        ['1', ''],
      ],
      [
        ['baccarat-player', '5 of hearts'],
        ['1', '0'],
      ],
      [
        ['baccarat-banker', '7 of spades'],
        ['6', '0'],
      ],
      [
        ['baccarat-player', '9 of clubs'],
        ['6', '7'],
      ],
      [undefined, ['5', '7']],
    ]);
    expect(onDone).not.toHaveBeenCalled();

    await deal(1);
    expect(screen.getByTestId('baccarat-result').textContent).toBe('Banker wins');
    expect(sounds).toEqual(['card', 'card', 'card', 'card', 'card', 'lose']);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('with reduced motion lays out the whole coup and the result at once', async () => {
    motion.reduced = true;
    await renderInEnglish(<BaccaratOutcome outcome={{ ...COUP, bet: 'banker' }} animate />);
    expect(dealt()).toHaveLength(5);
    expect(totals()).toEqual(['5', '7']);
    expect(screen.getByTestId('baccarat-result').textContent).toBe('Banker wins');
    expect(document.querySelector('.tcard--deal')).toBeNull();
    expect(sounds).toEqual(['win']);
  });

  it('draws a replay complete and silent', async () => {
    await renderInEnglish(<BaccaratOutcome outcome={{ ...COUP, bet: 'tie' }} />);
    expect(dealt()).toHaveLength(5);
    expect(screen.getByTestId('baccarat-result').textContent).toBe('Banker wins');
    expect(sounds).toEqual([]);
  });
});

describe('the mines board', () => {
  const board = (reveals: number[], minePositions: number[] | null, animate = true) => (
    <MinesGrid reveals={reveals} minePositions={minePositions} animate={animate} />
  );

  it('plays a reveal for a gem, the boom for a mine and shakes the board, the win for a cash-out', async () => {
    const view = await renderInEnglish(board([], null));
    view.rerender(board([4], null));
    expect(sounds).toEqual(['reveal']);
    expect(screen.getByTestId('mines-tile-4').className).toContain('is-revealed');

    view.rerender(board([4, 7], [1, 7, 20]));
    expect(sounds).toEqual(['reveal', 'boom']);
    const grid = screen.getByTestId('mines-grid');
    expect(grid.className).toContain('is-boom');
    expect(grid.className).toContain('is-animated');
    expect(screen.getByTestId('mines-tile-7').className).toContain('is-hit');
    // The other mines appear one after another.
    expect(screen.getByTestId('mines-tile-1').style.getPropertyValue('--order')).toBe('0');
    expect(screen.getByTestId('mines-tile-20').style.getPropertyValue('--order')).toBe('1');

    view.rerender(board([], null));
    view.rerender(board([3], null));
    view.rerender(board([3], [9]));
    expect(sounds).toEqual(['reveal', 'boom', 'reveal', 'win']);
    expect(screen.getByTestId('mines-grid').className).not.toContain('is-boom');
  });

  it('stays still with reduced motion and in replays', async () => {
    motion.reduced = true;
    await renderInEnglish(board([7], [7]));
    expect(screen.getByTestId('mines-grid').className).not.toContain('is-animated');
    cleanup();
    motion.reduced = false;
    await renderInEnglish(board([7], [7], false));
    expect(screen.getByTestId('mines-grid').className).not.toContain('is-animated');
    expect(sounds).toEqual([]);
  });
});
