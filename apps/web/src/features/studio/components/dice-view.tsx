import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { playSound } from '../lib/sound';
import { useReducedMotion } from '../../../lib/reduced-motion';
import { easeOutCubic, useRoundEnd, useTween, type OutcomeViewProps } from '../lib/use-steps';
import './studio-tables.css';

export const DICE_ROLL_MS = 700;

const SCALE = [0, 25, 50, 75, 100];
const hundredths = (n: number) => (n / 100).toFixed(2);

/**
 * The 0–100 track: the winning side of the target in green, the losing side in red, and the roll's
 * marker. `at` is where the marker stands (hundredths); null draws no marker.
 */
export function DiceTrack({
  target,
  direction,
  at,
  win,
}: {
  target: number;
  direction: 'under' | 'over';
  at: number | null;
  win?: boolean;
}) {
  const cut = `${target / 100}%`;
  return (
    // Drawn for the eye: the sentence next to it says the same for screen readers.
    <div className="tdice-rail" aria-hidden="true">
      <div className={clsx('tdice-bar', `is-${direction}`)} style={{ '--cut': cut } as CSSProperties}>
        <span className="tdice-notch" style={{ left: cut }} />
        {at !== null && (
          // A full-width layer moved by translateX: its percentages are the track's, and only transform changes per frame.
          <span className="tdice-slide" data-testid="dice-marker" style={{ transform: `translateX(${at / 100}%)` }}>
            <span className={clsx('tdice-pin', win === true && 'is-win', win === false && 'is-loss')} />
          </span>
        )}
      </div>
      <div className="tdice-scale">
        {SCALE.map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
    </div>
  );
}

/** The table before the first roll: the chosen target's zones, no marker yet. */
export function DiceTable({ target, direction }: { target: number; direction: 'under' | 'over' }) {
  const { t } = useTranslation('studio');
  return (
    <div className="studio-outcome tdice">
      <div className="tdice-head">
        <div className="tdice-value is-idle">–</div>
        <span className="tdice-verdict">{'\u00a0'}</span>
      </div>
      <DiceTrack target={target} direction={direction} at={null} />
      <p className="studio-muted">
        {t(direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver', { target: hundredths(target) })}
      </p>
    </div>
  );
}

/**
 * A dice round: live (`animate`), the number counts up to the roll in DICE_ROLL_MS while the marker
 * slides along the track, then the result sound; replays and reduced motion draw the end at once.
 * `onDone` is called once the final state is shown.
 */
export function DiceOutcome({ outcome, animate = false, onDone }: OutcomeViewProps) {
  const { t } = useTranslation('studio');
  const reduced = useReducedMotion();
  const roll = outcome.roll as number;
  const target = outcome.target as number;
  const win = Boolean(outcome.win);
  const progress = useTween(DICE_ROLL_MS, animate && !reduced);
  const done = progress >= 1;
  const shown = done ? roll : Math.round(easeOutCubic(progress) * roll);

  // The roll sound once, when the round arrives (not again if reduced motion changes mid-roll).
  const rollsAtStart = useRef(animate && !reduced);
  useEffect(() => {
    if (rollsAtStart.current) playSound('spin');
  }, []);
  useRoundEnd(done, animate, win ? 'win' : 'lose', onDone);

  return (
    <div className={clsx('studio-outcome tdice', animate && 'is-live')}>
      <div className="tdice-head">
        <div
          className={clsx('tdice-value', done && (win ? 'is-win' : 'is-loss'))}
          data-testid={done ? 'dice-roll' : undefined}
          // The counting numbers are for the eye; a screen reader gets the roll once it stands.
          aria-hidden={!done}
        >
          {hundredths(shown)}
        </div>
        <span className={clsx('tdice-verdict', done && (win ? 'is-win' : 'is-loss'))} aria-live="polite">
          {done ? t(win ? 'tables.dice.won' : 'tables.dice.lost') : '\u00a0'}
        </span>
      </div>
      <DiceTrack
        target={target}
        direction={outcome.direction === 'over' ? 'over' : 'under'}
        at={shown}
        win={done ? win : undefined}
      />
      <p className="studio-muted">
        {t(outcome.direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver', { target: hundredths(target) })}
      </p>
    </div>
  );
}
