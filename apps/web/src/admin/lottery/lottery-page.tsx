import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tab-list';
import { PageHeader } from '../ui/page-header';
import { tabItems, useSectionTab } from '../ui/section-tabs';
import { GamesTab } from './games-tab';
import { ImportTab } from './import-tab';
import { PeriodsTab } from './periods-tab';
import { ResultsTab } from './results-tab';
import './lottery.css';

/**
 * The lottery desk: games (and new fast games from a template), periods with their liability,
 * result entry for the Vietnamese markets, and the import of past results. The tab, the open
 * period and the game filter live in the address, so a period can be linked to.
 */
export default function LotteryPage() {
  const { t } = useTranslation('admin-lottery');
  const { open, tab, params, setParams } = useSectionTab(['games', 'periods', 'results', 'import'] as const);
  const periodParam = Number(params.get('period'));
  const periodId = Number.isInteger(periodParam) && periodParam > 0 ? periodParam : null;
  const go = (next: Record<string, string>) => setParams(next);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        className="admin-tabs"
        label={t('title')}
        items={tabItems(open, t, 'lottery-tab-')}
        selected={tab}
        onSelect={(name) => go({ tab: name })}
      >
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
      </Tabs>
    </>
  );
}
