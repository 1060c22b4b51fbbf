import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardTotals } from '@portal/shared/contracts/reports';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PageHeader } from '../ui/page-header';
import { StatCard, StatGrid } from '../../ui/stat-card';
import { useMoney } from '../ui/use-money';
import { queuesFor } from './dashboard-queues';
import { useDashboard } from './reports-api';
import './reports.css';

const DashboardChart = lazy(() => import('./dashboard-chart'));

function MoneyCards({ totals }: { totals: DashboardTotals }) {
  const { t } = useTranslation('admin-reports');
  const { format } = useMoney();
  const money = totals.money;
  if (!money) return null;
  const cards = [
    { key: 'deposits', value: money.depositsMinor, note: t('dashboard.notes.paid', { count: money.depositCount }) },
    {
      key: 'withdrawals',
      value: money.withdrawalsMinor,
      note: t('dashboard.notes.approved', { count: money.withdrawalCount }),
    },
    { key: 'bets', value: money.betsMinor, note: t('dashboard.notes.bets', { count: money.betCount }) },
    { key: 'wins', value: money.winsMinor },
    { key: 'ggr', value: money.ggrMinor, note: t('dashboard.notes.ggr') },
    { key: 'bonuses', value: money.bonusesMinor, note: t('dashboard.notes.bonuses') },
    { key: 'ngr', value: money.ngrMinor, note: t('dashboard.notes.ngr') },
  ];
  return (
    <>
      {cards.map((card) => (
        <StatCard
          key={card.key}
          label={t(`dashboard.stats.${card.key}`)}
          value={<span data-testid={`dashboard-value-${card.key}`}>{format(card.value)}</span>}
          note={card.note}
          testId={`dashboard-stat-${card.key}`}
        />
      ))}
    </>
  );
}

/** The brand at a glance: the period's figures, 30 days as lines, and what waits in the queues. */
export default function DashboardPage() {
  const { t } = useTranslation('admin-reports');
  const { t: ta } = useTranslation('admin');
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const dashboard = useDashboard();
  const money = useMoney();
  const data = dashboard.data;
  const totals = data?.periods[period];
  const queues = data ? queuesFor(data.pending) : [];

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={data ? t('dashboard.subtitle', { day: data.today, currency: data.currency }) : undefined}
        actions={
          <div className="admin-tabs reports-periods" role="tablist" aria-label={t('dashboard.period')}>
            {DASHBOARD_PERIODS.map((p) => (
              <button
                key={p}
                type="button"
                role="tab"
                aria-selected={p === period}
                onClick={() => setPeriod(p)}
                data-testid={`dashboard-period-${p}`}
              >
                {t(`dashboard.periods.${p}`)}
              </button>
            ))}
          </div>
        }
      />
      {dashboard.isPending ? (
        <div className="reports-state">
          <Spinner />
        </div>
      ) : dashboard.isError || !data || !totals ? (
        <div className="admin-card reports-state" role="alert">
          <p className="admin-error">{dashboard.error?.message || ta('failed')}</p>
          <Button size="sm" onClick={() => void dashboard.refetch()}>
            {ta('actions.refresh')}
          </Button>
        </div>
      ) : (
        <>
          <p className="admin-muted reports-range" data-testid="dashboard-range">
            {totals.from === totals.to
              ? t('dashboard.rangeDay', { day: totals.from })
              : t('dashboard.range', { from: totals.from, to: totals.to })}
          </p>
          <StatGrid data-testid="dashboard-stats" data-period={period}>
            <MoneyCards totals={totals} />
            <StatCard
              label={t('dashboard.stats.active')}
              value={<span data-testid="dashboard-value-active">{totals.activePlayers}</span>}
              note={t('dashboard.notes.active')}
              testId="dashboard-stat-active"
            />
            <StatCard
              label={t('dashboard.stats.registrations')}
              value={<span data-testid="dashboard-value-registrations">{totals.registrations}</span>}
              testId="dashboard-stat-registrations"
            />
            <StatCard
              label={t('dashboard.stats.firstDeposits')}
              value={<span data-testid="dashboard-value-first-deposits">{totals.firstDeposits}</span>}
              note={totals.money ? money.format(totals.money.firstDepositsMinor) : undefined}
              testId="dashboard-stat-first-deposits"
            />
          </StatGrid>
          {!totals.money && <p className="admin-muted">{t('dashboard.moneyHidden')}</p>}
          <div className="reports-dashboard">
            <section className="admin-card reports-dashboard__chart">
              <h2>{t('dashboard.chartTitle')}</h2>
              <Suspense
                fallback={
                  <div className="reports-chart reports-state">
                    <Spinner />
                  </div>
                }
              >
                <DashboardChart series={data.series} decimals={money.decimals} formatMoney={money.format} />
              </Suspense>
            </section>
            <section className="admin-card" data-testid="dashboard-queues">
              <h2>{t('dashboard.queues.title')}</h2>
              {queues.length === 0 ? (
                <p className="admin-muted">{t('dashboard.queues.none')}</p>
              ) : (
                <ul className="reports-queues">
                  {queues.map((queue) => (
                    <li key={queue.key} data-testid={`dashboard-queue-${queue.key}`}>
                      <Link to={queue.path} className="reports-queues__link">
                        {t(`dashboard.queues.${queue.key}`)}
                      </Link>
                      <span className={queue.count > 0 ? 'admin-badge admin-badge--warn' : 'admin-badge'}>
                        {queue.count}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </>
  );
}
