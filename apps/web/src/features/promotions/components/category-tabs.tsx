import { useTranslation } from 'react-i18next';
import { PROMOTION_CATEGORIES } from '@portal/shared/contracts/promotions';
import { PillTabs } from '../../../ui/pill-tabs';

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
  const tabs = ['', ...categories].map((category) => ({
    id: category,
    label:
      category === ''
        ? t('categories.all')
        : KNOWN.includes(category)
          ? t(`categories.${category as (typeof PROMOTION_CATEGORIES)[number]}`)
          : category.replace(/_/g, ' '),
  }));
  return (
    <PillTabs
      label={t('list.categories')}
      tabs={tabs}
      value={value}
      onChange={onChange}
      testId="promo-tabs"
      tabTestId={(category) => `promo-tab-${category || 'all'}`}
    />
  );
}
