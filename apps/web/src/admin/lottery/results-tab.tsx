import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { formatVnTime, isVnMarket, LOTTERY_KEY, useGames, useMarkets, usePeriods } from './lottery-api';
import { ResultForm } from './result-form';
import { OutcomeNotice, type ActionOutcome } from './result-notice';

/**
 * Result entry for the Vietnamese markets: the game, then one of its draws waiting for a result
 * (closed, not yet drawn), then the prize grid of that market.
 */
export function ResultsTab({ onOpenPeriod }: { onOpenPeriod: (periodId: number) => void }) {
  const { t, i18n } = useTranslation('admin-lottery');
  const queryClient = useQueryClient();
  const games = useGames();
  const markets = useMarkets();
  const typedGames = (games.data ?? []).filter((g) => isVnMarket(g.market) && g.resultSource !== 'rng');
  const [chosenGame, setGameCode] = useState('');
  const gameCode = chosenGame || typedGames[0]?.gameCode || '';
  const waiting = usePeriods({ gameCode, status: 'closed', page: 1, pageSize: 100 }, gameCode !== '');
  const [chosenPeriod, setPeriodId] = useState<number | null>(null);
  const periods = waiting.data?.items ?? [];
  const period = periods.find((p) => p.periodId === chosenPeriod) ?? periods[0];
  const [outcome, setOutcome] = useState<{ periodId: number; outcome: ActionOutcome } | null>(null);

  if (games.isLoading || markets.isLoading) return <Spinner />;
  if (typedGames.length === 0) {
    return <EmptyState title={t('results.noGames')} description={t('results.noGamesHint')} />;
  }
  const game = typedGames.find((g) => g.gameCode === gameCode)!;
  const shape = markets.data?.find((m) => m.market === game.market)?.prizes ?? null;

  return (
    <div className="lottery-tab" data-testid="lottery-results">
      <div className="admin-filters">
        <label className="admin-field">
          <span>{t('periods.game')}</span>
          <select
            value={gameCode}
            onChange={(e) => {
              setGameCode(e.target.value);
              setPeriodId(null);
            }}
            data-testid="results-game"
          >
            {typedGames.map((g) => (
              <option key={g.gameCode} value={g.gameCode}>
                {g.name} ({g.gameCode})
              </option>
            ))}
          </select>
        </label>
        {periods.length > 0 && (
          <label className="admin-field">
            <span>{t('results.period')}</span>
            <select
              value={period?.periodId ?? ''}
              onChange={(e) => setPeriodId(Number(e.target.value))}
              data-testid="results-period"
            >
              {periods.map((p) => (
                <option key={p.periodId} value={p.periodId}>
                  {p.issue}
                  {p.stationName ? ` · ${p.stationName}` : ''} · {formatVnTime(p.drawAt, i18n.language)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {outcome && (
        <div className="lottery-outcome">
          <OutcomeNotice outcome={outcome.outcome} />
          <button type="button" className="lottery-link" onClick={() => onOpenPeriod(outcome.periodId)}>
            {t('results.openPeriod')}
          </button>
        </div>
      )}
      {waiting.isLoading ? (
        <Spinner />
      ) : !period || !shape ? (
        <EmptyState title={t('results.nothingWaiting')} description={t('results.nothingWaitingHint')} />
      ) : (
        <section className="admin-card">
          <h2>
            {t('results.formTitle', { issue: period.issue })}
            {period.stationName ? ` · ${period.stationName}` : ''}
          </h2>
          <ResultForm
            key={period.periodId}
            periodId={period.periodId}
            shape={shape}
            correcting={false}
            onDone={(answer) => {
              setOutcome({ periodId: period.periodId, outcome: answer });
              setPeriodId(null);
              void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
            }}
          />
        </section>
      )}
    </div>
  );
}
