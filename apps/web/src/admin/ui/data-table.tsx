import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager as SitePager } from '../../ui/pager';
import { Spinner } from '../../ui/spinner';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and money: right-aligned, tabular figures. */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** Shown when `rows` is empty. */
  empty: ReactNode;
  onRowClick?: (row: Row) => void;
  testId?: string;
}

/** A console list: a real table on wide screens, scrolling sideways on a phone. */
export function DataTable<Row>({ columns, rows, rowKey, loading, empty, onRowClick, testId }: DataTableProps<Row>) {
  return (
    <TableScroll testId={testId}>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={column.numeric ? 'admin-num' : undefined} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && !rows ? (
            <tr>
              <td colSpan={columns.length} className="admin-table__state">
                <Spinner />
              </td>
            </tr>
          ) : rows && rows.length > 0 ? (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={onRowClick ? 'admin-table__clickable' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'admin-num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className="admin-table__state">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A table's frame that scrolls sideways on a phone: a focusable region, so a keyboard scrolls it too (WCAG 2.1.1). */
export function TableScroll({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-table-wrap" data-testid={testId} role="region" aria-label={t('table.region')} tabIndex={0}>
      {children}
    </div>
  );
}

/** Where the operator is in a paged list, and the site's pager (page numbers, previous / next). */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="admin-pager">
      <span className="admin-muted">{t('pager.summary', { page, pages, total })}</span>
      <SitePager page={page} totalPages={pages} onPage={onPage} testId="admin-pager" />
    </div>
  );
}
