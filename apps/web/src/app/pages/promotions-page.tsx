import { useTranslation } from 'react-i18next';
import { PageBanners } from '../../features/system/components/page-banners';
import { PromotionList } from '../../features/promotions/pages/promotion-list';
import { AnnouncementNotices } from '../../features/announcements/components/announcement-notices';
import { usePromotionContext } from '../layout/promotion-pages';
import { PageHeading } from './parts/page-heading';
import { GiftIcon } from '../../ui/icons';
import './parts/page.css';

/**
 * The promotions list: its banners, the promotion notices (type-PR announcements, when there are
 * any), then the offers by category with each one's state and action.
 */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  const context = usePromotionContext();
  return (
    <main className="page" data-testid="page-promotions">
      <PageBanners group="promotions" />
      <PageHeading icon={<GiftIcon size={28} />} title={t('promotions.title')} subtitle={t('promotions.subtitle')} />
      <AnnouncementNotices token={context.token} type="PR" testId="promotion-notices" />
      <PromotionList context={context} />
    </main>
  );
}
