import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { usePlayRound } from '../api/play-round';
import type { GameViewProps } from './game-props';
import { SlotGrid, SlotOutcome } from './outcome-views';
import { RoundSummary } from './round-summary';
import { StakeField } from './stake-field';
import { parseStake } from '../lib/stake';
import { ErrorText } from './error-text';
import { SlotPaytable } from './slot-paytable';

/** Lotus slot: 5 reels, 3 rows, 20 lines; a spin shows the reels, the paying lines and any free spins. */
export function SlotGame({ token, session, decimals }: GameViewProps) {
  const { t } = useTranslation('studio');
  const [stake, setStake] = useState('1');
  const play = usePlayRound(token);
  const stakeMinor = parseStake(stake, decimals, session.maxStakeMinor);
  const round = play.data?.round;
  return (
    <section className="studio-game" aria-label={t('games.lotus-slot')}>
      {round?.outcome ? (
        <SlotOutcome outcome={round.outcome} />
      ) : (
        <SlotGrid grid={[5, 6, 7, 8, 9].map((s) => [2, s, 3])} testId="slot-idle" />
      )}
      {round && <RoundSummary round={round} decimals={decimals} />}
      <div className="studio-controls">
        <StakeField value={stake} onChange={setStake} invalid={stakeMinor === null} disabled={play.isPending} />
        <Button
          variant="gold"
          disabled={stakeMinor === null || play.isPending}
          onClick={() => stakeMinor !== null && play.mutate({ game: 'lotus-slot', params: {}, stakeMinor })}
          data-testid="slot-spin"
        >
          {play.isPending ? t('spinning') : t('slot.spin')}
        </Button>
        <SlotPaytable stakeMinor={stakeMinor} decimals={decimals} />
      </div>
      <ErrorText error={play.error} />
    </section>
  );
}
