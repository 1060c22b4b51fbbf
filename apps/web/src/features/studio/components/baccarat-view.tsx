import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { dealOrder, handsAfter, type DealStep } from '../lib/baccarat-deal';
import { useReducedMotion } from '../../../lib/reduced-motion';
import { playSound, type StudioSound } from '../lib/sound';
import { useRoundEnd, useSteps, type OutcomeViewProps } from '../lib/use-steps';
import { PlayingCard } from './playing-card';
import './studio-tables.css';

/** The time between two cards leaving the shoe; a card's flip (studio-tables.css) fits inside it. */
export const DEAL_MS = 250;

/** The two hands, player's first as the table shows them. */
const SIDES = ['player', 'banker'] as const;

function Hand({
  side,
  steps,
  shown,
  total,
  deal,
}: {
  side: (typeof SIDES)[number];
  steps: DealStep[];
  shown: number;
  total: number | null;
  deal: boolean;
}) {
  const { t } = useTranslation('studio');
  return (
    <div className={clsx('tbac-hand', `tbac-hand--${side}`)} data-testid={`baccarat-${side}`}>
      <div className="tbac-hand__head">
        <span>{t(`baccarat.${side}`)}</span>
        <span className="tbac-total" data-testid={`baccarat-${side}-total`}>
          {total ?? ''}
        </span>
      </div>
      <div className="tbac-hand__cards">
        {steps
          .slice(0, shown)
          .flatMap((step) =>
            step.side === side ? [<PlayingCard key={step.slot} card={step.card} deal={deal} />] : [],
          )}
      </div>
    </div>
  );
}

function resultSound(outcome: Record<string, unknown>): StudioSound {
  if (outcome.bet === outcome.result) return 'win';
  // A tie gives player and banker bets their stake back.
  return outcome.result === 'tie' ? 'stop' : 'lose';
}

/** The table before the first coup: both hands empty. */
export function BaccaratTable() {
  return (
    <div className="studio-outcome tbac">
      <div className="tbac-felt">
        {SIDES.map((side) => (
          <Hand key={side} side={side} steps={[]} shown={0} total={null} deal={false} />
        ))}
      </div>
    </div>
  );
}

/**
 * A baccarat coup. Live (`animate`), the cards come out one by one in the shoe's order, DEAL_MS
 * apart; a hand's total counts a card once it has landed (one step after it appears), and the
 * result follows the last total. Replays and reduced motion show the end at once.
 */
export function BaccaratOutcome({ outcome, animate = false, onDone }: OutcomeViewProps) {
  const { t } = useTranslation('studio');
  const reduced = useReducedMotion();
  const playerCards = outcome.playerCards as number[];
  const bankerCards = outcome.bankerCards as number[];
  const steps = useMemo(() => dealOrder(playerCards, bankerCards), [playerCards, bankerCards]);
  const n = steps.length;
  const dealing = animate && !reduced;
  // Steps 1..n show a card each; n + 1 lands the last one; n + 2 shows the result.
  const step = useSteps(n + 2, DEAL_MS, dealing);
  const shown = Math.min(step, n);
  const landed = Math.max(0, Math.min(step - 1, n));
  const done = step >= n + 2;
  const hands = handsAfter(steps, landed);
  const endSound = resultSound(outcome);

  useEffect(() => {
    if (dealing && shown > 0) playSound('card');
  }, [dealing, shown]);
  useRoundEnd(done, animate, endSound, onDone);

  const result = outcome.result as string;
  return (
    <div className="studio-outcome tbac">
      <div className="tbac-felt">
        {SIDES.map((side) => (
          <Hand
            key={side}
            side={side}
            steps={steps}
            shown={shown}
            total={hands[side].length > 0 ? hands[`${side}Total`] : null}
            deal={dealing}
          />
        ))}
      </div>
      {done ? (
        <p className={clsx('tbac-banner', `is-${result}`)} data-testid="baccarat-result">
          {t(`baccarat.result.${result}`)}
        </p>
      ) : (
        // Holds the banner's place so nothing below moves when it appears.
        <p className="tbac-banner is-pending" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
    </div>
  );
}
