import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { usePlayRound } from '../api/play-round';
import { ErrorText } from './error-text';
import type { GameViewProps } from './game-props';
import { BaccaratOutcome } from './outcome-views';
import { RoundSummary } from './round-summary';
import { StakeField } from './stake-field';
import { parseStake } from '../lib/stake';
import { ChipGroup } from '../../../ui/chip-group';
import '../../../ui/segmented.css';

const BETS = ['player', 'banker', 'tie'] as const;

/** Baccarat: choose player, banker or tie and deal; the third-card rules are the server's. */
export function BaccaratGame({ token, session, decimals }: GameViewProps) {
  const { t } = useTranslation('studio');
  const [stake, setStake] = useState('1');
  const [bet, setBet] = useState<(typeof BETS)[number]>('banker');
  const play = usePlayRound(token);
  const stakeMinor = parseStake(stake, decimals, session.maxStakeMinor);
  const round = play.data?.round;
  return (
    <section className="studio-game" aria-label={t('games.baccarat')}>
      {round?.outcome && <BaccaratOutcome outcome={round.outcome} />}
      {round && <RoundSummary round={round} decimals={decimals} />}
      <ChipGroup
        kind="radio"
        className="segmented studio-segmented"
        chipClassName="segmented__option"
        label={t('baccarat.bet')}
        options={BETS}
        value={bet}
        onChange={setBet}
        text={(b) => (
          <>
            {t(`baccarat.${b}`)} <small>{t(`baccarat.pays.${b}`, { tie: session.variant === 'tie9' ? 9 : 8 })}</small>
          </>
        )}
        testId={(b) => `baccarat-bet-${b}`}
      />
      <div className="studio-controls">
        <StakeField value={stake} onChange={setStake} invalid={stakeMinor === null} disabled={play.isPending} />
        <Button
          variant="gold"
          disabled={stakeMinor === null || play.isPending}
          onClick={() => stakeMinor !== null && play.mutate({ game: 'baccarat', params: { bet }, stakeMinor })}
          data-testid="baccarat-deal"
        >
          {t('baccarat.deal')}
        </Button>
      </div>
      <ErrorText error={play.error} />
    </section>
  );
}
