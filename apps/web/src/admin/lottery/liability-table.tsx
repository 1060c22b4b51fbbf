import { useTranslation } from 'react-i18next';
import { useListParams } from '../../lib/use-list-params';
import { Button } from '../../ui/button';
import { adminDownload } from '../lib/admin-api';
import { DataTable, type Column } from '../../ui/data-table';
import { Pager } from '../ui/list-pager';
import { StatCard, StatGrid } from '../../ui/stat-card';
import { useLiability, useMajorMoney, type Liability } from './lottery-api';
import { useDeskCall } from './use-desk-call';
import { SelectFilter, withAll } from '../ui/select-filter';
import { ActionStatus } from '../ui/action-status';

/** Outcome kinds by the fact key's prefix, as the bet menu names them. */
const KINDS = ['L2', 'L3', 'DE', 'DD', 'DAU', 'DUOI', 'C3', 'K', 'KS', 'P1', 'P2', 'P3', 'P4', 'P5', 'S'] as const;
const PAGE_SIZE = 20;
/** A share of the limit from which an outcome is flagged. */
const NEAR_LIMIT = 0.8;

type Row = Liability['items'][number];

/** The address parameters' prefix: the periods' list beside it keeps `page` (`liabilityPage`, `liabilityKind`). */
export const LIABILITY_PARAMS = 'liability';

/**
 * What the house would owe on each outcome of a period, largest first, against the game's limit.
 * Its kind and page live in the address under their own names, apart from the periods' list.
 */
export function LiabilityTable({ periodId }: { periodId: number }) {
  const { t } = useTranslation('admin-lottery');
  const money = useMajorMoney();
  const [list, setList] = useListParams<{ page: number; kind?: string }>({ page: 1 }, ['kind'], LIABILITY_PARAMS);
  const { page, kind = '' } = list;
  const { error, run } = useDeskCall();
  const query = { ...(kind ? { kind } : {}), page, pageSize: PAGE_SIZE };
  const liability = useLiability(periodId, query);
  const data = liability.data;

  const download = () =>
    run(() =>
      adminDownload(
        `/admin/api/lottery/periods/${periodId}/liability`,
        { ...(kind ? { kind } : {}), format: 'csv' },
        `lottery-liability-${periodId}.csv`,
      ),
    );

  const columns: Column<Row>[] = [
    {
      key: 'outcome',
      header: t('liability.outcome'),
      cell: (r) => (
        <span>
          <span className="admin-muted">{t(`outcomeKinds.${r.kind}`, { defaultValue: r.kind })}</span>{' '}
          <strong>{r.pick}</strong>
        </span>
      ),
    },
    { key: 'amount', header: t('liability.amount'), numeric: true, cell: (r) => money.major(r.amount) },
    {
      key: 'share',
      header: t('liability.share'),
      cell: (r) => (
        <span className="lottery-share" data-near={r.share >= NEAR_LIMIT ? 'true' : undefined}>
          <span className="lottery-share__bar">
            <span style={{ width: `${Math.round(r.share * 100)}%` }} />
          </span>
          {(r.share * 100).toFixed(1)}%
        </span>
      ),
    },
  ];

  return (
    <section className="admin-card" data-testid="liability">
      <div className="lottery-card-head">
        <h2>{t('liability.title')}</h2>
        <Button size="sm" onClick={() => void download()} data-testid="liability-export">
          {t('admin:actions.export')}
        </Button>
      </div>
      {data && (
        <StatGrid>
          <StatCard label={t('liability.limit')} value={money.major(data.limit)} testId="liability-limit" />
          <StatCard label={t('liability.highest')} value={money.major(data.highest)} testId="liability-highest" />
          <StatCard label={t('liability.outcomes')} value={data.outcomes} />
        </StatGrid>
      )}
      <div className="admin-filters">
        <SelectFilter
          label={t('liability.kind')}
          value={kind}
          options={withAll(t('admin:fields.all'), KINDS, (k) => t(`outcomeKinds.${k}`))}
          onChange={(picked) => setList({ page: 1, kind: picked || undefined })}
          testId="liability-kind"
        />
      </div>
      <ActionStatus error={error || liability.error?.message} />
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.outcome}
        loading={liability.isLoading}
        empty={t('liability.empty')}
        testId="liability-table"
      />
      {data && data.total > PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={(next) => setList({ ...list, page: next })}
        />
      )}
    </section>
  );
}
