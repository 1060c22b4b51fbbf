import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { buttonClass } from '../../../ui/button';
import { useLotteryGame, useWalletDecimals } from '../api/lottery-api';
import { clockOffsetMs } from '../lib/countdown';
import { useLotteryEvents } from '../lib/use-lottery-events';
import { useLotteryFavorites } from '../lib/use-lottery-favorites';
import { vnDayOf } from '../lib/vn-day';
import { BetSlip } from './bet-slip';
import { Countdown } from './countdown';
import { MySlips } from './my-slips';
import { PrizeTable, ResultBalls } from './result-view';
import { ResultsTabs } from './results-tabs';
import './lottery.css';

/**
 * One lottery game: the open period(s) with the time left to bet and to the draw, the bet slip,
 * the latest result (reloaded when the server pushes it), the member's slips and past results.
 */
export function LotteryGame({
  gameCode,
  token,
  username,
  onNeedLogin,
  playType,
  stationCode,
  decimals,
  live = true,
}: {
  playType?: string;
  /** A Vietnamese market's station whose draw the slip starts on. */
  stationCode?: string;
  /** The currency's decimals (the brand's); the member's wallet says them when not given. */
  decimals?: number;
  /** False when another part of the page already streams this game's events (one EventSource per page). */
  live?: boolean;
  gameCode: string;
  token: string | null;
  username: string | null;
  onNeedLogin: () => void;
}) {
  const { t } = useTranslation('lottery');
  const game = useLotteryGame(gameCode);
  const favorites = useLotteryFavorites(username);
  const walletDecimals = useWalletDecimals(token);
  useLotteryEvents(live && game.data ? [gameCode] : []);

  if (game.isPending) return <Spinner label={t('loading')} />;
  if (game.isError)
    return (
      <EmptyState
        title={t('game.unavailable', { code: gameCode })}
        description={game.error.message}
        action={
          <Link className={buttonClass('secondary')} to="/elott">
            {t('lobby.back')}
          </Link>
        }
      />
    );

  const data = game.data;
  const prizeShape = data.product === 'LOTT';
  const offsetMs = clockOffsetMs(data.serverTime, game.dataUpdatedAt);
  const period = data.current[0];
  const favorite = favorites.codes.includes(gameCode);
  const reload = () => void game.refetch();

  return (
    <div className="lottery-game" data-testid="lottery-game" data-game-code={gameCode}>
      <section className="lottery-game__head page-card">
        <div className="lottery-game__title">
          <h2>{data.name}</h2>
          <span className="lottery-muted">{t(`markets.${data.market}`)}</span>
          {username ? (
            <button
              type="button"
              className="lottery-card__fav"
              aria-pressed={favorite}
              aria-label={favorite ? t('favorites.remove') : t('favorites.add')}
              onClick={() => favorites.toggle(gameCode)}
              data-testid="lottery-favorite"
            >
              {favorite ? '★' : '☆'}
            </button>
          ) : null}
        </div>
        {period ? (
          <dl className="lottery-game__period" data-testid="current-period" data-issue={period.issue}>
            <div>
              <dt>{t('period.current')}</dt>
              <dd>
                {period.issue}
                {data.current.length > 1 ? ` (+${data.current.length - 1})` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('period.closesIn')}</dt>
              <dd>
                <Countdown
                  to={period.closeAt}
                  offsetMs={offsetMs}
                  onElapsed={reload}
                  announce={(seconds) =>
                    seconds === 0 ? t('period.closedNow') : t('period.closesInSeconds', { count: seconds })
                  }
                  testId="close-countdown"
                />
              </dd>
            </div>
            <div>
              <dt>{t('period.drawsIn')}</dt>
              <dd>
                <Countdown to={period.drawAt} offsetMs={offsetMs} testId="draw-countdown" />
              </dd>
            </div>
          </dl>
        ) : (
          <p className="lottery-muted" data-testid="current-period">
            {t('period.none')}
          </p>
        )}
        {data.lastResult?.result ? (
          <div className="lottery-game__last" data-testid="last-result" data-issue={data.lastResult.issue}>
            <span>{t('period.lastResult', { issue: data.lastResult.issue })}</span>
            {prizeShape ? (
              <PrizeTable result={data.lastResult.result} />
            ) : (
              <ResultBalls result={data.lastResult.result} />
            )}
          </div>
        ) : null}
      </section>
      <div className="lottery-game__grid">
        <section className="page-card">
          <h3>{t('slip.title')}</h3>
          <BetSlip
            key={`${gameCode}:${stationCode ?? ''}`}
            gameCode={gameCode}
            betTypes={data.betTypes}
            periods={data.current.filter((p) => p.status === 'open')}
            signedIn={token !== null}
            onNeedLogin={onNeedLogin}
            initialType={playType}
            initialIssue={data.current.find((p) => p.stationCode === stationCode)?.issue}
            decimals={decimals ?? walletDecimals ?? 2}
          />
        </section>
        <section className="page-card">
          <h3>{t('mine.title')}</h3>
          {token ? (
            <MySlips token={token} gameCode={gameCode} openIssues={data.current.map((p) => p.issue)} />
          ) : (
            <p className="lottery-muted">{t('mine.signIn')}</p>
          )}
        </section>
      </div>
      <section className="page-card">
        <ResultsTabs
          gameCode={gameCode}
          prizeShape={prizeShape}
          today={prizeShape ? vnDayOf(data.serverTime) : undefined}
        />
      </section>
    </div>
  );
}
