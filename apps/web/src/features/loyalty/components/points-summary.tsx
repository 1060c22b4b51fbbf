import { useTranslation } from 'react-i18next';
import { LOYALTY_PRODUCTS, type PointsOverview } from '@portal/shared/contracts/loyalty';
import { StarIcon } from '../../../ui/icons';
import { pointsText, rateText } from '../lib/format';
import '../../../ui/patterns.css';

/** The member's points, what they have redeemed, and how each product's turnover earns points. */
export function PointsSummary({ overview }: { overview: PointsOverview }) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = i18n.language;
  const rates = LOYALTY_PRODUCTS.flatMap((product) => {
    const rate = overview.earnRates[product];
    return rate !== undefined && rate > 0 ? [{ product, rate }] : [];
  });
  return (
    <section className="loyalty-card loyalty-points surface-card" data-testid="points-summary">
      <div className="loyalty-points__figures">
        <div>
          <p className="loyalty-muted">{t('points.balance')}</p>
          <p className="loyalty-points__value" data-testid="points-balance">
            <StarIcon size={22} aria-hidden="true" /> {pointsText(overview.points, lang)}
          </p>
        </div>
        <div>
          <p className="loyalty-muted">{t('points.redeemed')}</p>
          <p className="loyalty-points__value loyalty-points__value--small" data-testid="points-redeemed">
            {pointsText(overview.redeemedQuantity, lang)}
          </p>
        </div>
      </div>
      <div>
        <h4 className="loyalty-card__title">{t('points.earnTitle')}</h4>
        {rates.length === 0 ? (
          <p className="loyalty-muted">{t('points.noEarn')}</p>
        ) : (
          <ul className="loyalty-rates" data-testid="points-rates">
            {rates.map(({ product, rate }) => (
              <li key={product}>
                <span>{t(`products.${product}`)}</span>
                <strong>{rateText(rate, lang)}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
