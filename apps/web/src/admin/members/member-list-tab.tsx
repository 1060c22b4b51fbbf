import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { ApiError } from '../../lib/api-client';
import { useDownload } from '../lib/use-download';
import { DataTable, type Column } from '../../ui/data-table';
import { Pager } from '../ui/list-pager';
import { downloadMemberList, useMemberList, type ListAnswer, type ListQuery, type MemberListName } from './members-api';

export interface ListFilter {
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

const PAGE_SIZE = 20;

/** The address's parameters that are not a list's filters: the member page's tab, the list's page. */
const NOT_FILTERS = new Set(['tab', 'page']);

/**
 * One of a member's lists: its filters, the table, the pager and the CSV export of every
 * matching row. `filters` may depend on the answer (the ledger's kinds, the bets' games). The
 * filters and the page live in the address (another tab clears them), so a reload or a link to a
 * colleague shows the same rows.
 */
export function MemberListTab<T>({
  memberId,
  list,
  columns,
  rowKey,
  filters = () => [],
  empty,
}: {
  memberId: number;
  list: MemberListName;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  filters?: (data: ListAnswer<T> | undefined) => ListFilter[];
  empty?: string;
}) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries([...params].filter(([key]) => !NOT_FILTERS.has(key)));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const download = useDownload();
  const show = (next: { filter?: Record<string, string>; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams();
        const tab = current.get('tab');
        if (tab) out.set('tab', tab);
        for (const [key, value] of Object.entries(next.filter ?? filter)) out.set(key, value);
        if ((next.page ?? page) > 1) out.set('page', String(next.page ?? page));
        return out;
      },
      { replace: true },
    );
  const query: ListQuery = { ...filter, page, pageSize: PAGE_SIZE };
  const result = useMemberList<T>(memberId, list, query);
  const shown = filters(result.data);

  const exportCsv = () => download.run(() => downloadMemberList(memberId, list, filter));

  const failure = result.error instanceof ApiError ? result.error.message : result.error ? t('failed') : download.error;

  return (
    <div className="members-list" data-testid={`member-list-${list}`}>
      <div className="admin-filters">
        {shown.map((f) => (
          <label key={f.key} className="members-search__field">
            <span className="admin-muted">{f.label}</span>
            <select
              value={filter[f.key] ?? ''}
              onChange={(e) => {
                const next = { ...filter };
                if (e.target.value) next[f.key] = e.target.value;
                else delete next[f.key];
                show({ filter: next, page: 1 });
              }}
              data-testid={`member-filter-${f.key}`}
            >
              <option value="">{t('fields.all')}</option>
              {f.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <div className="admin-actions members-list__tools">
          <Button size="sm" onClick={() => void result.refetch()}>
            {t('actions.refresh')}
          </Button>
          <Button size="sm" onClick={exportCsv} data-testid={`member-export-${list}`}>
            {t('actions.export')}
          </Button>
        </div>
      </div>
      {failure && (
        <p className="admin-error" role="alert">
          {failure}
        </p>
      )}
      <DataTable<T>
        testId={`member-table-${list}`}
        columns={columns}
        rows={result.data?.items}
        loading={result.isLoading}
        rowKey={rowKey}
        empty={empty ?? t('states.empty')}
      />
      {result.data && result.data.total > 0 && (
        <Pager
          page={result.data.page}
          pageSize={result.data.pageSize}
          total={result.data.total}
          onPage={(next) => show({ page: next })}
        />
      )}
    </div>
  );
}
