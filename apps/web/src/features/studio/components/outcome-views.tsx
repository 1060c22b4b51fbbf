import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { StudioRound } from '@portal/shared/contracts/studio';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import { cardRank, cardSuit, isRedSuit } from '../lib/cards';
import { SlotStatic } from './slot/slot-static';

/*
 * How each game's outcome looks: the live games draw their result with these, and the replay and
 * the verification page draw any stored or recomputed outcome the same way.
 */

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
  if (game === 'lotus-slot') return <SlotStatic outcome={outcome} />;
  if (game === 'dice') return <DiceOutcome outcome={outcome} />;
  if (game === 'baccarat') return <BaccaratOutcome outcome={outcome} />;
  return <MinesOutcome outcome={outcome} reveals={reveals} />;
}
