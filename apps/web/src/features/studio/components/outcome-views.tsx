import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { STUDIO_SLOT_SYMBOLS, type StudioRound } from '@portal/shared/contracts/studio';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import { BaccaratOutcome } from './baccarat-view';
import { DiceOutcome } from './dice-view';
import { MinesOutcome } from './mines-view';

// The table games' views live in their own files; importers of this file keep finding them here.
export { BaccaratOutcome, DiceOutcome, MinesOutcome };
export { MinesGrid } from './mines-view';

/*
 * How each game's outcome looks: the live games draw their result with these, and the replay and
 * the verification page draw any stored or recomputed outcome the same way.
 */

export const SLOT_GLYPHS: Record<(typeof STUDIO_SLOT_SYMBOLS)[number], string> = {
  WILD: '✦',
  SCATTER: '★',
  // Glyphs every system font has (emoji fonts are not everywhere).
  LOTUS: '❀',
  KOI: '♓',
  LANTERN: '✺',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: '10',
};

interface SlotSpinView {
  grid: number[][];
  lineWins: { line: number; pay: number }[];
  scatters: number;
}

/** grid[reel][row], drawn row by row. */
export function SlotGrid({ grid, testId }: { grid: number[][]; testId?: string }) {
  const { t } = useTranslation('studio');
  return (
    <div className="studio-reels" data-testid={testId}>
      {[0, 1, 2].map((row) =>
        grid.map((reel, r) => {
          const name = STUDIO_SLOT_SYMBOLS[reel[row]!] ?? 'A';
          return (
            <span
              key={`${r}-${row}`}
              className={clsx('studio-reels__cell', `studio-reels__cell--${name.toLowerCase()}`)}
              title={t(`symbols.${name}`)}
              aria-label={t(`symbols.${name}`)}
            >
              {SLOT_GLYPHS[name]}
            </span>
          );
        }),
      )}
    </div>
  );
}

export function SlotOutcome({ outcome }: { outcome: Record<string, unknown> }) {
  const { t } = useTranslation('studio');
  const base = outcome.base as SlotSpinView;
  const free = (outcome.freeSpins as SlotSpinView[] | undefined) ?? [];
  return (
    <div className="studio-outcome">
      <SlotGrid grid={base.grid} />
      <p className="studio-muted">
        {base.lineWins.length > 0
          ? t('slot.lines', { lines: base.lineWins.map((w) => w.line + 1).join(', ') })
          : t('slot.noLines')}
        {base.scatters >= 3 && ` · ${t('slot.freeSpinsWon', { count: free.length })}`}
      </p>
      {free.length > 0 && (
        <details>
          <summary>{t('slot.freeSpins', { count: free.length, multiplier: outcome.freeSpinsMultiplier })}</summary>
          <div className="studio-free-spins">
            {free.map((spin, i) => (
              <SlotGrid key={i} grid={spin.grid} />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

/** Any round's outcome, by game. */
export function RoundOutcome({
  game,
  outcome,
  reveals,
}: {
  game: InhouseGame;
  outcome: StudioRound['outcome'];
  reveals: number[];
}) {
  if (!outcome) return null;
  if (game === 'lotus-slot') return <SlotOutcome outcome={outcome} />;
  if (game === 'dice') return <DiceOutcome outcome={outcome} />;
  if (game === 'baccarat') return <BaccaratOutcome outcome={outcome} />;
  return <MinesOutcome outcome={outcome} reveals={reveals} />;
}
