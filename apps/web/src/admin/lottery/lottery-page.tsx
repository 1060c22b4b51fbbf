import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../ui/page-header';
import { GamesTab } from './games-tab';
import { ImportTab } from './import-tab';
import { PeriodsTab } from './periods-tab';
import { ResultsTab } from './results-tab';
import './lottery.css';

const TABS = ['games', 'periods', 'results', 'import'] as const;
type Tab = (typeof TABS)[number];

/**
 * The lottery desk: games (and new fast games from a template), periods with their liability,
 * result entry for the Vietnamese markets, and the import of past results. The tab, the open
 * period and the game filter live in the address, so a period can be linked to.
 */
export default function LotteryPage() {
  const { t } = useTranslation('admin-lottery');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'games';
  const periodParam = Number(params.get('period'));
  const periodId = Number.isInteger(periodParam) && periodParam > 0 ? periodParam : null;
  const go = (next: Record<string, string>) => setParams(next);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="admin-tabs" role="tablist" aria-label={t('title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => go({ tab: name })}
            data-testid={`lottery-tab-${name}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'games' && <GamesTab onPeriods={(gameCode) => go({ tab: 'periods', game: gameCode })} />}
      {tab === 'periods' && (
        <PeriodsTab
          key={params.get('game') ?? ''}
          periodId={periodId}
          initialGame={params.get('game') ?? undefined}
          onPeriod={(id) =>
            go({
              tab: 'periods',
              ...(params.get('game') ? { game: params.get('game')! } : {}),
              ...(id ? { period: String(id) } : {}),
            })
          }
        />
      )}
      {tab === 'results' && <ResultsTab onOpenPeriod={(id) => go({ tab: 'periods', period: String(id) })} />}
      {tab === 'import' && <ImportTab />}
    </>
  );
}
