import { useTranslation } from 'react-i18next';
import { PERIOD_STATUSES } from '@portal/shared/contracts/lottery-admin';
import { Button } from '../../ui/button';
import { adminDownload } from '../lib/admin-api';
import { DataTable, type Column } from '../../ui/data-table';
import { Pager } from '../ui/list-pager';
import { useQueueParams } from '../ui/queue-params';
import { formatVnTime, useGames, usePeriods, type ConsolePeriod, type PeriodStatus } from './lottery-api';
import { PeriodPanel } from './period-panel';
import { StatusBadge } from './status-badge';
import { useDeskCall } from './use-desk-call';
import { SelectFilter, withAll } from '../ui/select-filter';
import { ActionStatus } from '../ui/action-status';

const PAGE_SIZE = 20;

/** A period's result in one short line: the special prize, or the balls of keno and 5D. */
const resultLine = (result: ConsolePeriod['result']) =>
  !result ? '—' : result.special ? result.special.join(' ') : (result.balls ?? []).join(' ');

const isStatus = (value: string): value is PeriodStatus => (PERIOD_STATUSES as readonly string[]).includes(value);

/**
 * Every game's periods with filters, paging and CSV; a period opens in its panel. The filters
 * and the page live in the address (`game`, `status`, `issue`, `page`), so a view can be linked to.
 */
export function PeriodsTab({
  periodId,
  onPeriod,
}: {
  periodId: number | null;
  onPeriod: (periodId: number | null) => void;
}) {
  const { t, i18n } = useTranslation('admin-lottery');
  const games = useGames();
  const queue = useQueueParams({ game: '', status: '', issue: '' });
  const { game: gameCode, issue } = queue.values;
  const status = isStatus(queue.values.status) ? queue.values.status : '';
  const page = queue.page;
  const { error, run } = useDeskCall();
  const filters = {
    ...(gameCode ? { gameCode } : {}),
    ...(status ? { status } : {}),
    ...(/^[0-9A-Z-]{1,40}$/.test(issue.trim()) ? { issue: issue.trim() } : {}),
  };
  const periods = usePeriods({ ...filters, page, pageSize: PAGE_SIZE });

  const download = () =>
    run(() => adminDownload('/admin/api/lottery/periods', { ...filters, format: 'csv' }, 'lottery-periods.csv'));

  const columns: Column<ConsolePeriod>[] = [
    {
      key: 'issue',
      header: t('periods.issue'),
      cell: (p) => (
        <button
          type="button"
          className="lottery-link"
          onClick={(e) => {
            e.stopPropagation();
            onPeriod(p.periodId);
          }}
          data-testid="period-open"
          data-period-id={p.periodId}
        >
          {p.issue}
        </button>
      ),
    },
    { key: 'game', header: t('periods.game'), cell: (p) => p.gameCode },
    { key: 'station', header: t('periods.station'), cell: (p) => p.stationName ?? '—' },
    { key: 'status', header: t('admin:fields.status'), cell: (p) => <StatusBadge status={p.status} /> },
    { key: 'draw', header: t('periods.drawAt'), cell: (p) => formatVnTime(p.drawAt, i18n.language) },
    {
      key: 'result',
      header: t('periods.result'),
      cell: (p) => <span className="lottery-mono">{resultLine(p.result)}</span>,
    },
    { key: 'round', header: t('periods.round'), numeric: true, cell: (p) => p.round },
  ];

  return (
    <div className="lottery-tab" data-testid="lottery-periods">
      {periodId !== null && <PeriodPanel key={periodId} periodId={periodId} onClose={() => onPeriod(null)} />}
      <div className="admin-filters">
        <SelectFilter
          label={t('periods.game')}
          value={gameCode}
          options={[
            { value: '', label: t('admin:fields.all') },
            ...(games.data ?? []).map((g) => ({ value: g.gameCode, label: `${g.name} (${g.gameCode})` })),
          ]}
          onChange={(game) => queue.setFilters({ game })}
          testId="periods-game"
        />
        <SelectFilter
          label={t('admin:fields.status')}
          value={status}
          options={withAll(t('admin:fields.all'), PERIOD_STATUSES, (s) => t(`statuses.${s}`))}
          onChange={(picked) => queue.setFilters({ status: picked })}
          testId="periods-status"
        />
        <label className="admin-field">
          <span>{t('periods.issue')}</span>
          <input
            value={issue}
            placeholder={t('periods.issueHint')}
            onChange={(e) => queue.setFilters({ issue: e.target.value.toUpperCase() })}
            data-testid="periods-issue"
          />
        </label>
        <Button onClick={() => void download()} data-testid="periods-export">
          {t('admin:actions.export')}
        </Button>
      </div>
      <p className="admin-muted">{t('periods.timeZone')}</p>
      <ActionStatus error={error || periods.error?.message} />
      <DataTable
        columns={columns}
        rows={periods.data?.items}
        rowKey={(p) => p.periodId}
        loading={periods.isLoading}
        empty={t('periods.empty')}
        onRowClick={(p) => onPeriod(p.periodId)}
        testId="periods-table"
      />
      {periods.data && <Pager page={page} pageSize={PAGE_SIZE} total={periods.data.total} onPage={queue.setPage} />}
    </div>
  );
}
