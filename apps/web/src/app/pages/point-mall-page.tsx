import { useTranslation } from 'react-i18next';
import { PageBanners } from '../../features/system/components/page-banners';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading, PageSection } from './parts/page-heading';
import { GiftIcon, StarIcon } from '../../ui/icons';
import './parts/page.css';

/** The points mall: its banners, and an empty state where the rewards go (the portal has no points yet). */
export default function PointMallPage() {
  const { t } = useTranslation('pages');
  return (
    <main className="page" data-testid="page-point-mall">
      <PageBanners group="pointMall" />
      <PageHeading icon={<StarIcon size={28} />} title={t('pointMall.title')} subtitle={t('pointMall.subtitle')} />
      <PageSection title={t('pointMall.rewards')} icon={<GiftIcon />}>
        <EmptyState icon={<GiftIcon size={44} />} title={t('pointMall.empty')} description={t('pointMall.emptyHint')} />
      </PageSection>
    </main>
  );
}
