import { paramName } from '../../lib/use-list-params';
import { SectionPage } from '../ui/section-page';
import { useSectionTab } from '../ui/section-tabs';
import { GamesTab } from './games-tab';
import { ImportTab } from './import-tab';
import { LIABILITY_PARAMS } from './liability-table';
import { PeriodsTab } from './periods-tab';
import { ResultsTab } from './results-tab';
import './lottery.css';

/**
 * The lottery desk: games (and new fast games from a template), periods with their liability,
 * result entry for the Vietnamese markets, and the import of past results. The tab, the open
 * period and the periods' filters live in the address, so a period or a view can be linked to.
 */
export default function LotteryPage() {
  const section = useSectionTab(['games', 'periods', 'results', 'import'] as const);
  const { tab, params, setParams } = section;
  const periodParam = Number(params.get('period'));
  const periodId = Number.isInteger(periodParam) && periodParam > 0 ? periodParam : null;
  const go = (next: Record<string, string>) => setParams(next);
  // A period opens over the periods' filters and page, which stay in the address; its liability
  // list starts at its first page of every kind.
  const openPeriod = (id: number | null) => {
    const next = new URLSearchParams(params);
    for (const key of ['page', 'kind']) next.delete(paramName(LIABILITY_PARAMS, key));
    if (id) next.set('period', String(id));
    else next.delete('period');
    setParams(next);
  };

  return (
    <SectionPage namespace="admin-lottery" section={section} testIdPrefix="lottery-tab-">
      {tab === 'games' && <GamesTab onPeriods={(gameCode) => go({ tab: 'periods', game: gameCode })} />}
      {tab === 'periods' && <PeriodsTab periodId={periodId} onPeriod={(id) => openPeriod(id)} />}
      {tab === 'results' && <ResultsTab onOpenPeriod={(id) => go({ tab: 'periods', period: String(id) })} />}
      {tab === 'import' && <ImportTab />}
    </SectionPage>
  );
}
