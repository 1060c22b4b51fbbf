import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionSummary } from '@portal/shared/contracts/promotions';
import { Button } from '../../../ui/button';
import { failureMessage } from '../../../lib/field-messages';
import { useClaimPromotion, useJoinPromotion } from '../api/promotions';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { actionOf, countdownTarget } from '../lib/promotion-action';
import { useMoneyFormat } from '../../../lib/currency';
import { countdownOf } from '../lib/countdown';

export interface ActionContext {
  token: string | null;
  /** A visitor pressing join, claim or apply: the shell's login popup. */
  onLoginRequired(): void;
}

/**
 * The one action a promotion's state implies (spec §3): join or claim here, apply on the detail
 * page's form (`onApply`), or a disabled button naming the state. A visitor gets the login popup.
 */
export function PromotionActionButton({
  promotion,
  now,
  context,
  onApply,
  size = 'md',
}: {
  promotion: PromotionSummary;
  now: number;
  context: ActionContext;
  onApply(): void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('promotions');
  const { major } = useMoneyFormat();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const key = useAttemptKey('promo-');
  const [error, setError] = useState<string | null>(null);
  /** The claim's confirmation: the amount now in the bonus wallet. */
  const [claimedText, setClaimedText] = useState<string | null>(null);
  const action = actionOf(promotion);
  const pending = join.isPending || claim.isPending;

  const signedIn = (run: () => void) => () => {
    setError(null);
    setClaimedText(null);
    if (context.token === null) context.onLoginRequired();
    else run();
  };
  const failed = (cause: unknown) => setError(failureMessage(cause, t('errors.network')));

  let label: string;
  if (action.label === 'claimAmount') {
    label = t('actions.claimAmount', {
      amount: major(promotion.claimableAmount ?? 0),
    });
  } else if (action.label === 'startsIn') {
    const target = countdownTarget(promotion);
    const left = countdownOf(target?.at ?? now, now);
    const time = left.days > 0 ? t('countdown.withDays', { days: left.days, clock: left.clock }) : left.clock;
    label = t('actions.startsIn', { time });
  } else label = t(`actions.${action.label}`);

  let onClick: (() => void) | undefined;
  if (action.kind === 'join') {
    onClick = signedIn(() => join.mutate(promotion.id, { onError: failed }));
  } else if (action.kind === 'claim') {
    onClick = signedIn(() =>
      claim.mutate(
        { id: promotion.id, key: key.take(), kind: promotion.kind },
        {
          onSuccess: ({ bonus }) => {
            key.settle();
            setClaimedText(t('bonuses.claimed', { amount: major(bonus.amount) }));
          },
          onError: (cause) => (key.settle(cause), failed(cause)),
        },
      ),
    );
  } else if (action.kind === 'apply') onClick = signedIn(onApply);

  return (
    <div className="promo-action">
      <Button
        variant={action.kind === 'claim' ? 'gold' : action.kind === 'none' ? 'secondary' : 'primary'}
        size={size}
        disabled={action.kind === 'none' || pending}
        aria-busy={pending || undefined}
        data-testid="promo-action"
        data-action={action.kind}
        onClick={(event) => {
          // The card around the button opens the detail; the button does only its own thing.
          event.stopPropagation();
          event.preventDefault();
          onClick?.();
        }}
      >
        {label}
      </Button>
      {error ? (
        <p className="promo-action__error" role="alert" data-testid="promo-action-error">
          {error}
        </p>
      ) : null}
      {claimedText ? (
        <p className="promo-action__done" role="status" data-testid="promo-action-claimed">
          {claimedText}
        </p>
      ) : null}
    </div>
  );
}
