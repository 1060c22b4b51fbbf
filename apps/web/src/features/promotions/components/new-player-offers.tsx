import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { usePromotions } from '../api/promotions';
import { useNow } from '../../../lib/use-now';
import type { ActionContext } from './promotion-action-button';
import { PromotionCard } from './promotion-card';
import './promotions.css';

/**
 * The register page's offers (spec: "lists promotion banners of category 'new_player'"), as the
 * list's cards; `empty` while there are none.
 */
export function NewPlayerOffers({ context, empty = null }: { context: ActionContext; empty?: ReactNode }) {
  const { t } = useTranslation('promotions');
  const { data } = usePromotions(context.token, 'new_player');
  const now = useNow();
  if (!data) return null;
  if (data.list.length === 0) return <>{empty}</>;
  return (
    <div className="promo-grid promo-grid--compact" data-testid="new-player-offers" aria-label={t('list.newPlayer')}>
      {data.list.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} now={now} context={context} />
      ))}
    </div>
  );
}
