import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useLotteryResults } from '../api/lottery-api';
import { isPastDay } from '../lib/vn-day';
import { PrizeTable, ResultBalls } from './result-view';

/** A game's past results: its code, whether they show in the Vietnamese prize shape, and its day. */
export interface ResultsProps {
  gameCode: string;
  prizeShape: boolean;
  /** The Vietnamese day on the server's clock: the latest the date picker allows. */
  today?: string;
}

/**
 * Drawn periods of the game, newest first, paged; the prize shape for the Vietnamese markets,
 * whose results can also be read by day (`today`: the Vietnamese day on the server's clock, the
 * latest the date picker allows), every station of that day in its prize shape.
 */
export function ResultsHistory({ gameCode, prizeShape, today }: ResultsProps) {
  const { t, i18n } = useTranslation('lottery');
  const [page, setPage] = useState(1);
  const [day, setDay] = useState('');
  const date = today && isPastDay(day, today) ? day : '';
  const results = useLotteryResults(gameCode, page, date ? 10 : prizeShape ? 3 : 10, date);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const longDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });

  const picker = today ? (
    <div className="lottery-date" data-testid="results-date-picker">
      <label className="lottery-field">
        <span>{t('results.day')}</span>
        <input
          type="date"
          value={day}
          max={today}
          onChange={(e) => {
            setDay(e.target.value);
            setPage(1);
          }}
          data-testid="results-date"
        />
      </label>
      {day ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setDay('');
            setPage(1);
          }}
          data-testid="results-date-clear"
        >
          {t('results.latest')}
        </Button>
      ) : null}
      {day && !date ? (
        <p className="lottery-error" role="alert">
          {t('results.dayInvalid')}
        </p>
      ) : null}
      {date ? (
        <p className="lottery-muted" data-testid="results-day-title">
          {t('results.ofDay', { day: longDay.format(new Date(`${date}T00:00:00Z`)) })}
        </p>
      ) : null}
    </div>
  ) : null;

  if (results.isPending) return picker;
  if (results.isError)
    return (
      <>
        {picker}
        <p className="lottery-error">{results.error.message}</p>
      </>
    );
  if (results.data.items.length === 0)
    return (
      <>
        {picker}
        <p className="lottery-muted" data-testid="results-empty">
          {date ? t('results.emptyDay') : t('results.empty')}
        </p>
      </>
    );
  return (
    <div data-testid="results-history" data-date={date || undefined}>
      {picker}
      <ul className={date ? 'lottery-results lottery-results--day' : 'lottery-results'}>
        {results.data.items.map((period) => (
          <li
            key={period.periodId}
            className="lottery-results__item"
            data-issue={period.issue}
            data-station={period.stationCode ?? undefined}
            data-testid="results-item"
          >
            <span className="lottery-results__issue">
              {period.stationName ? <strong>{period.stationName} · </strong> : null}
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
