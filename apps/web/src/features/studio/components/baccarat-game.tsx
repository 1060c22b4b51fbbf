import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameViewProps } from './game-props';
import { BaccaratOutcome, BaccaratTable } from './baccarat-view';
import { StudioChoice } from './studio-choice';
import { TableBet, TableRoundSummary, useTableRound } from './table-round';
import '../../../ui/segmented.css';

const BETS = ['player', 'banker', 'tie'] as const;

/** Baccarat: choose player, banker or tie and deal; the third-card rules are the server's. */
export function BaccaratGame(props: GameViewProps) {
  const { t } = useTranslation('studio');
  const [bet, setBet] = useState<(typeof BETS)[number]>('banker');
  // The last coup stays on the table while the next bet is on its way.
  const table = useTableRound(props);
  const { round } = table;
  return (
    <section className="studio-game" aria-label={t('games.baccarat')}>
      {round?.outcome ? (
        <BaccaratOutcome
          key={round.roundId}
          outcome={round.outcome}
          animate
          onDone={() => table.shown(round.roundId)}
        />
      ) : (
        <BaccaratTable />
      )}
      <TableRoundSummary table={table} />
      <StudioChoice
        label={t('baccarat.bet')}
        options={BETS}
        value={bet}
        onChange={setBet}
        text={(b) => (
          <>
            {t(`baccarat.${b}`)}{' '}
            <small>{t(`baccarat.pays.${b}`, { tie: props.session.variant === 'tie9' ? 9 : 8 })}</small>
          </>
        )}
        testId={(b) => `baccarat-bet-${b}`}
      />
      <TableBet
        table={table}
        request={{ game: 'baccarat', params: { bet } }}
        label={t('baccarat.deal')}
        testId="baccarat-deal"
      />
    </section>
  );
}
