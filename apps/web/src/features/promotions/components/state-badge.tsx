import { useTranslation } from 'react-i18next';
import type { PromotionState } from '@portal/shared/contracts/promotions';
import { badgeTone } from '../lib/promotion-action';

/** The member's state for a promotion, coloured by what it means for them. */
export function StateBadge({ state }: { state: PromotionState }) {
  const { t } = useTranslation('promotions');
  return (
    <span className="promo-badge" data-tone={badgeTone(state)} data-state={state} data-testid="promo-state">
      {t(`states.${state}`)}
    </span>
  );
}
