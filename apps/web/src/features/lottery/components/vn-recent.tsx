import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenedLatest, useVnRecent } from '../api/vn-api';
import './lottery.css';
import './vn-lottery.css';

/**
 * The member's recent Vietnamese games (GET /lgw/vn/games/recent) as a strip, each with its last
 * drawn special prize from the member's latest numbers (GET /lotto/lgw/games/opened/numero).
 */
export function VnRecentStrip({ token }: { token: string }) {
  const { t, i18n } = useTranslation('lottery');
  const recent = useVnRecent(token);
  const latest = useOpenedLatest(token);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  if (recent.isPending) return null;
  if (recent.isError) return <p className="lottery-error">{recent.error.message}</p>;
  return (
    <section className="vn-recent page-card" data-testid="vn-recent" aria-labelledby="vn-recent-title">
      <h2 id="vn-recent-title" className="vn-recent__title">
        {t('vn.recent')}
      </h2>
      {recent.data.length === 0 ? (
        <p className="lottery-muted" data-testid="vn-recent-empty">
          {t('vn.recentEmpty')}
        </p>
      ) : (
        <ul className="vn-recent__list">
          {recent.data.map((game) => {
            const last = latest.data?.find((p) => p.gameCode === game.gameCode);
            const special = last?.result?.special?.[0];
            return (
              <li key={game.gameCode} data-testid="vn-recent-game" data-game-code={game.gameCode}>
                <Link className="vn-recent__item" to={`/vnlottery?gameCode=${encodeURIComponent(game.gameCode)}`}>
                  <span className="vn-recent__name">{game.name}</span>
                  <small className="lottery-muted">
                    {t('vn.lastBet', { when: when.format(new Date(game.lastBetAt)) })}
                  </small>
                  {special ? (
                    <span className="vn-recent__last">
                      <small>{last.stationName ?? t('period.issue', { issue: last.issue })}</small>{' '}
                      <strong className="lottery-prize--special">{special}</strong>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
