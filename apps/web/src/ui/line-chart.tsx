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
import { useChartPalette, type ChartColor } from './chart-palette';
import { Line } from 'react-chartjs-2';
import './line-chart.css';

// Only what a line chart with a legend and a tooltip uses: the rest of Chart.js stays out of the bundle.
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export type { ChartColor };

/** One line: its label in the legend, a value per x label, a theme colour; dashed or bold to tell lines apart. */
export interface LineSeries {
  label: string;
  values: number[];
  color: ChartColor;
  dashed?: boolean;
  bold?: boolean;
}

export interface LineChartProps {
  /** The x axis labels (short), one per value. */
  labels: string[];
  /** The row headers of the screen reader's table (full, e.g. the whole date); the labels when absent. */
  rowLabels?: string[];
  series: LineSeries[];
  /** What the chart shows: the canvas's accessible name and the table's caption. */
  caption: string;
  /** The table's first column header (e.g. "Day"). */
  rowHeader: string;
  /** A value as the tooltip shows it; the number itself when absent. */
  formatValue?(value: number): string;
  /** Counts: the y axis shows whole numbers only. */
  integers?: boolean;
  className?: string;
  canvasClassName?: string;
  testId?: string;
}

/**
 * A Chart.js line chart in the theme's colours, with the figures in a table for screen readers
 * (the canvas itself is a picture). Import it lazily: Chart.js is a chunk of its own.
 */
export default function LineChart({
  labels,
  rowLabels = labels,
  series,
  caption,
  rowHeader,
  formatValue = String,
  integers = false,
  className = 'line-chart',
  canvasClassName = 'line-chart__canvas',
  testId,
}: LineChartProps) {
  const palette = useChartPalette();
  const datasets = series.map(
    ({ label, values, color, dashed, bold }) =>
      ({
        label,
        data: values,
        borderColor: palette[color],
        backgroundColor: palette[color],
        borderWidth: bold ? 2.5 : 1.5,
        borderDash: dashed ? [5, 4] : undefined,
        pointRadius: 0,
        pointHoverRadius: 4,
        tension: 0,
      }) satisfies ChartDataset<'line'>,
  );
  const tick = { color: palette.muted, font: { family: palette.font, size: 11 } };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { ...tick, maxRotation: 0, autoSkipPadding: 10 }, grid: { display: false } },
      y: { ticks: { ...tick, precision: integers ? 0 : undefined }, grid: { color: palette.grid } },
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
        callbacks: { label: (item) => `${item.dataset.label}: ${formatValue(item.parsed.y ?? 0)}` },
      },
    },
  };
  return (
    <figure className={className} data-testid={testId}>
      <div className={canvasClassName}>
        <Line data={{ labels, datasets }} options={options} role="img" aria-label={caption} />
      </div>
      {/* The figures for screen readers. A table ignores a 1 px width, so a box around it does the hiding. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowLabels.map((row, i) => (
              <tr key={row}>
                <th scope="row">{row}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
