import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { STUDIO_SLOT_SYMBOLS, type StudioRound } from '@portal/shared/contracts/studio';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import { cardRank, cardSuit, isRedSuit } from '../lib/cards';

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

export function DiceOutcome({ outcome }: { outcome: Record<string, unknown> }) {
  const { t } = useTranslation('studio');
  const roll = outcome.roll as number;
  const target = outcome.target as number;
  return (
    <div className="studio-outcome">
      <div className={clsx('studio-dice-roll', outcome.win ? 'is-win' : 'is-loss')} data-testid="dice-roll">
        {(roll / 100).toFixed(2)}
      </div>
      <p className="studio-muted">
        {t(outcome.direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver', { target: (target / 100).toFixed(2) })}
      </p>
    </div>
  );
}

function Hand({ label, cards, total }: { label: string; cards: number[]; total: number }) {
  return (
    <div className="studio-hand">
      <span className="studio-hand__label">
        {label} · {total}
      </span>
      <div className="studio-hand__cards">
        {cards.map((card, i) => (
          <span key={i} className={clsx('studio-card', isRedSuit(card) && 'studio-card--red')}>
            {cardRank(card)}
            {cardSuit(card)}
          </span>
        ))}
      </div>
    </div>
  );
}

export function BaccaratOutcome({ outcome }: { outcome: Record<string, unknown> }) {
  const { t } = useTranslation('studio');
  return (
    <div className="studio-outcome">
      <div className="studio-table">
        <Hand
          label={t('baccarat.player')}
          cards={outcome.playerCards as number[]}
          total={outcome.playerTotal as number}
        />
        <Hand
          label={t('baccarat.banker')}
          cards={outcome.bankerCards as number[]}
          total={outcome.bankerTotal as number}
        />
      </div>
      <p className="studio-result" data-testid="baccarat-result">
        {t(`baccarat.result.${outcome.result as string}`)}
      </p>
    </div>
  );
}

/** The 5×5 board: revealed tiles, and the mines once the round is over. */
export function MinesGrid({
  reveals,
  minePositions,
  onReveal,
  disabled,
}: {
  reveals: number[];
  minePositions: number[] | null;
  onReveal?: (tile: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('studio');
  return (
    <div className="studio-mines" data-testid="mines-grid">
      {Array.from({ length: 25 }, (_, tile) => {
        const mine = minePositions?.includes(tile) ?? false;
        const revealed = reveals.includes(tile);
        const label = mine ? t('mines.mine') : revealed ? t('mines.gem') : t('mines.tile', { n: tile + 1 });
        return (
          <button
            key={tile}
            type="button"
            className={clsx(
              'studio-mines__tile',
              revealed && 'is-revealed',
              mine && 'is-mine',
              mine && revealed && 'is-hit',
            )}
            disabled={disabled || revealed || !onReveal}
            onClick={() => onReveal?.(tile)}
            aria-label={label}
            data-testid={`mines-tile-${tile}`}
          >
            {mine ? '✹' : revealed ? '◆' : ''}
          </button>
        );
      })}
    </div>
  );
}

export function MinesOutcome({ outcome, reveals }: { outcome: Record<string, unknown>; reveals: number[] }) {
  return <MinesGrid reveals={reveals} minePositions={(outcome.minePositions as number[]) ?? null} />;
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
