import { useTranslation } from 'react-i18next';
import { PageBanners } from '../../features/system/components/page-banners';
import { EmptyState } from '../../ui/empty-state';
import { CategoryArt } from './parts/category-art';
import { PageHeading, PageSection } from './parts/page-heading';
import { BallIcon } from '../../ui/icons';
import './parts/page.css';

/** The lottery lobby: its banners and the lottery games, which arrive with the lottery issue. */
export default function ElottPage() {
  const { t } = useTranslation('pages');
  return (
    <main className="page" data-testid="page-elott">
      <PageBanners group="elott" />
      <PageHeading
        icon={<CategoryArt category="elott" size={36} />}
        title={t('elott.title')}
        subtitle={t('elott.subtitle')}
      />
      <PageSection title={t('elott.games')} icon={<BallIcon />}>
        <EmptyState
          icon={<CategoryArt category="elott" />}
          title={t('elott.empty')}
          description={t('elott.emptyHint')}
        />
      </PageSection>
    </main>
  );
}
