import { useLayoutEffect, useMemo, useRef } from 'react';
import clsx from 'clsx';
import { playSound } from '../../lib/sound';
import { SlotSymbol } from './slot-symbol';
import { REEL_COUNT, reelTiming, type WinMarks } from './slot-show';
import { SlotWinLines } from './slot-win-lines';

/*
 * Five reels in a 5 × 3 window. 'spinning' loops blurred symbols while the server answers;
 * a new landKey rolls each reel down onto its target column, the reels stopping left to right
 * with a small overshoot. Only transform is animated (compositor work, smooth on cheap phones).
 */

export type ReelsMode = 'rest' | 'spinning' | 'landing';

const FILLER = 10;

function fillerSymbols(seed: number, count: number): number[] {
  // Display only: which symbols blur past has nothing to do with the outcome.
  let x = (seed * 2654435761) >>> 0 || 1;
  return Array.from({ length: count }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % 10;
  });
}

function Reel({
  index,
  column,
  mode,
  landKey,
  turbo,
  animate,
  winRows,
  onStopped,
}: {
  index: number;
  column: number[];
  mode: ReelsMode;
  landKey: number;
  turbo: boolean;
  animate: boolean;
  winRows: readonly number[];
  onStopped: (reel: number) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const timing = reelTiming(index, turbo);
  const filler = useMemo(
    () => fillerSymbols(landKey * 7 + index + 1, FILLER + timing.extraCells),
    [landKey, index, timing.extraCells],
  );
  const landing = mode === 'landing' && animate;
  const cells = landing
    ? [filler[0]!, ...column, ...filler.slice(1)]
    : mode === 'spinning' && animate
      ? [...filler, ...filler]
      : column;

  useLayoutEffect(() => {
    if (mode !== 'landing') return;
    const el = strip.current;
    if (!landing || !el || typeof el.animate !== 'function') {
      onStopped(index);
      return;
    }
    const length = cells.length;
    const animation = el.animate(
      [
        { transform: `translateY(${(-(length - 3) / length) * 100}%)` },
        { transform: `translateY(${(-1 / length) * 100}%)` },
      ],
      { duration: timing.durationMs, easing: 'cubic-bezier(0.2, 0.65, 0.35, 1.1)', fill: 'forwards' },
    );
    let live = true;
    animation.finished
      .then(() => {
        if (!live) return;
        playSound('stop');
        onStopped(index);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      animation.cancel();
    };
    // One landing per key; the column and timing are fixed for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, landKey]);

  return (
    <div className="slot-reel" data-testid={`slot-reel-${index}`}>
      <div
        ref={strip}
        className={clsx('slot-reel__strip', mode === 'spinning' && animate && 'is-looping')}
        style={mode === 'spinning' && animate ? { animationDelay: `${-index * 70}ms` } : undefined}
      >
        {cells.map((symbol, i) => {
          const row = landing ? i - 1 : i;
          const win = mode === 'rest' && winRows.includes(row);
          return (
            <div
              key={i}
              className={clsx('slot-reel__cell', win && 'is-win')}
              aria-hidden={mode !== 'rest' || undefined}
            >
              <SlotSymbol symbol={symbol} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function SlotReels({
  grid,
  mode,
  landKey,
  turbo,
  animate,
  marks,
  onLanded,
  testId = 'slot-reels',
  state,
  roundKey,
}: {
  grid: number[][];
  mode: ReelsMode;
  landKey: number;
  turbo: boolean;
  animate: boolean;
  marks: WinMarks | null;
  onLanded: () => void;
  testId?: string;
  /** The show's phase and round, for tests and styling. */
  state: string;
  roundKey?: string;
}) {
  const stopped = useRef(new Set<number>());
  const landedKey = useRef(-1);
  useLayoutEffect(() => {
    stopped.current = new Set();
  }, [landKey]);
  const onStopped = (reel: number) => {
    stopped.current.add(reel);
    if (stopped.current.size === REEL_COUNT && landedKey.current !== landKey) {
      landedKey.current = landKey;
      onLanded();
    }
  };
  return (
    <div className="slot-window" data-testid={testId} data-state={state} data-round={roundKey}>
      <div className="slot-reels">
        {grid.map((column, reel) => (
          <Reel
            key={reel}
            index={reel}
            column={column}
            mode={mode}
            landKey={landKey}
            turbo={turbo}
            animate={animate}
            winRows={marks?.cells[reel] ?? []}
            onStopped={onStopped}
          />
        ))}
      </div>
      {mode === 'rest' && marks && <SlotWinLines marks={marks} animate={animate} />}
    </div>
  );
}
