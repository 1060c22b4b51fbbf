import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';
import { ResultsHistory, type ResultsProps } from './results-history';
import '../../../ui/segmented.css';

// Chart.js comes with the trend tab only: not in the lottery page's first chunk.
const TrendChart = lazy(() => import('./trend-chart'));

const TABS = ['results', 'trend'] as const;
type Tab = (typeof TABS)[number];

/** Past results (by day for the Vietnamese markets: `today` bounds the date picker) and the trend charts, one tab at a time. */
export function ResultsTabs({ gameCode, prizeShape, today }: ResultsProps) {
  const { t } = useTranslation('lottery');
  const [tab, setTab] = useState<Tab>('results');
  const id = useId();
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'results' ? 'trend' : 'results';
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <>
      <div className="segmented lottery-tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="segmented__option"
            data-testid={`lottery-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`${name}.title`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'results' ? (
          <ResultsHistory gameCode={gameCode} prizeShape={prizeShape} today={today} />
        ) : (
          <Suspense fallback={<Spinner label={t('trend.loading')} />}>
            <TrendChart gameCode={gameCode} />
          </Suspense>
        )}
      </div>
    </>
  );
}
