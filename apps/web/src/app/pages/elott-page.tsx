import { useTranslation } from 'react-i18next';
import { PageBanners } from '../../features/system/components/page-banners';
import { LotteryLobby } from '../../features/lottery/components/lottery-lobby';
import { useSessionStore } from '../stores/session-store';
import { CategoryArt } from './parts/category-art';
import { PageHeading, PageSection } from './parts/page-heading';
import { BallIcon } from '../../ui/icons';
import './parts/page.css';

/** The lottery lobby: its banners and the fast games with their open period and last result. */
export default function ElottPage() {
  const { t } = useTranslation('pages');
  const username = useSessionStore((s) => s.username);
  return (
    <main className="page" data-testid="page-elott">
      <PageBanners group="elott" />
      <PageHeading
        icon={<CategoryArt category="elott" size={36} />}
        title={t('elott.title')}
        subtitle={t('elott.subtitle')}
      />
      <PageSection title={t('elott.games')} icon={<BallIcon />}>
        <LotteryLobby product="ELOTT" username={username} />
      </PageSection>
    </main>
  );
}
