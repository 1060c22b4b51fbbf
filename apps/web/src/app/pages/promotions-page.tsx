import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageBanners } from '../../features/system/components/page-banners';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from './parts/page-heading';
import { GiftIcon } from '../../ui/icons';
import { buttonClass } from '../../ui/button';
import './parts/page.css';

/** The promotions list: its banners, and an empty state where the offers go (the portal has no promotions yet). */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  return (
    <main className="page" data-testid="page-promotions">
      <PageBanners group="promotions" />
      <PageHeading icon={<GiftIcon size={28} />} title={t('promotions.title')} subtitle={t('promotions.subtitle')} />
      <EmptyState
        icon={<GiftIcon size={44} />}
        title={t('promotions.empty')}
        description={t('promotions.emptyHint')}
        action={
          <Link className={buttonClass('secondary')} to="/">
            {t('common.backHome')}
          </Link>
        }
      />
    </main>
  );
}
