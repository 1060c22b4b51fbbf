import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useLotteryTrend } from '../api/lottery-api';
import { trendGroups, trendMinWidth, type TrendGroup, type TrendMeasure } from '../lib/trend';
import { useChartPalette, type ChartColor, type ChartPalette } from '../../../ui/chart-palette';
import { LotteryChips } from './lottery-chips';

// Only what a bar chart with a tooltip uses: the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const WINDOWS = [30, 50, 100] as const;
const MEASURES: TrendMeasure[] = ['frequency', 'missing'];
const CHART_HEIGHT = 200;

/** Each measure's bars in a theme colour. */
const BAR_COLOR: Record<TrendMeasure, ChartColor> = { frequency: 'accent', missing: 'gold' };

function GroupChart({
  group,
  measure,
  periods,
  palette,
}: {
  group: TrendGroup;
  measure: TrendMeasure;
  periods: number;
  palette: ChartPalette;
}) {
  const { t } = useTranslation('lottery');
  const measureText = t(measure === 'frequency' ? 'trend.frequency' : 'trend.missing');
  const valueText = t(measure === 'frequency' ? 'trend.times' : 'trend.since');
  const ball = group.position !== null ? t('trend.ball', { n: group.position }) : null;
  const label = ball
    ? t('trend.chartBall', { measure: measureText, ball, n: periods })
    : t('trend.chart', { measure: measureText, n: periods });
  const tick = { color: palette.muted, font: { family: palette.font, size: 11 } };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: {
        ticks: { ...tick, maxRotation: 0, autoSkipPadding: 6 },
        grid: { display: false },
        border: { color: palette.grid },
      },
      y: {
        beginAtZero: true,
        ticks: { ...tick, precision: 0 },
        grid: { color: palette.grid },
        border: { display: false },
      },
    },
    plugins: {
      tooltip: {
        backgroundColor: palette.surface,
        titleColor: palette.text,
        bodyColor: palette.text,
        borderColor: palette.grid,
        borderWidth: 1,
        displayColors: false,
        titleFont: { family: palette.font },
        bodyFont: { family: palette.font },
        callbacks: {
          title: (items) => `${t('trend.number')} ${items[0]?.label ?? ''}${ball ? ` · ${ball}` : ''}`,
          label: (item) => `${valueText}: ${item.parsed.y}`,
        },
      },
    },
  };
  const data = {
    labels: group.rows.map((r) => r.number),
    datasets: [
      {
        label: valueText,
        data: group.rows.map((r) => r[measure]),
        backgroundColor: palette[BAR_COLOR[measure]],
        borderRadius: 2,
        categoryPercentage: 0.9,
        barPercentage: 0.85,
      },
    ],
  };
  return (
    <figure className="lottery-trend__figure" data-position={group.position ?? undefined}>
      {ball ? <figcaption className="lottery-trend__ball">{ball}</figcaption> : null}
      <div className="lottery-trend__scroll">
        <div
          className="lottery-trend__canvas"
          style={{ minWidth: trendMinWidth(group.rows.length), height: CHART_HEIGHT }}
        >
          <Bar data={data} options={options} role="img" aria-label={label} data-testid="lottery-trend-chart" />
        </div>
      </div>
      {/* The numbers for screen readers: the canvas itself is a picture. */}
      <table className="visually-hidden">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trend.number')}</th>
            <th scope="col">{valueText}</th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map((r) => (
            <tr key={r.number}>
              <th scope="row">{r.number}</th>
              <td>{r[measure]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The trend over the last N draws: how often each number came, or how long since it last did, as
 * Chart.js bars (one chart per ball for the 5-ball game). Loaded lazily with the trend tab.
 */
export default function TrendChart({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const [periods, setPeriods] = useState<(typeof WINDOWS)[number]>(WINDOWS[1]);
  const [measure, setMeasure] = useState<TrendMeasure>('frequency');
  const trend = useLotteryTrend(gameCode, periods);
  const palette = useChartPalette();

  return (
    <div className="lottery-trend" data-testid="lottery-trend" data-measure={measure}>
      <div className="lottery-trend__controls">
        <LotteryChips
          label={t('trend.window')}
          options={WINDOWS}
          value={periods}
          onChange={setPeriods}
          text={(n) => t('trend.last', { n })}
        />
        <LotteryChips
          label={t('trend.measure')}
          options={MEASURES}
          value={measure}
          onChange={setMeasure}
          text={(m) => t(m === 'frequency' ? 'trend.times' : 'trend.since')}
          testId={(m) => `trend-measure-${m}`}
        />
      </div>
      {trend.isError ? <p className="lottery-error">{trend.error.message}</p> : null}
      {trend.data ? (
        trend.data.numbers.length === 0 ? (
          <p className="lottery-muted">{t('results.empty')}</p>
        ) : (
          <>
            <h4>{t(measure === 'frequency' ? 'trend.frequency' : 'trend.missing')}</h4>
            {trendGroups(trend.data.numbers).map((group) => (
              <GroupChart
                key={group.position ?? 'all'}
                group={group}
                measure={measure}
                periods={trend.data.periods}
                palette={palette}
              />
            ))}
          </>
        )
      ) : null}
    </div>
  );
}
