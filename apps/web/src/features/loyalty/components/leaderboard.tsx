import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@portal/shared/contracts/loyalty';
import { EmptyState } from '../../../ui/empty-state';
import { TrophyIcon } from '../../../ui/icons';
import { periodRangeText, pointsText } from '../lib/format';
import '../../../ui/patterns.css';

/**
 * This week's top by mission points (names come masked from the server), the member's own row
 * highlighted; below the table the member's place when it is outside it, or "not ranked yet".
 */
export function LeaderboardTable({ board }: { board: Leaderboard }) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = i18n.language;
  const { me } = board;
  const inTop = me.rank !== null && board.top.some((row) => row.rank === me.rank);
  return (
    <div className="loyalty-board" data-testid="leaderboard">
      <p className="loyalty-muted" data-testid="leaderboard-period">
        {t('leaderboard.period', { range: periodRangeText(board.periodStart, board.periodEnd, lang) })}
      </p>
      {board.top.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon size={40} />}
          title={t('leaderboard.empty')}
          description={t('leaderboard.emptyHint')}
        />
      ) : (
        <table className="loyalty-board__table surface-card">
          <thead>
            <tr>
              <th scope="col">{t('leaderboard.rank')}</th>
              <th scope="col">{t('leaderboard.player')}</th>
              <th scope="col">{t('leaderboard.points')}</th>
            </tr>
          </thead>
          <tbody>
            {board.top.map((row) => {
              const mine = row.rank === me.rank;
              return (
                <tr
                  key={`${row.rank}-${row.username}`}
                  data-me={mine ? 'true' : undefined}
                  aria-current={mine ? 'true' : undefined}
                  data-testid="leaderboard-row"
                >
                  <td>
                    <span className="loyalty-board__rank" data-top={row.rank <= 3 ? row.rank : undefined}>
                      {row.rank}
                    </span>
                  </td>
                  <td>
                    {row.username}
                    {mine ? <span className="tone-pill loyalty-board__you">{t('leaderboard.you')}</span> : null}
                  </td>
                  <td>{pointsText(row.points, lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {inTop ? null : (
        <p className="loyalty-board__me" data-testid="leaderboard-me">
          {me.rank === null
            ? t('leaderboard.notRanked')
            : t('leaderboard.myRank', { rank: me.rank, points: pointsText(me.points, lang) })}
        </p>
      )}
    </div>
  );
}
