import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { useReducedMotion } from '../../../../lib/reduced-motion';
import { SlotReels } from './slot-reels';
import { roundView, winMarks, type SlotSpinView } from './slot-show';
import { SlotStage } from './slot-stage';
import './slot.css';

const noop = () => undefined;

function StillSpin({ spin, testId }: { spin: SlotSpinView; testId?: string }) {
  return (
    <SlotReels
      grid={spin.grid}
      mode="rest"
      landKey={0}
      turbo={false}
      animate={false}
      marks={winMarks(spin)}
      onLanded={noop}
      testId={testId}
      state="done"
    />
  );
}

/** A stored or recomputed slot round at rest: the base spin with its lines, the free spins below it. */
export function SlotStatic({ outcome }: { outcome: Record<string, unknown> }) {
  const { t } = useTranslation('studio');
  const round = roundView(outcome);
  const base = round.base;
  return (
    <div className="studio-outcome">
      <StillSpin spin={base} testId="slot-still" />
      <p className="studio-muted">
        {base.lineWins.length > 0
          ? t('slot.lines', { lines: base.lineWins.map((w) => w.line + 1).join(', ') })
          : t('slot.noLines')}
        {base.scatters >= 3 && ` · ${t('slot.freeSpinsWon', { count: round.freeSpins.length })}`}
      </p>
      {round.freeSpins.length > 0 && (
        <details>
          <summary>
            {t('slot.freeSpins', { count: round.freeSpins.length, multiplier: round.freeSpinsMultiplier })}
          </summary>
          <div className="studio-free-spins">
            {round.freeSpins.map((spin, i) => (
              <StillSpin key={i} spin={spin} />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

/** A past round played again on the same reels, from its stored outcome; it can be replayed. */
export function SlotReplay({
  roundId,
  outcome,
  stakeMinor,
  payoutMinor,
  decimals,
}: {
  roundId: string;
  outcome: Record<string, unknown>;
  stakeMinor: number;
  payoutMinor: number;
  decimals: number;
}) {
  const { t } = useTranslation('studio');
  const motion = !useReducedMotion();
  const [take, setTake] = useState(1);
  return (
    <div className="studio-outcome">
      <SlotStage
        round={{ key: `${roundId}:${take}`, outcome, stakeMinor, payoutMinor }}
        motion={motion}
        decimals={decimals}
        testId="replay-reels"
      />
      <Button size="sm" onClick={() => setTake((n) => n + 1)} data-testid="replay-again">
        {t('history.replayAgain')}
      </Button>
    </div>
  );
}
