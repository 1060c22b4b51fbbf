// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import studio from '../../../../i18n/locales/en/studio.json';
import { renderInEnglish, withEnglishTexts } from '../../../../test/dom.tsx';
import { SlotStage, type StagedRound } from './slot-stage.tsx';
import { winMarks, winSoFar, roundView } from './slot-show.ts';

const [WILD, SCATTER, LOTUS, A, K, Q, J, TEN] = [0, 1, 2, 5, 6, 7, 8, 9];

/** Three lotuses on the middle line (line 1), the rest breaking every line. */
const lotusLine = {
  grid: [
    [A, LOTUS, K],
    [Q, LOTUS, J],
    [TEN, LOTUS, A],
    [K, A, Q],
    [J, K, TEN],
  ],
  lineWins: [{ line: 0, pay: 25 }],
  scatters: 0,
  units: 25,
};
const blank = { grid: lotusLine.grid.map(() => [A, K, Q]), lineWins: [], scatters: 0, units: 0 };
const scattered = {
  grid: [
    [SCATTER, A, K],
    [Q, SCATTER, J],
    [TEN, A, SCATTER],
    [K, A, Q],
    [J, K, TEN],
  ],
  lineWins: [],
  scatters: 3,
  units: 40,
};

function staged(key: string, outcome: Record<string, unknown>, stakeMinor: number, payoutMinor: number): StagedRound {
  return { key, outcome, stakeMinor, payoutMinor };
}

afterEach(() => {
  vi.useRealTimers();
});
withEnglishTexts({ studio });

describe('the slot show', () => {
  it('lights the paid run of each line and the scatters that pay', () => {
    const marks = winMarks(lotusLine)!;
    expect(marks.lines).toEqual([{ line: 0, rows: [1, 1, 1, 1, 1], run: 3, pay: 25 }]);
    expect(marks.cells).toEqual([[1], [1], [1], [], []]);
    expect(winMarks(blank)).toBeNull();
    const scatter = winMarks(scattered)!;
    expect(scatter.scatter).toBe(true);
    expect(scatter.cells).toEqual([[0], [1], [2], [], []]);
    // A wild run that pays more than the symbol it completes is drawn over the wilds alone.
    const wilds = {
      ...blank,
      grid: [
        [A, WILD, K],
        [A, WILD, K],
        [A, WILD, K],
        [A, Q, K],
        [A, K, K],
      ],
      lineWins: [{ line: 0, pay: 50 }],
    };
    expect(winMarks(wilds)!.lines[0]!.run).toBe(3);
  });

  it('builds the win spin by spin and lands exactly on the payout', () => {
    const round = roundView({
      base: scattered,
      freeSpins: [blank, lotusLine],
      freeSpinsMultiplier: 3,
      totalUnits: 40 + 75,
    });
    expect(winSoFar(round, 0, 1150)).toBe(400);
    expect(winSoFar(round, 1, 1150)).toBe(400);
    expect(winSoFar(round, 2, 1150)).toBe(1150);
    expect(winSoFar(round, -1, 1150)).toBe(0);
  });

  it('lands, draws the line, counts the win and ends the show with the exact payout', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    await renderInEnglish(
      <SlotStage
        round={staged('r1', { base: lotusLine, freeSpins: [], freeSpinsMultiplier: 3, totalUnits: 25 }, 2000, 2500)}
        motion={false}
        decimals={2}
        onDone={done}
      />,
    );
    const reels = screen.getByTestId('slot-reels');
    expect(reels.getAttribute('data-state')).toBe('wins');
    const lines = screen.getAllByTestId('slot-line');
    expect(lines.map((line) => [line.getAttribute('data-line'), line.getAttribute('data-run')])).toEqual([['1', '3']]);
    expect(reels.querySelectorAll('.slot-reel__cell.is-win')).toHaveLength(3);
    expect(done).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(reels.getAttribute('data-state')).toBe('done');
    expect(done).toHaveBeenCalledWith('r1');
    expect(screen.getByTestId('slot-win').getAttribute('data-minor')).toBe('2500');
  });

  it('plays each free spin with its banner, then celebrates a big win; a skip ends it at once', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const outcome = { base: scattered, freeSpins: [blank, lotusLine], freeSpinsMultiplier: 3, totalUnits: 115 };
    const view = await renderInEnglish(
      <SlotStage round={staged('r2', outcome, 100, 5750)} motion={false} decimals={2} onDone={done} />,
    );
    expect(screen.getByTestId('slot-free-spins-won').textContent).toBe('Free spins won: 2');
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByTestId('slot-free-spin').textContent).toContain('Free spin 1 of 2');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByTestId('slot-free-spin').textContent).toContain('Free spin 2 of 2');
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByTestId('slot-bigwin').textContent).toContain('Mega win');
    expect(done).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(done).toHaveBeenCalledWith('r2');

    view.rerender(
      <SlotStage round={staged('r3', outcome, 100, 5750)} motion={false} decimals={2} onDone={done} skipSignal={0} />,
    );
    expect(screen.getByTestId('slot-reels').getAttribute('data-state')).toBe('wins');
    view.rerender(
      <SlotStage round={staged('r3', outcome, 100, 5750)} motion={false} decimals={2} onDone={done} skipSignal={1} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(done).toHaveBeenLastCalledWith('r3');
    expect(screen.getByTestId('slot-win').getAttribute('data-minor')).toBe('5750');
  });
});
