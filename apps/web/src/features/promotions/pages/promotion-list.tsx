import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { GiftIcon } from '../../../ui/icons';
import { usePromotions } from '../api/promotions';
import type { ActionContext } from '../components/promotion-action-button';
import { PromotionCard } from '../components/promotion-card';
import { CategoryTabs } from '../components/category-tabs';
import { LoadState } from '../../../ui/load-state';
import { useNow } from '../../../lib/use-now';
import '../components/promotions.css';

/**
 * The promotions list (/promotions): tabs of the categories that have a promotion, then a card per
 * promotion with its state and action. Visitors see it too; their actions ask them to log in.
 */
export function PromotionList({ context }: { context: ActionContext }) {
  const { t } = useTranslation('promotions');
  const [category, setCategory] = useState('');
  // The tabs come from the unfiltered list, so choosing one never hides the others.
  const all = usePromotions(context.token);
  const shown = usePromotions(context.token, category || undefined);
  const now = useNow();
  const categories = all.data?.categories ?? [];
  const list = shown.data?.list ?? [];

  return (
    <div className="promo-list" data-testid="promo-list">
      {categories.length > 1 ? <CategoryTabs categories={categories} value={category} onChange={setCategory} /> : null}
      <LoadState query={shown}>
        {list.length === 0 ? (
          <div data-testid="promo-empty">
            <EmptyState icon={<GiftIcon size={44} />} title={t('list.empty')} description={t('list.emptyHint')} />
          </div>
        ) : (
          <div className="promo-grid">
            {list.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} now={now} context={context} />
            ))}
          </div>
        )}
      </LoadState>
    </div>
  );
}
