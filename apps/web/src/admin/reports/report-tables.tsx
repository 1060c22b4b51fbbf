import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  GgrDayRow,
  GgrProductRow,
  PaymentRow,
  StudioRtpRow,
  TopPlayerRow,
} from '@portal/shared/contracts/reports';
import { Button } from '../../ui/button';
import { useDownload } from '../lib/use-download';
import { DataTable, type Column } from '../../ui/data-table';
import { useSortParam } from '../../ui/use-sort-param';
import { StatCard, StatGrid } from '../../ui/stat-card';
import { useMoney } from '../ui/use-money';
import { downloadReport, useReport, type ReportName, type ReportQuery, type ReportRows } from './reports-api';

export const REPORT_TABS = ['ggr-day', 'ggr-product', 'payments', 'winners', 'losers', 'rtp'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** Each tab: the report it reads, what it adds to the range, and the name of its CSV file. */
const TAB_REPORTS: Record<ReportTab, { name: ReportName; extra?: Record<string, string>; file: string }> = {
  'ggr-day': { name: 'ggr-by-day', file: 'ggr-by-day' },
  'ggr-product': { name: 'ggr-by-product', file: 'ggr-by-product' },
  payments: { name: 'payments', file: 'payments' },
  winners: { name: 'top-players', extra: { side: 'winners', limit: '50' }, file: 'top-winners' },
  losers: { name: 'top-players', extra: { side: 'losers', limit: '50' }, file: 'top-losers' },
  rtp: { name: 'studio-rtp', file: 'studio-rtp' },
};

const percent = (bps: number | null) => (bps === null ? '—' : `${(bps / 100).toFixed(2)} %`);

/** A report's plain columns, each sortable by its value: text, a count, money, a rate in basis points. */
function useFigures() {
  const { t } = useTranslation('admin-reports');
  const { format } = useMoney();
  const header = (name: string) => t(`columns.${name}` as 'columns.day');
  return {
    text: <Row,>(key: string, name: string, pick: (row: Row) => string): Column<Row> => ({
      key,
      header: header(name),
      cell: pick,
      sortValue: pick,
    }),
    count: <Row,>(key: string, name: string, pick: (row: Row) => number): Column<Row> => ({
      key,
      header: header(name),
      numeric: true,
      cell: pick,
      sortValue: pick,
    }),
    money: <Row,>(key: string, name: string, pick: (row: Row) => number): Column<Row> => ({
      key,
      header: header(name),
      numeric: true,
      cell: (row) => format(pick(row)),
      sortValue: pick,
    }),
    percent: <Row,>(key: string, name: string, pick: (row: Row) => number | null): Column<Row> => ({
      key,
      header: header(name),
      numeric: true,
      cell: (row) => percent(pick(row)),
      sortValue: pick,
    }),
  };
}

/** A report's table with its CSV button, loading, failure and empty states. */
function ReportTable<Name extends ReportName>({
  tab,
  range,
  columns,
  rowKey,
  summary,
}: {
  tab: ReportTab;
  range: { from: string; to: string };
  columns: Column<ReportRows[Name]>[];
  rowKey: (row: ReportRows[Name]) => string | number;
  summary?: (rows: ReportRows[Name][]) => ReactNode;
}) {
  const { t } = useTranslation('admin-reports');
  const { t: ta } = useTranslation('admin');
  const spec = TAB_REPORTS[tab];
  const query: ReportQuery = { ...range, ...spec.extra };
  const report = useReport(spec.name as Name, query, true);
  const download = useDownload();
  const rows = report.data?.rows;
  const sort = useSortParam();

  const exportCsv = () => download.run(() => downloadReport(spec.name, query, spec.file));

  return (
    <section className="reports-table" data-testid={`report-${tab}`}>
      <div className="reports-table__bar">
        <p className="admin-muted">{t(`tabs.notes.${tab}`)}</p>
        <Button size="sm" onClick={exportCsv} disabled={download.busy} data-testid={`report-${tab}-csv`}>
          {ta('actions.export')}
        </Button>
      </div>
      {download.error && (
        <p className="admin-error" role="alert">
          {download.error}
        </p>
      )}
      {report.isError ? (
        <p className="admin-error" role="alert">
          {report.error.message || ta('failed')}
        </p>
      ) : (
        <>
          {rows && summary?.(rows)}
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            loading={report.isFetching}
            empty={t('empty')}
            testId={`report-${tab}-table`}
            sort={sort}
          />
        </>
      )}
    </section>
  );
}

export function GgrByDayTable({ range }: { range: { from: string; to: string } }) {
  const { t } = useTranslation('admin-reports');
  const figure = useFigures();
  const { format } = useMoney();
  const columns: Column<GgrDayRow>[] = [
    figure.text('day', 'day', (r) => r.day),
    figure.count('bets', 'betCount', (r) => r.betCount),
    figure.money('stakes', 'stakes', (r) => r.betsMinor),
    figure.money('wins', 'wins', (r) => r.winsMinor),
    figure.money('ggr', 'ggr', (r) => r.ggrMinor),
    figure.money('bonuses', 'bonuses', (r) => r.bonusesMinor),
    figure.money('ngr', 'ngr', (r) => r.ngrMinor),
  ];
  const summary = (rows: GgrDayRow[]) => {
    const sum = (pick: (row: GgrDayRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const cards = [
      ['stakes', sum((r) => r.betsMinor)],
      ['wins', sum((r) => r.winsMinor)],
      ['ggr', sum((r) => r.ggrMinor)],
      ['bonuses', sum((r) => r.bonusesMinor)],
      ['ngr', sum((r) => r.ngrMinor)],
    ] as const;
    return (
      <StatGrid data-testid="report-ggr-day-totals">
        {cards.map(([key, value]) => (
          <StatCard key={key} label={t(`columns.${key}`)} value={format(value)} note={t('totals')} />
        ))}
      </StatGrid>
    );
  };
  return (
    <ReportTable<'ggr-by-day'> tab="ggr-day" range={range} columns={columns} rowKey={(r) => r.day} summary={summary} />
  );
}

export function GgrByProductTable({ range }: { range: { from: string; to: string } }) {
  const { t } = useTranslation('admin-reports');
  const figure = useFigures();
  const columns: Column<GgrProductRow>[] = [
    figure.text('day', 'day', (r) => r.day),
    {
      key: 'product',
      header: t('columns.product'),
      sortValue: (r) => r.code,
      cell: (r) => (
        <span className="reports-product">
          <span className="admin-badge">{t(`kinds.${r.kind}`)}</span>
          <strong>{r.code}</strong>
          {r.name && <span className="admin-muted">{r.name}</span>}
        </span>
      ),
    },
    figure.text('category', 'category', (r) => r.category),
    figure.count('bets', 'betCount', (r) => r.betCount),
    figure.money('stakes', 'stakes', (r) => r.betsMinor),
    figure.money('wins', 'wins', (r) => r.winsMinor),
    figure.money('ggr', 'ggr', (r) => r.ggrMinor),
  ];
  return (
    <ReportTable<'ggr-by-product'>
      tab="ggr-product"
      range={range}
      columns={columns}
      rowKey={(r) => `${r.day}:${r.kind}:${r.code}:${r.category}`}
    />
  );
}

export function PaymentsTable({ range }: { range: { from: string; to: string } }) {
  const { t } = useTranslation('admin-reports');
  const figure = useFigures();
  const columns: Column<PaymentRow>[] = [
    figure.text('day', 'day', (r) => r.day),
    {
      key: 'direction',
      header: t('columns.direction'),
      sortValue: (r) => r.direction,
      cell: (r) => (
        <span className={r.direction === 'deposit' ? 'admin-badge admin-badge--good' : 'admin-badge admin-badge--warn'}>
          {t(`directions.${r.direction}`)}
        </span>
      ),
    },
    figure.text('channel', 'channel', (r) => r.channel),
    figure.count('count', 'count', (r) => r.count),
    figure.money('amount', 'amount', (r) => r.amountMinor),
    figure.money('fees', 'fees', (r) => r.feeMinor),
  ];
  return (
    <ReportTable<'payments'>
      tab="payments"
      range={range}
      columns={columns}
      rowKey={(r) => `${r.day}:${r.direction}:${r.channel}`}
    />
  );
}

export function TopPlayersTable({ range, side }: { range: { from: string; to: string }; side: 'winners' | 'losers' }) {
  const { t } = useTranslation('admin-reports');
  const figure = useFigures();
  const columns: Column<TopPlayerRow>[] = [
    {
      key: 'member',
      header: t('columns.member'),
      sortValue: (r) => r.username,
      cell: (r) => <Link to={`/members/${r.memberId}`}>{r.username}</Link>,
    },
    figure.count('bets', 'betCount', (r) => r.betCount),
    figure.money('stakes', 'stakes', (r) => r.betsMinor),
    figure.money('wins', 'wins', (r) => r.winsMinor),
    figure.money('net', 'playerResult', (r) => r.netMinor),
  ];
  return <ReportTable<'top-players'> tab={side} range={range} columns={columns} rowKey={(r) => r.memberId} />;
}

export function StudioRtpTable({ range }: { range: { from: string; to: string } }) {
  const { t } = useTranslation('admin-reports');
  const figure = useFigures();
  const columns: Column<StudioRtpRow>[] = [
    figure.text('game', 'game', (r) => r.game),
    figure.text('variant', 'variant', (r) => r.variant),
    {
      key: 'bet',
      header: t('columns.bet'),
      cell: (r) => (r.bet === 'all' ? t('allBets') : r.bet),
      sortValue: (r) => r.bet,
    },
    figure.count('rounds', 'rounds', (r) => r.rounds),
    figure.money('stakes', 'stakes', (r) => r.stakesMinor),
    figure.money('payouts', 'payouts', (r) => r.payoutsMinor),
    figure.percent('observed', 'observedRtp', (r) => r.observedRtpBps),
    figure.percent('theoretical', 'theoreticalRtp', (r) => r.theoreticalRtpBps),
  ];
  return (
    <ReportTable<'studio-rtp'>
      tab="rtp"
      range={range}
      columns={columns}
      rowKey={(r) => `${r.game}:${r.variant}:${r.bet}`}
    />
  );
}
