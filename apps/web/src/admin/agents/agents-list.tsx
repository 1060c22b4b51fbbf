import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../ui/data-table';
import { ListMessages, PrevNextPager } from '../ui/list-tab';
import { PAGE_SIZE } from './agents-api';

/** A page of an agents list: its rows, and whether more follows (unknown when the server tells no total). */
interface AgentsPage<Row> {
  data?: { list: Row[]; page: number; hasMore?: boolean };
  isPending: boolean;
  error: Error | null;
}

/**
 * The list under an agents tab's filters: what the last action did and why the list or the
 * action failed, the table of the page, and previous / next while there is more.
 */
export function AgentsList<Row extends { id: number }>({
  query,
  onPage,
  notice,
  noticeTestId,
  error,
  ...table
}: {
  query: AgentsPage<Row>;
  onPage: (page: number) => void;
  notice: string | null;
  noticeTestId: string;
  error?: Error | null;
  testId: string;
  empty: string;
  columns: Column<Row>[];
}) {
  const { t } = useTranslation('admin-agents');
  const page = query.data;
  return (
    <>
      <ListMessages notice={notice} noticeTestId={noticeTestId} error={query.error ?? error} />
      <DataTable {...table} rows={page?.list} rowKey={(row) => row.id} loading={query.isPending} />
      {page && (
        <PrevNextPager
          page={page.page}
          // Without a word from the server, a full page may have more behind it.
          hasMore={page.hasMore ?? page.list.length === PAGE_SIZE}
          onPage={onPage}
          label={t('pager', { page: page.page })}
        />
      )}
    </>
  );
}
