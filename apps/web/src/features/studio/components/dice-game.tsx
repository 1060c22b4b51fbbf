import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameViewProps } from './game-props';
import { DiceOutcome, DiceTable } from './dice-view';
import { StudioChoice } from './studio-choice';
import { TableBet, TableRoundSummary, useTableRound } from './table-round';
import '../../../ui/segmented.css';

const DIRECTIONS = ['under', 'over'] as const;

/** The server's edge per variant (games/dice.ts): the multiplier shown before the roll. */
const EDGE_BPS: Record<string, number> = { rtp96: 400, rtp94: 600, rtp92: 800 };

/** Dice: a slider picks the target (hundredths), under or over; the chance and the multiplier follow. */
export function DiceGame(props: GameViewProps) {
  const { t } = useTranslation('studio');
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<(typeof DIRECTIONS)[number]>('under');
  const winCount = direction === 'under' ? target : 9999 - target;
  const allowed = winCount >= 100 && winCount <= 9800;
  const multiplier = (10_000 - (EDGE_BPS[props.session.variant] ?? 400)) / winCount;
  // The last round stays on the table while the next bet is on its way.
  const table = useTableRound(props);
  const { round } = table;
  return (
    <section className="studio-game" aria-label={t('games.dice')}>
      {round?.outcome ? (
        <DiceOutcome key={round.roundId} outcome={round.outcome} animate onDone={() => table.shown(round.roundId)} />
      ) : (
        <DiceTable target={target} direction={direction} />
      )}
      <TableRoundSummary table={table} />
      <label className="studio-field">
        <span>{t('dice.target', { target: (target / 100).toFixed(2) })}</span>
        <input
          type="range"
          min={100}
          max={9899}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
          data-testid="dice-target"
        />
      </label>
      <StudioChoice
        label={t('dice.direction')}
        options={DIRECTIONS}
        value={direction}
        onChange={setDirection}
        text={(d) => t(`dice.${d}`)}
      />
      <p className="studio-muted" data-testid="dice-odds">
        {t('dice.odds', { chance: (winCount / 100).toFixed(2), multiplier: multiplier.toFixed(4) })}
      </p>
      <TableBet
        table={table}
        request={{ game: 'dice', params: { target, direction } }}
        allowed={allowed}
        note={!allowed && <p className="studio-error">{t('dice.outOfRange')}</p>}
        label={t('dice.roll')}
        testId="dice-roll-button"
      />
    </section>
  );
}
