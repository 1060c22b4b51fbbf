import { useTranslation } from 'react-i18next';
import type { PromotionKind, PromotionState } from '@portal/shared/contracts/promotions';
import { badgeTone } from '../lib/promotion-action';
import '../../../ui/patterns.css';

/**
 * The member's state for a promotion, coloured by what it means for them. A raffle's issued prize
 * is a win, not an approval.
 */
export function StateBadge({ state, kind }: { state: PromotionState; kind?: PromotionKind }) {
  const { t } = useTranslation('promotions');
  const label = kind === 'raffle' && state === 'issued' ? t('states.won') : t(`states.${state}`);
  return (
    <span className="promo-badge tone-pill" data-tone={badgeTone(state)} data-state={state} data-testid="promo-state">
      {label}
    </span>
  );
}
