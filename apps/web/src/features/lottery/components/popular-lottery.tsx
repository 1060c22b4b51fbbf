import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PopularGame } from '@portal/shared/contracts/lottery-popular';
import { Spinner } from '../../../ui/spinner';
import { usePopularLottery } from '../api/popular-api';
import { clockOffsetMs } from '../lib/countdown';
import { useLotteryEvents } from '../lib/use-lottery-events';
import { Countdown } from './countdown';
import { gamePath } from './lobby-card';
import { ResultBalls } from './result-view';
import './lottery.css';
import './popular-lottery.css';

/**
 * The home page's popular lottery games: the open draw with a live countdown and the last result.
 * One event stream for the shown games reloads the list on open, close and result; `empty` when
 * the brand has none. Loaded after the home page's first paint.
 */
export default function PopularLottery({ empty }: { empty: ReactNode }) {
  const { t, i18n } = useTranslation('lottery');
  const popular = usePopularLottery(i18n.language);
  const games = popular.data ?? [];
  useLotteryEvents(games.map((g) => g.gameCode));

  if (popular.isPending) return <Spinner label={t('loading')} />;
  if (games.length === 0) return <>{empty}</>;
  const offsetMs = clockOffsetMs(games[0]!.serverTime, popular.dataUpdatedAt);
  return (
    <ul className="popular-lottery" data-testid="home-popular-lottery">
      {games.map((game) => (
        <PopularCard key={game.gameCode} game={game} offsetMs={offsetMs} onElapsed={() => void popular.refetch()} />
      ))}
    </ul>
  );
}

function PopularCard({ game, offsetMs, onElapsed }: { game: PopularGame; offsetMs: number; onElapsed: () => void }) {
  const { t } = useTranslation('lottery');
  const period = game.current;
  const market = t(`markets.${game.market}`);
  return (
    <li className="popular-lottery__card page-card" data-testid="home-popular-card" data-game-code={game.gameCode}>
      <Link className="popular-lottery__link" to={gamePath(game)}>
        <span className="popular-lottery__top">
          <span className="popular-lottery__name">{game.name}</span>
          {/* A game named after its market says it once. */}
          {market !== game.name ? <span className="popular-lottery__market">{market}</span> : null}
        </span>
        {period ? (
          <span className="popular-lottery__period">
            <span className="popular-lottery__issue">{t('period.issue', { issue: period.issue })}</span>
            <span className="popular-lottery__close">
              <small>{t('period.closesIn')}</small>
              <Countdown
                to={period.closeAt}
                offsetMs={offsetMs}
                onElapsed={onElapsed}
                testId="home-popular-countdown"
              />
            </span>
          </span>
        ) : (
          <span className="popular-lottery__period">{t('period.none')}</span>
        )}
        {game.lastResult?.result ? (
          <span className="popular-lottery__last">
            <small>{t('period.lastResult', { issue: game.lastResult.issue })}</small>
            <ResultBalls result={game.lastResult.result} testId="home-popular-result" />
          </span>
        ) : null}
      </Link>
    </li>
  );
}
