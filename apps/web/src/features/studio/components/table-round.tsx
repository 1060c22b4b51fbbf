import { useState, type ReactNode } from 'react';
import type { StudioGameParams, StudioRound, StudioSession } from '@portal/shared/contracts/studio';
import { Button } from '../../../ui/button';
import { usePlayRound } from '../api/play-round';
import { parseStake } from '../lib/stake';
import { ErrorText } from './error-text';
import { RoundSummary } from './round-summary';
import { StakeField } from './stake-field';

/**
 * A table game's bet and its last round (dice, baccarat): the stake as typed, the round that
 * stays on the table while the next bet is on its way, and whether the table still animates it.
 */
export function useTableRound({
  token,
  session,
  decimals,
}: {
  token: string;
  session: StudioSession;
  decimals: number;
}) {
  const [stake, setStake] = useState('1');
  const play = usePlayRound(token);
  const [round, setRound] = useState<StudioRound | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const stakeMinor = parseStake(stake, decimals, session.maxStakeMinor);
  return {
    stake,
    setStake,
    stakeMinor,
    play,
    round,
    decimals,
    animating: round !== null && round.roundId !== shownId,
    /** The table has shown this round: its money may be told. */
    shown: (roundId: string) => setShownId(roundId),
    bet: (request: StudioGameParams) => {
      if (stakeMinor !== null)
        play.mutate({ ...request, stakeMinor }, { onSuccess: (answer) => setRound(answer.round) });
    },
  };
}

export type TableRound = ReturnType<typeof useTableRound>;

/** The last round's money, kept in place but unseen until the animation ends, so the win is not told before the table shows it. */
export function TableRoundSummary({ table }: { table: TableRound }) {
  if (!table.round) return null;
  return (
    <div className={table.animating ? 'ttables-veiled' : undefined}>
      <RoundSummary round={table.round} decimals={table.decimals} />
    </div>
  );
}

/**
 * The stake and the button that bets it (not while the last round still plays), what the game
 * says of its own parameters (`note`), and a refused bet's message.
 */
export function TableBet({
  table,
  request,
  allowed = true,
  note,
  testId,
  label,
}: {
  table: TableRound;
  request: StudioGameParams;
  /** The game's own parameters are playable (the dice's win chance in range). */
  allowed?: boolean;
  note?: ReactNode;
  testId: string;
  label: string;
}) {
  const { stake, setStake, stakeMinor, play } = table;
  return (
    <>
      <div className="studio-controls">
        <StakeField value={stake} onChange={setStake} invalid={stakeMinor === null} disabled={play.isPending} />
        <Button
          variant="gold"
          disabled={stakeMinor === null || !allowed || play.isPending || table.animating}
          onClick={() => table.bet(request)}
          data-testid={testId}
        >
          {label}
        </Button>
      </div>
      {note}
      <ErrorText error={play.error} />
    </>
  );
}
