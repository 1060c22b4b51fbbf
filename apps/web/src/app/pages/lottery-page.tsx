import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotteryGame } from '../../features/lottery/components/lottery-game';
import { EmptyState } from '../../ui/empty-state';
import { useSessionStore } from '../stores/session-store';
import { useShellActions } from '../layout/shell-actions';
import { CategoryArt } from './parts/category-art';
import { PageHeading } from './parts/page-heading';
import { buttonClass } from '../../ui/button';
import './parts/page.css';

/** /lottery?gameCode=&playType=: one lottery game, its bet slip (playType preselects a bet type) and results. */
export default function LotteryPage() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.username);
  const actions = useShellActions();
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
      {gameCode ? (
        <LotteryGame
          key={gameCode}
          gameCode={gameCode}
          playType={playType || undefined}
          token={token}
          username={username}
          onNeedLogin={actions.openLogin}
        />
      ) : (
        <EmptyState
          icon={<CategoryArt category="elott" />}
          title={t('lottery.empty')}
          description={t('lottery.emptyHint')}
          action={
            <Link className={buttonClass('secondary')} to="/elott">
              {t('lottery.toLobby')}
            </Link>
          }
        />
      )}
    </main>
  );
}
