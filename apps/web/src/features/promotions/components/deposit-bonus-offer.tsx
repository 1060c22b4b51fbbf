import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BonusView, PromotionSummary } from '@portal/shared/contracts/promotions';
import { Button } from '../../../ui/button';
import { GiftIcon } from '../../../ui/icons';
import { failureMessage } from '../../../lib/field-messages';
import { promotionListQuery, useClaimPromotion } from '../api/promotions';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import './promotions.css';
import { useMoneyFormat } from '../../../lib/currency';

/** Offers a deposit makes claimable: the welcome match on a first deposit, a reload after. */
const DEPOSIT_KINDS: readonly PromotionSummary['kind'][] = ['first_deposit', 'reload'];

/**
 * "Claim your R$ 100,00", right where the player is after a qualifying deposit (the deposit's
 * result, bonus details): the deposit offers ready to claim, each with its claim button; a claim
 * answers with a confirmation naming the amount credited and the wagering it asks.
 * `onOpenBonusDetails` adds a way to the bonus details page.
 */
export function DepositBonusOffer({
  token,
  onOpenBonusDetails,
}: {
  token: string | null;
  onOpenBonusDetails?(): void;
}) {
  const { t } = useTranslation('promotions');
  // Always asked again: a deposit just paid has changed the offer's state since any cached list.
  const list = useQuery({ ...promotionListQuery(token, undefined), enabled: token !== null, refetchOnMount: 'always' });
  const [claimed, setClaimed] = useState<BonusView | null>(null);
  const { major: money } = useMoneyFormat();

  if (claimed) {
    return (
      <section className="promo-offer promo-offer--done" role="status" data-testid="bonus-offer-claimed">
        <p className="promo-offer__title">{t('offer.done', { amount: money(claimed.amount) })}</p>
        <p className="promo-offer__text">
          {claimed.wagering.left > 0
            ? t('offer.doneText', { wagering: money(claimed.wagering.left) })
            : t('offer.doneNoWagering')}
        </p>
        {onOpenBonusDetails ? (
          <Button size="sm" variant="secondary" onClick={onOpenBonusDetails} data-testid="bonus-offer-details">
            {t('offer.details')}
          </Button>
        ) : null}
      </section>
    );
  }
  const offers = (list.data?.list ?? []).filter((p) => p.state === 'claim' && DEPOSIT_KINDS.includes(p.kind));
  if (offers.length === 0) return null;
  return (
    <>
      {offers.map((offer) => (
        <Offer key={offer.id} offer={offer} money={money} onClaimed={setClaimed} />
      ))}
    </>
  );
}

function Offer({
  offer,
  money,
  onClaimed,
}: {
  offer: PromotionSummary;
  money(major: number): string;
  onClaimed(bonus: BonusView): void;
}) {
  const { t } = useTranslation('promotions');
  const claim = useClaimPromotion();
  const key = useAttemptKey('promo-');
  const [error, setError] = useState<string | null>(null);
  const amount = offer.claimableAmount;
  return (
    <section className="promo-offer" data-testid="bonus-offer" data-id={offer.id}>
      <GiftIcon size={28} />
      <div className="promo-offer__body">
        <p className="promo-offer__title">
          {amount !== null ? t('offer.title', { amount: money(amount) }) : offer.title}
        </p>
        <p className="promo-offer__text">{t('offer.text', { name: offer.title })}</p>
        {error ? (
          <p className="promo-action__error" role="alert" data-testid="bonus-offer-error">
            {error}
          </p>
        ) : null}
      </div>
      <Button
        variant="gold"
        size="sm"
        disabled={claim.isPending}
        aria-busy={claim.isPending || undefined}
        data-testid="bonus-offer-claim"
        onClick={() => {
          setError(null);
          // The promise, not mutate's callbacks: the claim refreshes the list, which drops this
          // offer (now claimed) and unmounts it before mutate's onSuccess would run.
          claim.mutateAsync({ id: offer.id, key: key.take() }).then(
            (value) => {
              key.settle();
              onClaimed(value.bonus);
            },
            (cause: unknown) => {
              key.settle(cause);
              setError(failureMessage(cause, t('errors.network')));
            },
          );
        }}
      >
        {claim.isPending
          ? t('offer.claiming')
          : amount !== null
            ? t('offer.claim', { amount: money(amount) })
            : t('actions.claim')}
      </Button>
    </section>
  );
}
