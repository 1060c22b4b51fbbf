import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_TIME_ZONE } from '@portal/shared/contracts/reports';
import { Tabs } from '../../ui/tab-list';
import { PageHeader } from '../ui/page-header';
import { tabItems } from '../ui/section-tabs';
import { RangePicker } from './range-picker';
import { presetRange, rangeProblem, utcDay, type DayRange } from './report-range';
import {
  GgrByDayTable,
  GgrByProductTable,
  PaymentsTable,
  REPORT_TABS,
  StudioRtpTable,
  TopPlayersTable,
  type ReportTab,
} from './report-tables';
import './reports.css';

const isTab = (value: string | null): value is ReportTab => (REPORT_TABS as readonly string[]).includes(value ?? '');

/** Finance's reports: one tab each, over a range of UTC days kept in the address bar. */
export default function ReportsPage() {
  const { t } = useTranslation('admin-reports');
  const [params, setParams] = useSearchParams();
  const today = utcDay(new Date());
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range: DayRange = rangeProblem(asked) ? presetRange('last30', today) : asked;
  const tabParam = params.get('tab');
  const tab: ReportTab = isTab(tabParam) ? tabParam : 'ggr-day';

  // Each tab has its own columns: another tab starts in its own order, another range keeps the order.
  const go = (next: { tab?: ReportTab; range?: DayRange }) => {
    const r = next.range ?? range;
    const out: Record<string, string> = { tab: next.tab ?? tab, from: r.from, to: r.to };
    const sort = params.get('sort');
    if (sort && out.tab === tab) out.sort = sort;
    setParams(out);
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle', { zone: REPORT_TIME_ZONE })} />
      <RangePicker value={range} today={today} onChange={(r) => go({ range: r })} />
      <Tabs
        className="admin-tabs"
        label={t('title')}
        items={tabItems(REPORT_TABS, t, 'reports-tab-')}
        selected={tab}
        onSelect={(name) => go({ tab: name })}
      >
        {tab === 'ggr-day' && <GgrByDayTable range={range} />}
        {tab === 'ggr-product' && <GgrByProductTable range={range} />}
        {tab === 'payments' && <PaymentsTable range={range} />}
        {tab === 'winners' && <TopPlayersTable range={range} side="winners" />}
        {tab === 'losers' && <TopPlayersTable range={range} side="losers" />}
        {tab === 'rtp' && <StudioRtpTable range={range} />}
      </Tabs>
    </>
  );
}
