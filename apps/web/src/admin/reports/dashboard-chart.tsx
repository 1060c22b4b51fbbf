import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartDataset,
  type ChartOptions,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { DashboardDay } from '@portal/shared/contracts/reports';

// Only what a line chart with a legend and a tooltip uses: the rest of Chart.js stays out of the bundle.
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

type Money = NonNullable<DashboardDay['money']>;
type LineSpec = { key: keyof Money; color: keyof Palette; dashed?: boolean; bold?: boolean };

const MONEY_LINES: LineSpec[] = [
  { key: 'ggrMinor', color: 'accent', bold: true },
  { key: 'ngrMinor', color: 'gold', bold: true },
  { key: 'depositsMinor', color: 'text' },
  { key: 'withdrawalsMinor', color: 'danger' },
  { key: 'betsMinor', color: 'muted', dashed: true },
  { key: 'winsMinor', color: 'danger', dashed: true },
];

interface Palette {
  accent: string;
  gold: string;
  danger: string;
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
}

/** The theme's colours (CSS variables), read again whenever the theme switches. */
function usePalette(): Palette {
  const read = (): Palette => {
    const root = getComputedStyle(document.documentElement);
    const css = (name: string) => root.getPropertyValue(name).trim();
    return {
      accent: css('--accent'),
      gold: css('--gold'),
      danger: css('--danger'),
      text: css('--text'),
      muted: css('--text-muted'),
      grid: css('--border'),
      surface: css('--bg-elevated'),
      font: getComputedStyle(document.body).fontFamily,
    };
  };
  const [palette, setPalette] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setPalette(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return palette;
}

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
  const palette = usePalette();
  const withMoney = series.every((day) => day.money !== null);
  const scale = 10 ** decimals;
  const line = (label: string, values: number[], color: string, dashed = false, bold = false) =>
    ({
      label,
      data: values,
      borderColor: color,
      backgroundColor: color,
      borderWidth: bold ? 2.5 : 1.5,
      borderDash: dashed ? [5, 4] : undefined,
      pointRadius: 0,
      pointHoverRadius: 4,
      tension: 0,
    }) satisfies ChartDataset<'line'>;
  const datasets = withMoney
    ? MONEY_LINES.map(({ key, color, dashed, bold }) =>
        line(
          t(`dashboard.lines.${key}`),
          series.map((day) => day.money![key] / scale),
          palette[color],
          dashed,
          bold,
        ),
      )
    : [
        line(
          t('dashboard.lines.registrations'),
          series.map((day) => day.registrations),
          palette.accent,
        ),
        line(
          t('dashboard.lines.firstDeposits'),
          series.map((day) => day.firstDeposits),
          palette.gold,
        ),
      ];
  const tick = { color: palette.muted, font: { family: palette.font, size: 11 } };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { ...tick, maxRotation: 0, autoSkipPadding: 10 }, grid: { display: false } },
      y: { ticks: { ...tick, precision: withMoney ? undefined : 0 }, grid: { color: palette.grid } },
    },
    plugins: {
      legend: {
        position: 'bottom',
        labels: { color: palette.text, boxWidth: 14, boxHeight: 2, font: { family: palette.font, size: 12 } },
      },
      tooltip: {
        backgroundColor: palette.surface,
        titleColor: palette.text,
        bodyColor: palette.text,
        borderColor: palette.grid,
        borderWidth: 1,
        callbacks: {
          label: (item) =>
            `${item.dataset.label}: ${withMoney ? formatMoney(Math.round(item.parsed.y! * scale)) : item.parsed.y}`,
        },
      },
    },
  };
  const label = t(withMoney ? 'dashboard.chartMoney' : 'dashboard.chartCounts');
  return (
    <figure className="reports-chart" data-testid="dashboard-chart">
      <div className="reports-chart__canvas">
        <Line
          data={{ labels: series.map((day) => day.day.slice(5)), datasets }}
          options={options}
          role="img"
          aria-label={label}
        />
      </div>
      {/* The figures for screen readers: the canvas itself is a picture. A table ignores a 1 px
          width, so a box around it does the hiding. */}
      <div className="visually-hidden">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.day')}</th>
              {datasets.map((d) => (
                <th key={d.label} scope="col">
                  {d.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((day, i) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {datasets.map((d) => (
                  <td key={d.label}>{d.data[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
