import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { useMinesAction, usePlayRound } from '../api/play-round';
import { ErrorText } from './error-text';
import type { GameViewProps } from './game-props';
import { MINES_END_MS, MinesGrid } from './mines-view';
import { RoundSummary } from './round-summary';
import { StakeField } from './stake-field';
import { parseStake } from '../lib/stake';
import { minesMultiplier } from '../lib/mines';
import { useReducedMotion } from '../../../lib/reduced-motion';

/**
 * True while the round that just ended still moves on the board (MINES_END_MS): the next round
 * waits for it. A round already over when the page opened does not wait.
 */
function useEndingRound(endedId: string | null): boolean {
  const reduced = useReducedMotion();
  const [settledId, setSettledId] = useState(endedId);
  useEffect(() => {
    if (endedId === settledId) return;
    const id = setTimeout(() => setSettledId(endedId), reduced ? 0 : MINES_END_MS);
    return () => clearTimeout(id);
  }, [endedId, settledId, reduced]);
  return endedId !== settledId && endedId !== null && !reduced;
}

/** Mines: the bet at the start, a tile at a time, cash out (or a mine ends it). A round in play survives a reload. */
export function MinesGame({ token, session, decimals }: GameViewProps) {
  const { t } = useTranslation('studio');
  const [stake, setStake] = useState('1');
  const [mines, setMines] = useState(3);
  const start = usePlayRound(token);
  const act = useMinesAction(token);
  const stakeMinor = parseStake(stake, decimals, session.maxStakeMinor);
  const open = session.openRound;
  const last = act.data?.round ?? start.data?.round;
  const shown = open ?? last;
  const busy = start.isPending || act.isPending;
  const settling = useEndingRound(!open && last ? last.roundId : null);
  const openMines = open ? Number((open.params as { mines: number }).mines) : mines;
  const next = open ? minesMultiplier(openMines, open.reveals.length + 1, session.variant) : null;
  const now = open && open.reveals.length > 0 ? minesMultiplier(openMines, open.reveals.length, session.variant) : null;
  return (
    <section className="studio-game" aria-label={t('games.mines')}>
      <MinesGrid
        animate
        reveals={shown?.reveals ?? []}
        minePositions={!open && shown?.outcome ? ((shown.outcome.minePositions as number[]) ?? null) : null}
        onReveal={open ? (tile) => act.mutate({ roundId: open.roundId, tile }) : undefined}
        disabled={busy}
      />
      {!open && last && <RoundSummary round={last} decimals={decimals} />}
      {open ? (
        <div className="studio-controls">
          <p className="studio-muted" data-testid="mines-next">
            {t('mines.next', { multiplier: next?.toFixed(4) })}
          </p>
          <Button
            variant="gold"
            disabled={busy || open.reveals.length === 0}
            onClick={() => act.mutate({ roundId: open.roundId })}
            data-testid="mines-cashout"
          >
            {t('mines.cashOut')}
            {now !== null && (
              <>
                {' '}
                <MoneyText minor={Math.floor(open.stakeMinor * now)} decimals={decimals} />
              </>
            )}
          </Button>
        </div>
      ) : (
        <div className="studio-controls">
          <StakeField value={stake} onChange={setStake} invalid={stakeMinor === null} disabled={busy} />
          <label className="studio-field">
            <span>{t('mines.count')}</span>
            <select value={mines} onChange={(e) => setMines(Number(e.target.value))} data-testid="mines-count">
              {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="gold"
            disabled={stakeMinor === null || busy || settling}
            onClick={() => stakeMinor !== null && start.mutate({ game: 'mines', params: { mines }, stakeMinor })}
            data-testid="mines-start"
          >
            {t('mines.start')}
          </Button>
        </div>
      )}
      <ErrorText error={start.error ?? act.error} />
    </section>
  );
}
