import { useState } from 'react';
import type { StudioRound } from '@portal/shared/contracts/studio';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { usePlayRound } from '../api/play-round';
import { ErrorText } from './error-text';
import type { GameViewProps } from './game-props';
import { DiceOutcome, DiceTable } from './dice-view';
import { RoundSummary } from './round-summary';
import { StakeField } from './stake-field';
import { parseStake } from '../lib/stake';
import { StudioChoice } from './studio-choice';
import '../../../ui/segmented.css';

/** The server's edge per variant (games/dice.ts): the multiplier shown before the roll. */
const DIRECTIONS = ['under', 'over'] as const;

const EDGE_BPS: Record<string, number> = { rtp96: 400, rtp94: 600, rtp92: 800 };

/** Dice: a slider picks the target (hundredths), under or over; the chance and the multiplier follow. */
export function DiceGame({ token, session, decimals }: GameViewProps) {
  const { t } = useTranslation('studio');
  const [stake, setStake] = useState('1');
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<(typeof DIRECTIONS)[number]>('under');
  const play = usePlayRound(token);
  const stakeMinor = parseStake(stake, decimals, session.maxStakeMinor);
  const winCount = direction === 'under' ? target : 9999 - target;
  const allowed = winCount >= 100 && winCount <= 9800;
  const multiplier = (10_000 - (EDGE_BPS[session.variant] ?? 400)) / winCount;
  // The last round stays on the table while the next bet is on its way.
  const [round, setRound] = useState<StudioRound | null>(null);
  const [rolledId, setRolledId] = useState<string | null>(null);
  const rolling = round !== null && round.roundId !== rolledId;
  return (
    <section className="studio-game" aria-label={t('games.dice')}>
      {round?.outcome ? (
        <DiceOutcome key={round.roundId} outcome={round.outcome} animate onDone={() => setRolledId(round.roundId)} />
      ) : (
        <DiceTable target={target} direction={direction} />
      )}
      {round && (
        // Kept in place but unseen until the animation ends, so the win is not told before the table shows it.
        <div className={rolling ? 'ttables-veiled' : undefined}>
          <RoundSummary round={round} decimals={decimals} />
        </div>
      )}
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
      <div className="studio-controls">
        <StakeField value={stake} onChange={setStake} invalid={stakeMinor === null} disabled={play.isPending} />
        <Button
          variant="gold"
          disabled={stakeMinor === null || !allowed || play.isPending || rolling}
          onClick={() =>
            stakeMinor !== null &&
            play.mutate(
              { game: 'dice', params: { target, direction }, stakeMinor },
              { onSuccess: (answer) => setRound(answer.round) },
            )
          }
          data-testid="dice-roll-button"
        >
          {t('dice.roll')}
        </Button>
      </div>
      {!allowed && <p className="studio-error">{t('dice.outOfRange')}</p>}
      <ErrorText error={play.error} />
    </section>
  );
}
