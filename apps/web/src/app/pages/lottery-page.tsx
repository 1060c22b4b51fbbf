import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { CategoryArt } from './parts/category-art';
import { PageHeading } from './parts/page-heading';
import { buttonClass } from '../../ui/button';
import './parts/page.css';

/** /lottery?gameCode=&playType=: the lottery game screen; lottery games arrive with the lottery issue. */
export default function LotteryPage() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode') ?? '';
  const playType = search.get('playType') ?? '';
  return (
    <main
      className="page"
      data-testid="page-lottery"
      data-game-code={gameCode || undefined}
      data-play-type={playType || undefined}
    >
      <PageHeading
        icon={<CategoryArt category="elott" size={36} />}
        title={t('lottery.title')}
        subtitle={t('lottery.subtitle')}
      />
      <EmptyState
        icon={<CategoryArt category="elott" />}
        title={gameCode ? t('lottery.gameUnavailable', { code: gameCode }) : t('lottery.empty')}
        description={t('lottery.emptyHint')}
        action={
          <Link className={buttonClass('secondary')} to="/elott">
            {t('lottery.toLobby')}
          </Link>
        }
      />
    </main>
  );
}
