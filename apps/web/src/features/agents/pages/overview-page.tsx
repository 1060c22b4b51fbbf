import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverview, TeamRange } from '@portal/shared/contracts/agents';
import { TEAM_RANGES } from '@portal/shared/constants';
import { EmptyState } from '../../../ui/empty-state';
import { ChartIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useTeamOverview } from '../api/team-overview';
import { LoadState } from '../../../ui/load-state';
import { ShareCard, type AgentShare } from '../components/share-card';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { countText, signOf, utcDateText } from '../lib/format';
import { ChipGroup } from '../../../ui/chip-group';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

// Chart.js is a chunk of its own, fetched when the overview first draws.
const LineChart = lazy(() => import('../../../ui/line-chart'));

/** The overview's figures in their order: a count of members or an amount, and the card's test id. */
const FIGURES: readonly { key: keyof TeamOverview['figures']; kind: 'count' | 'money'; testId: string }[] = [
  { key: 'members', kind: 'count', testId: 'agent-stat-members' },
  { key: 'newMembers', kind: 'count', testId: 'agent-stat-new' },
  { key: 'activeMembers', kind: 'count', testId: 'agent-stat-active' },
  { key: 'deposits', kind: 'money', testId: 'agent-stat-deposits' },
  { key: 'bets', kind: 'money', testId: 'agent-stat-bets' },
  { key: 'validBets', kind: 'money', testId: 'agent-stat-valid' },
  { key: 'profitLoss', kind: 'money', testId: 'agent-stat-pl' },
];

/**
 * Team overview (agentTeamOverview): the team's members, new and active members, deposits, bets,
 * valid bets and result for today, yesterday or this month, the month's days as two charts, and
 * the affiliate link with its QR code.
 */
export function OverviewPage({ token, share }: { token: string | null; share: AgentShare | null }) {
  const { t, i18n } = useTranslation('agents');
  const [range, setRange] = useState<TeamRange>('today');
  const query = useTeamOverview(token, range);
  const { major: money } = useMoneyFormat();
  const count = (n: number) => countText(n, i18n.language);
  return (
    <div className="agent-page" data-testid="agent-overview">
      <ChipGroup
        label={t('overview.range')}
        options={TEAM_RANGES}
        value={range}
        onChange={setRange}
        text={(r) => t(`overview.ranges.${r}`)}
        testId={(r) => `agent-overview-range-${r}`}
      />
      <LoadState query={query}>
        {(data) => (
          <>
            <p className="agent-muted" data-testid="agent-overview-period">
              {t('overview.period', {
                from: utcDateText(data.from, i18n.language),
                // `to` is the first moment after the range.
                to: utcDateText(new Date(new Date(data.to).getTime() - 1).toISOString(), i18n.language),
              })}
            </p>
            <StatGrid aria-busy={query.isFetching}>
              {FIGURES.map(({ key, kind, testId }) => (
                <StatCard
                  key={key}
                  label={t(`overview.${key}`)}
                  value={kind === 'money' ? money(data.figures[key]) : count(data.figures[key])}
                  sign={key === 'profitLoss' ? signOf(data.figures.profitLoss) : undefined}
                  note={key === 'profitLoss' ? t('overview.profitLossHint') : undefined}
                  testId={testId}
                />
              ))}
            </StatGrid>
            <TeamCharts overview={data} />
          </>
        )}
      </LoadState>
      <ShareCard share={share} />
    </div>
  );
}

/** The month's days: money (deposits, valid bets, result) and people (new and active members). */
function TeamCharts({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('agents');
  const { major: money } = useMoneyFormat();
  const days = overview.days;
  const quiet = days.every((d) => !d.deposits && !d.bets && !d.newMembers && !d.activeMembers && !d.profitLoss);
  if (days.length === 0 || quiet) {
    return (
      <section className="agent-card surface-card">
        <h4 className="agent-card__title">{t('overview.chartsTitle')}</h4>
        <EmptyState
          icon={<ChartIcon size={36} />}
          title={t('overview.noDays')}
          description={t('overview.noDaysHint')}
        />
      </section>
    );
  }
  const labels = days.map((d) => d.day.slice(8));
  const rowLabels = days.map((d) => d.day);
  const fallback = (
    <div className="agent-state">
      <Spinner size={24} label={t('loading')} />
    </div>
  );
  return (
    <div className="agent-charts">
      <section className="agent-card surface-card">
        <h4 className="agent-card__title">{t('overview.moneyChart')}</h4>
        <Suspense fallback={fallback}>
          <LineChart
            labels={labels}
            rowLabels={rowLabels}
            caption={t('overview.moneyChart')}
            rowHeader={t('columns.day')}
            formatValue={money}
            testId="agent-chart-money"
            series={[
              { label: t('overview.validBets'), values: days.map((d) => d.validBets), color: 'accent', bold: true },
              { label: t('overview.deposits'), values: days.map((d) => d.deposits), color: 'gold' },
              { label: t('overview.profitLoss'), values: days.map((d) => d.profitLoss), color: 'danger', dashed: true },
            ]}
          />
        </Suspense>
      </section>
      <section className="agent-card surface-card">
        <h4 className="agent-card__title">{t('overview.peopleChart')}</h4>
        <Suspense fallback={fallback}>
          <LineChart
            labels={labels}
            rowLabels={rowLabels}
            caption={t('overview.peopleChart')}
            rowHeader={t('columns.day')}
            integers
            testId="agent-chart-people"
            series={[
              {
                label: t('overview.activeMembers'),
                values: days.map((d) => d.activeMembers),
                color: 'accent',
                bold: true,
              },
              { label: t('overview.newMembers'), values: days.map((d) => d.newMembers), color: 'gold' },
            ]}
          />
        </Suspense>
      </section>
    </div>
  );
}
