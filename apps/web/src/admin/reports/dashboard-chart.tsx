import { useTranslation } from 'react-i18next';
import type { DashboardDay } from '@portal/shared/contracts/reports';
import LineChart, { type ChartColor, type LineSeries } from '../../ui/line-chart';

type Money = NonNullable<DashboardDay['money']>;
type LineSpec = { key: keyof Money; color: ChartColor; dashed?: boolean; bold?: boolean };

const MONEY_LINES: LineSpec[] = [
  { key: 'ggrMinor', color: 'accent', bold: true },
  { key: 'ngrMinor', color: 'gold', bold: true },
  { key: 'depositsMinor', color: 'text' },
  { key: 'withdrawalsMinor', color: 'danger' },
  { key: 'betsMinor', color: 'muted', dashed: true },
  { key: 'winsMinor', color: 'danger', dashed: true },
];

/**
 * The dashboard's 30 days as lines: money in major units for finance (GGR and NGR bold, bets
 * and wins dashed), registrations and first deposits for everyone else. Loaded lazily.
 */
export default function DashboardChart({
  series,
  decimals,
  formatMoney,
}: {
  series: DashboardDay[];
  decimals: number;
  formatMoney: (minor: number) => string;
}) {
  const { t } = useTranslation('admin-reports');
  const withMoney = series.every((day) => day.money !== null);
  const scale = 10 ** decimals;
  const lines: LineSeries[] = withMoney
    ? MONEY_LINES.map(({ key, color, dashed, bold }) => ({
        label: t(`dashboard.lines.${key}`),
        values: series.map((day) => day.money![key] / scale),
        color,
        dashed,
        bold,
      }))
    : [
        { label: t('dashboard.lines.registrations'), values: series.map((day) => day.registrations), color: 'accent' },
        { label: t('dashboard.lines.firstDeposits'), values: series.map((day) => day.firstDeposits), color: 'gold' },
      ];
  return (
    <LineChart
      labels={series.map((day) => day.day.slice(5))}
      rowLabels={series.map((day) => day.day)}
      series={lines}
      caption={t(withMoney ? 'dashboard.chartMoney' : 'dashboard.chartCounts')}
      rowHeader={t('columns.day')}
      formatValue={withMoney ? (value) => formatMoney(Math.round(value * scale)) : String}
      integers={!withMoney}
      className="reports-chart"
      canvasClassName="reports-chart__canvas"
      testId="dashboard-chart"
    />
  );
}
