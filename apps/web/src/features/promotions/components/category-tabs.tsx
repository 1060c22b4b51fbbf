import { useTranslation } from 'react-i18next';
import { PROMOTION_CATEGORIES } from '@portal/shared/contracts/promotions';

const KNOWN: readonly string[] = PROMOTION_CATEGORIES;

/** "All" and each category that has a promotion; an unknown category shows its own name. */
export function CategoryTabs({
  categories,
  value,
  onChange,
}: {
  categories: readonly string[];
  value: string;
  onChange(category: string): void;
}) {
  const { t } = useTranslation('promotions');
  const tabs = ['', ...categories];
  return (
    <div className="promo-tabs" role="tablist" aria-label={t('list.categories')} data-testid="promo-tabs">
      {tabs.map((category) => (
        <button
          key={category || 'all'}
          type="button"
          role="tab"
          className="promo-tabs__tab"
          aria-selected={category === value}
          data-testid={`promo-tab-${category || 'all'}`}
          onClick={() => onChange(category)}
        >
          {category === ''
            ? t('categories.all')
            : KNOWN.includes(category)
              ? t(`categories.${category as (typeof PROMOTION_CATEGORIES)[number]}`)
              : category.replace(/_/g, ' ')}
        </button>
      ))}
    </div>
  );
}
