import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { useReducedMotion } from '../../../lib/reduced-motion';
import { playSound } from '../lib/sound';
import './studio-tables.css';

/** How long the end of a live round moves (the shake, then the other mines fading in one after another). */
export const MINES_END_MS = 1000;

function Gem() {
  return (
    <svg className="tmines__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M7 3h10l5 6-10 12L2 9z" className="tmines__gem" />
      <path d="M2 9h20M7 3l5 18M17 3l-5 18M7 3 9.5 9 12 3l2.5 6L17 3" className="tmines__facet" />
    </svg>
  );
}

function Mine() {
  return (
    <svg className="tmines__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 1.5v4M12 18.5v4M1.5 12h4M18.5 12h4M4.6 4.6l2.8 2.8M16.6 16.6l2.8 2.8M4.6 19.4l2.8-2.8M16.6 7.4l2.8-2.8"
        className="tmines__spike"
      />
      <circle cx="12" cy="12" r="6.5" className="tmines__bomb" />
      <circle cx="9.8" cy="9.8" r="1.6" className="tmines__shine" />
    </svg>
  );
}

/**
 * The 5×5 board: revealed tiles, and the mines once the round is over. Live (`animate`), a revealed
 * tile flips over (a gem sparkles), a mine shakes the board before the other mines fade in, each
 * with its sound, and a cash-out plays the win; replays draw the board still.
 */
export function MinesGrid({
  reveals,
  minePositions,
  onReveal,
  disabled,
  animate = false,
}: {
  reveals: number[];
  minePositions: number[] | null;
  onReveal?: (tile: number) => void;
  disabled?: boolean;
  animate?: boolean;
}) {
  const { t } = useTranslation('studio');
  const reduced = useReducedMotion();
  const ended = minePositions !== null;
  const hit = ended && reveals.some((tile) => minePositions.includes(tile));
  const before = useRef({ revealed: reveals.length, ended });

  useEffect(() => {
    const was = before.current;
    before.current = { revealed: reveals.length, ended };
    if (!animate) return;
    if (ended && !was.ended) playSound(hit ? 'boom' : 'win');
    else if (reveals.length > was.revealed) playSound('reveal');
  }, [animate, reveals.length, ended, hit]);

  let hidden = 0;
  return (
    <div
      className={clsx('tmines', animate && !reduced && 'is-animated', ended && 'is-ended', hit && 'is-boom')}
      data-testid="mines-grid"
    >
      {Array.from({ length: 25 }, (_, tile) => {
        const mine = minePositions?.includes(tile) ?? false;
        const revealed = reveals.includes(tile);
        const label = mine ? t('mines.mine') : revealed ? t('mines.gem') : t('mines.tile', { n: tile + 1 });
        // The mines the player did not step on appear one after another.
        const order = mine && !revealed ? hidden++ : 0;
        return (
          <button
            key={tile}
            type="button"
            className={clsx('tmines__tile', revealed && 'is-revealed', mine && 'is-mine', mine && revealed && 'is-hit')}
            style={mine && !revealed ? ({ '--order': order } as CSSProperties) : undefined}
            disabled={disabled || revealed || !onReveal}
            onClick={() => onReveal?.(tile)}
            aria-label={label}
            data-testid={`mines-tile-${tile}`}
          >
            {mine ? <Mine /> : revealed ? <Gem /> : null}
          </button>
        );
      })}
    </div>
  );
}

export function MinesOutcome({ outcome, reveals }: { outcome: Record<string, unknown>; reveals: number[] }) {
  return <MinesGrid reveals={reveals} minePositions={(outcome.minePositions as number[]) ?? null} />;
}
