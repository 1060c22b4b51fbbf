import { useTranslation } from 'react-i18next';
import type { PromotionSummary } from '@portal/shared/contracts/promotions';
import { countdownTarget } from '../lib/promotion-action';
import { dateText } from '../lib/format';
import { CountdownText } from './countdown-text';

/** The period ("1 Jun – 30 Jun", or "from 1 Jun" with no end) and what is left until its end or start. */
export function PromotionPeriod({ promotion, now }: { promotion: PromotionSummary; now: number }) {
  const { t, i18n } = useTranslation('promotions');
  const from = dateText(promotion.startsAt, i18n.language);
  const period = promotion.endsAt
    ? t('period.range', { from, to: dateText(promotion.endsAt, i18n.language) })
    : t('period.openEnded', { from });
  const target = countdownTarget(promotion);
  return (
    <div className="promo-period">
      <span className="promo-period__dates" data-testid="promo-period">
        {period}
      </span>
      {target && target.at > now ? (
        <span className="promo-period__left">
          {t(target.to === 'start' ? 'countdown.startsIn' : 'countdown.endsIn')}{' '}
          <CountdownText at={target.at} now={now} />
        </span>
      ) : null}
    </div>
  );
}
