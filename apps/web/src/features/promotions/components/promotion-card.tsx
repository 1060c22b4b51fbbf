import { Link, useNavigate } from 'react-router';
import type { PromotionSummary } from '@portal/shared/contracts/promotions';
import { PromotionActionButton, type ActionContext } from './promotion-action-button';
import { PromotionArt } from './promotion-art';
import { PromotionPeriod } from './promotion-period';
import { StateBadge } from './state-badge';
import '../../../ui/patterns.css';

export const promotionPath = (id: number) => `/promotions/${id}`;

/**
 * A promotion in the list: picture, title, summary, period with its countdown, the state and the
 * one action. The title's link covers the card (a click anywhere opens the detail) while the
 * action button stays its own control above it.
 */
export function PromotionCard({
  promotion,
  now,
  context,
}: {
  promotion: PromotionSummary;
  now: number;
  context: ActionContext;
}) {
  const navigate = useNavigate();
  const href = promotionPath(promotion.id);
  return (
    <article
      className="promo-card surface-card"
      data-testid="promo-card"
      data-state={promotion.state}
      data-id={promotion.id}
    >
      <div className="promo-card__media">
        <PromotionArt imageUrl={promotion.imageUrl} kind={promotion.kind} title={promotion.title} />
        <span className="promo-card__badge">
          <StateBadge state={promotion.state} kind={promotion.kind} />
        </span>
      </div>
      <div className="promo-card__body">
        <h3 className="promo-card__title">
          <Link className="promo-card__link" to={href}>
            {promotion.title}
          </Link>
        </h3>
        {promotion.summary ? <p className="promo-card__summary">{promotion.summary}</p> : null}
        <PromotionPeriod promotion={promotion} now={now} />
        <div className="promo-card__footer">
          <PromotionActionButton
            promotion={promotion}
            now={now}
            context={context}
            size="sm"
            onApply={() => void navigate(`${href}#apply`)}
          />
        </div>
      </div>
    </article>
  );
}
