import { useState, type ReactNode } from 'react';
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
import { ApiError } from '../../lib/api-client';
import { DataTable, type Column } from '../ui/data-table';
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
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const rows = report.data?.rows;

  const exportCsv = async () => {
    setExporting(true);
    setExportError('');
    try {
      await downloadReport(spec.name, query, spec.file);
    } catch (error) {
      setExportError(error instanceof ApiError ? error.message : ta('failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="reports-table" data-testid={`report-${tab}`}>
      <div className="reports-table__bar">
        <p className="admin-muted">{t(`tabs.notes.${tab}`)}</p>
        <Button size="sm" onClick={exportCsv} disabled={exporting} data-testid={`report-${tab}-csv`}>
          {ta('actions.export')}
        </Button>
      </div>
      {exportError && (
        <p className="admin-error" role="alert">
          {exportError}
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
          />
        </>
      )}
    </section>
  );
}

export function GgrByDayTable({ range }: { range: { from: string; to: string } }) {
  const { t } = useTranslation('admin-reports');
  const { format } = useMoney();
  const columns: Column<GgrDayRow>[] = [
    { key: 'day', header: t('columns.day'), cell: (r) => r.day },
    { key: 'bets', header: t('columns.betCount'), cell: (r) => r.betCount, numeric: true },
    { key: 'stakes', header: t('columns.stakes'), cell: (r) => format(r.betsMinor), numeric: true },
    { key: 'wins', header: t('columns.wins'), cell: (r) => format(r.winsMinor), numeric: true },
    { key: 'ggr', header: t('columns.ggr'), cell: (r) => format(r.ggrMinor), numeric: true },
    { key: 'bonuses', header: t('columns.bonuses'), cell: (r) => format(r.bonusesMinor), numeric: true },
    { key: 'ngr', header: t('columns.ngr'), cell: (r) => format(r.ngrMinor), numeric: true },
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
  const { format } = useMoney();
  const columns: Column<GgrProductRow>[] = [
    { key: 'day', header: t('columns.day'), cell: (r) => r.day },
    {
      key: 'product',
      header: t('columns.product'),
      cell: (r) => (
        <span className="reports-product">
          <span className="admin-badge">{t(`kinds.${r.kind}`)}</span>
          <strong>{r.code}</strong>
          {r.name && <span className="admin-muted">{r.name}</span>}
        </span>
      ),
    },
    { key: 'category', header: t('columns.category'), cell: (r) => r.category },
    { key: 'bets', header: t('columns.betCount'), cell: (r) => r.betCount, numeric: true },
    { key: 'stakes', header: t('columns.stakes'), cell: (r) => format(r.betsMinor), numeric: true },
    { key: 'wins', header: t('columns.wins'), cell: (r) => format(r.winsMinor), numeric: true },
    { key: 'ggr', header: t('columns.ggr'), cell: (r) => format(r.ggrMinor), numeric: true },
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
  const { format } = useMoney();
  const columns: Column<PaymentRow>[] = [
    { key: 'day', header: t('columns.day'), cell: (r) => r.day },
    {
      key: 'direction',
      header: t('columns.direction'),
      cell: (r) => (
        <span className={r.direction === 'deposit' ? 'admin-badge admin-badge--good' : 'admin-badge admin-badge--warn'}>
          {t(`directions.${r.direction}`)}
        </span>
      ),
    },
    { key: 'channel', header: t('columns.channel'), cell: (r) => r.channel },
    { key: 'count', header: t('columns.count'), cell: (r) => r.count, numeric: true },
    { key: 'amount', header: t('columns.amount'), cell: (r) => format(r.amountMinor), numeric: true },
    { key: 'fees', header: t('columns.fees'), cell: (r) => format(r.feeMinor), numeric: true },
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
  const { format } = useMoney();
  const columns: Column<TopPlayerRow>[] = [
    {
      key: 'member',
      header: t('columns.member'),
      cell: (r) => <Link to={`/members/${r.memberId}`}>{r.username}</Link>,
    },
    { key: 'bets', header: t('columns.betCount'), cell: (r) => r.betCount, numeric: true },
    { key: 'stakes', header: t('columns.stakes'), cell: (r) => format(r.betsMinor), numeric: true },
    { key: 'wins', header: t('columns.wins'), cell: (r) => format(r.winsMinor), numeric: true },
    { key: 'net', header: t('columns.playerResult'), cell: (r) => format(r.netMinor), numeric: true },
  ];
  return <ReportTable<'top-players'> tab={side} range={range} columns={columns} rowKey={(r) => r.memberId} />;
}

export function StudioRtpTable({ range }: { range: { from: string; to: string } }) {
  const { t } = useTranslation('admin-reports');
  const { format } = useMoney();
  const columns: Column<StudioRtpRow>[] = [
    { key: 'game', header: t('columns.game'), cell: (r) => r.game },
    { key: 'variant', header: t('columns.variant'), cell: (r) => r.variant },
    { key: 'bet', header: t('columns.bet'), cell: (r) => (r.bet === 'all' ? t('allBets') : r.bet) },
    { key: 'rounds', header: t('columns.rounds'), cell: (r) => r.rounds, numeric: true },
    { key: 'stakes', header: t('columns.stakes'), cell: (r) => format(r.stakesMinor), numeric: true },
    { key: 'payouts', header: t('columns.payouts'), cell: (r) => format(r.payoutsMinor), numeric: true },
    { key: 'observed', header: t('columns.observedRtp'), cell: (r) => percent(r.observedRtpBps), numeric: true },
    {
      key: 'theoretical',
      header: t('columns.theoreticalRtp'),
      cell: (r) => percent(r.theoreticalRtpBps),
      numeric: true,
    },
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
