import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageBanners } from '../../features/system/components/page-banners';
import { HomeMarquee } from '../../features/announcements/components/home-marquee';
import { AnnouncementNotices } from '../../features/announcements/components/announcement-notices';
import { EmptyState } from '../../ui/empty-state';
import { WhenVisible } from '../../ui/when-visible';
import { Staged } from '../../ui/staged';
import { FIRST_PAGE_NAMESPACES } from '../../i18n/namespaces';
import { GameStripPlaceholder } from '../../features/games/components/game-strip-placeholder';
import { CategoryArt, type CategoryKey } from './parts/category-art';
import { PageSection } from './parts/page-heading';
import { BallIcon, FlameIcon, TrophyIcon } from '../../ui/icons';
import './parts/page.css';
import './home-page.css';
import { isTrialAccount, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { useShellActions } from '../layout/shell-actions';

// The hot games (tiles, launch flow) load after the first paint: the home page's initial JS stays small.
const HotGamesSection = lazy(() => import('../../features/games/components/hot-games-section'));
// So do the popular lottery games (countdowns, event stream) and the winners board, once their
// place scrolls into view (below the fold on a phone): they do not compete with the first screen.
const PopularLottery = lazy(() => import('../../features/lottery/components/popular-lottery'));
const WinnersBoard = lazy(() => import('../../features/winners/components/winners-board'));
// The latest Vietnamese numbers (GET /lgw/vn/numeros/opened/game, count 100), the same way.
const VnOpenedBoard = lazy(() => import('../../features/lottery/components/vn-opened-board'));

/** The category shortcuts of the landing page, in the order players look for them. */
const shortcuts: { category: CategoryKey; to: string }[] = [
  { category: 'rng', to: '/rng' },
  { category: 'live', to: '/live' },
  { category: 'sports', to: '/sports' },
  { category: 'fish', to: '/fish' },
  { category: 'elott', to: '/elott' },
  { category: 'pvp', to: '/pvp' },
  { category: 'esports', to: '/esports' },
  { category: 'inhouse', to: '/inhouse' },
];

export const namespaces = FIRST_PAGE_NAMESPACES['/'];

export default function HomePage() {
  const { t } = useTranslation('pages');
  // The Vietnamese board's title and empty state are the lottery's words.
  const { t: tl } = useTranslation('lottery');
  const token = useSessionStore((s) => s.token);
  const agentType = useSessionStore((s) => s.agentType);
  const actions = useShellActions();
  return (
    <main className="page home-page" data-testid="page-home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <PageBanners group="home" />
      <Staged>
        <HomeMarquee token={token} />
      </Staged>

      <Staged>
        <nav className="home-categories" aria-label={t('home.categories')}>
          {shortcuts.map(({ category, to }) => (
            <Link key={category} to={to} className="home-categories__tile" data-testid={`category-${category}`}>
              <span className="home-categories__art">
                <CategoryArt category={category} size={40} />
              </span>
              <span className="home-categories__label">{t(`categories.${category}`)}</span>
            </Link>
          ))}
        </nav>
      </Staged>

      <Staged>
        <AnnouncementNotices token={token} type="H" testId="home-notices" />
      </Staged>

      <Staged>
        <PageSection title={t('home.hotGames')} icon={<FlameIcon />} testId="home-hot-games">
          <Suspense fallback={<GameStripPlaceholder />}>
            <HotGamesSection
              token={token}
              isTrial={isTrialAccount(agentType)}
              onNeedLogin={actions.openLogin}
              onTrialBlocked={() => useUiStore.getState().openModal('trialWarning')}
              empty={
                <EmptyState
                  icon={<CategoryArt category="rng" />}
                  title={t('home.hotGamesEmpty')}
                  description={t('home.hotGamesEmptyHint')}
                />
              }
            />
          </Suspense>
        </PageSection>
      </Staged>

      <Staged>
        <div className="home-page__boards">
          <PageSection
            title={t('home.lottery')}
            icon={<BallIcon />}
            testId="home-lottery"
            aside={
              <Link className="page-link" to="/elott">
                {t('common.viewAll')}
              </Link>
            }
          >
            <WhenVisible reserve="var(--home-board-reserve)">
              <PopularLottery
                empty={
                  <EmptyState
                    icon={<CategoryArt category="elott" />}
                    title={t('home.lotteryEmpty')}
                    description={t('home.lotteryEmptyHint')}
                  />
                }
              />
            </WhenVisible>
          </PageSection>

          <PageSection title={t('home.winners')} icon={<TrophyIcon />} testId="home-winners">
            <WhenVisible reserve="var(--home-board-reserve)">
              <WinnersBoard
                empty={
                  <EmptyState
                    className="home-winners__empty"
                    icon={<TrophyIcon size={44} />}
                    title={t('home.winnersEmpty')}
                    description={t('home.winnersEmptyHint')}
                  />
                }
              />
            </WhenVisible>
          </PageSection>
        </div>
      </Staged>

      <Staged>
        <PageSection
          title={tl('vn.boardTitle')}
          icon={<BallIcon />}
          testId="home-vn-opened-section"
          aside={
            <Link className="page-link" to="/vnlottery">
              {t('common.viewAll')}
            </Link>
          }
        >
          <WhenVisible reserve="var(--home-board-reserve)">
            <VnOpenedBoard
              empty={
                <EmptyState
                  icon={<CategoryArt category="elott" />}
                  title={tl('vn.boardEmpty')}
                  description={tl('vn.boardEmptyHint')}
                />
              }
            />
          </WhenVisible>
        </PageSection>
      </Staged>
    </main>
  );
}
