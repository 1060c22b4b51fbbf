import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useLotteryResults } from '../api/lottery-api';
import { PrizeTable, ResultBalls } from './result-view';

/** Drawn periods of the game, newest first, paged; the prize shape for the Vietnamese markets. */
export function ResultsHistory({ gameCode, prizeShape }: { gameCode: string; prizeShape: boolean }) {
  const { t, i18n } = useTranslation('lottery');
  const [page, setPage] = useState(1);
  const results = useLotteryResults(gameCode, page, prizeShape ? 3 : 10);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  if (results.isPending) return null;
  if (results.isError) return <p className="lottery-error">{results.error.message}</p>;
  if (results.data.items.length === 0) return <p className="lottery-muted">{t('results.empty')}</p>;
  return (
    <div data-testid="results-history">
      <ul className="lottery-results">
        {results.data.items.map((period) => (
          <li key={period.periodId} className="lottery-results__item" data-issue={period.issue}>
            <span className="lottery-results__issue">
              {period.stationName ? `${period.stationName} · ` : ''}
              {t('period.issue', { issue: period.issue })}
              <small> {when.format(new Date(period.drawAt))}</small>
            </span>
            {period.status === 'cancelled' ? (
              <span className="lottery-muted">{t('results.cancelled')}</span>
            ) : period.result ? (
              prizeShape ? (
                <PrizeTable result={period.result} />
              ) : (
                <ResultBalls result={period.result} />
              )
            ) : null}
          </li>
        ))}
      </ul>
      {results.data.totalPages > 1 ? (
        <div className="lottery-pager">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('results.newer')}
          </Button>
          <span>{t('results.page', { page, pages: results.data.totalPages })}</span>
          <Button
            size="sm"
            variant="ghost"
            disabled={page >= results.data.totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('results.older')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
