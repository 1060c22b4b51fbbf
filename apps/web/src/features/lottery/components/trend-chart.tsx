import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLotteryTrend, type Trend } from '../api/lottery-api';

const WINDOWS = [30, 50, 100] as const;
const BAR_WIDTH = 10;
const GAP = 3;
const HEIGHT = 120;

type Row = Trend['numbers'][number];

/** Bars of one measure (frequency or missing count) per number, scaled to the tallest. */
function Bars({ rows, measure, label }: { rows: Row[]; measure: 'frequency' | 'missing'; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r[measure]));
  const width = rows.length * (BAR_WIDTH + GAP);
  return (
    <svg
      className={`lottery-trend__bars lottery-trend__bars--${measure}`}
      viewBox={`0 0 ${width} ${HEIGHT + 14}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      {rows.map((row, i) => {
        const h = Math.round((row[measure] / max) * HEIGHT);
        const x = i * (BAR_WIDTH + GAP);
        const name = row.position !== null ? `${row.position}:${row.number}` : row.number;
        return (
          <g key={name}>
            <title>{`${name}: ${row[measure]}`}</title>
            <rect x={x} y={HEIGHT - h} width={BAR_WIDTH} height={h} rx={2} />
            <text x={x + BAR_WIDTH / 2} y={HEIGHT + 11} textAnchor="middle">
              {row.number}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The trend over the last N draws: how often each number came, and how long since it last did. */
export function TrendChart({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const [periods, setPeriods] = useState<number>(WINDOWS[1]);
  const trend = useLotteryTrend(gameCode, periods);

  return (
    <div className="lottery-trend" data-testid="lottery-trend">
      <div className="lottery-types" role="radiogroup" aria-label={t('trend.window')}>
        {WINDOWS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={n === periods}
            className="lottery-chip"
            onClick={() => setPeriods(n)}
          >
            {t('trend.last', { n })}
          </button>
        ))}
      </div>
      {trend.isError ? <p className="lottery-error">{trend.error.message}</p> : null}
      {trend.data ? (
        trend.data.numbers.length === 0 ? (
          <p className="lottery-muted">{t('results.empty')}</p>
        ) : (
          <>
            <h4>{t('trend.frequency')}</h4>
            <div className="lottery-trend__scroll">
              <Bars rows={trend.data.numbers} measure="frequency" label={t('trend.frequency')} />
            </div>
            <h4>{t('trend.missing')}</h4>
            <div className="lottery-trend__scroll">
              <Bars rows={trend.data.numbers} measure="missing" label={t('trend.missing')} />
            </div>
          </>
        )
      ) : null}
    </div>
  );
}
