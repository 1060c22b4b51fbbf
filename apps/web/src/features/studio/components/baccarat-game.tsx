import { useState } from 'react';
import type { StudioRound } from '@portal/shared/contracts/studio';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { usePlayRound } from '../api/play-round';
import { ErrorText } from './error-text';
import type { GameViewProps } from './game-props';
import { BaccaratOutcome, BaccaratTable } from './baccarat-view';
import { RoundSummary } from './round-summary';
import { StakeField } from './stake-field';
import { parseStake } from '../lib/stake';
import { StudioChoice } from './studio-choice';
import '../../../ui/segmented.css';

const BETS = ['player', 'banker', 'tie'] as const;

/** Baccarat: choose player, banker or tie and deal; the third-card rules are the server's. */
export function BaccaratGame({ token, session, decimals }: GameViewProps) {
  const { t } = useTranslation('studio');
  const [stake, setStake] = useState('1');
  const [bet, setBet] = useState<(typeof BETS)[number]>('banker');
  const play = usePlayRound(token);
  const stakeMinor = parseStake(stake, decimals, session.maxStakeMinor);
  // The last coup stays on the table while the next bet is on its way.
  const [round, setRound] = useState<StudioRound | null>(null);
  const [dealtId, setDealtId] = useState<string | null>(null);
  const dealing = round !== null && round.roundId !== dealtId;
  return (
    <section className="studio-game" aria-label={t('games.baccarat')}>
      {round?.outcome ? (
        <BaccaratOutcome key={round.roundId} outcome={round.outcome} animate onDone={() => setDealtId(round.roundId)} />
      ) : (
        <BaccaratTable />
      )}
      {round && (
        // Kept in place but unseen until the animation ends, so the win is not told before the table shows it.
        <div className={dealing ? 'ttables-veiled' : undefined}>
          <RoundSummary round={round} decimals={decimals} />
        </div>
      )}
      <StudioChoice
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
          disabled={stakeMinor === null || play.isPending || dealing}
          onClick={() =>
            stakeMinor !== null &&
            play.mutate(
              { game: 'baccarat', params: { bet }, stakeMinor },
              { onSuccess: (answer) => setRound(answer.round) },
            )
          }
          data-testid="baccarat-deal"
        >
          {t('baccarat.deal')}
        </Button>
      </div>
      <ErrorText error={play.error} />
    </section>
  );
}
