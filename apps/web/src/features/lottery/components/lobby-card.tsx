import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LobbyGame } from '../api/lottery-api';
import { Countdown } from './countdown';
import { ResultBalls } from './result-view';

/** The page a game opens on: the Vietnamese markets have their own. */
export const gamePath = (game: Pick<LobbyGame, 'gameCode' | 'product'>) =>
  `${game.product === 'LOTT' ? '/vnlottery' : '/lottery'}?gameCode=${encodeURIComponent(game.gameCode)}`;

/** One game of the lobby: its open period with the time left to bet, and the last result. */
export function LobbyCard({
  game,
  offsetMs,
  favorite,
  onToggleFavorite,
  onElapsed,
  children,
}: {
  /** More under the card's link (the Vietnamese menu's station links). */
  children?: ReactNode;
  game: LobbyGame;
  offsetMs: number;
  favorite: boolean;
  onToggleFavorite?: () => void;
  onElapsed: () => void;
}) {
  const { t } = useTranslation('lottery');
  const period = game.current[0];
  return (
    <li className="lottery-card page-card" data-testid="lottery-card" data-game-code={game.gameCode}>
      <Link className="lottery-card__link" to={gamePath(game)}>
        <span className="lottery-card__name">{game.name}</span>
        <span className="lottery-card__market">{t(`markets.${game.market}`)}</span>
        {period ? (
          <span className="lottery-card__period">
            <span>{t('period.issue', { issue: period.issue })}</span>
            {game.current.length > 1 ? (
              <span className="lottery-card__stations" data-testid="lottery-card-stations">
                {game.current.map((p) => p.stationName ?? p.stationCode).join(' · ')}
              </span>
            ) : null}
            <span className="lottery-card__close">
              {t('period.closesIn')}{' '}
              <Countdown
                to={period.closeAt}
                offsetMs={offsetMs}
                onElapsed={onElapsed}
                testId="lottery-card-countdown"
              />
            </span>
          </span>
        ) : (
          <span className="lottery-card__period">{t('period.none')}</span>
        )}
        {game.lastResult?.result ? (
          <span className="lottery-card__last">
            <small>{t('period.lastResult', { issue: game.lastResult.issue })}</small>
            <ResultBalls result={game.lastResult.result} />
          </span>
        ) : null}
      </Link>
      {onToggleFavorite ? (
        <button
          type="button"
          className="lottery-card__fav"
          aria-pressed={favorite}
          aria-label={favorite ? t('favorites.remove') : t('favorites.add')}
          onClick={onToggleFavorite}
        >
          {favorite ? '★' : '☆'}
        </button>
      ) : null}
      {children}
    </li>
  );
}
