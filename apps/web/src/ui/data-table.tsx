import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import { nextSort, sortRows, type TableSort } from './table-sort';
import './data-table.css';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The column's name on a phone's card, when the header is not plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Figures and money: right-aligned, tabular digits. */
  numeric?: boolean;
  /** The amount's direction, for colour (in green, out red). */
  sign?: (row: Row) => 'in' | 'out' | undefined;
  testId?: string;
  /** More of the cell's `data-` attributes (a figure in minor units for a test to read, say). */
  data?: (row: Row) => Record<`data-${string}`, string | number | undefined>;
  /** Makes the column sortable by this value (the rows the table holds; nulls last). */
  sortValue?: (row: Row) => string | number | null;
  /** The server orders a paged list by this column's key: the table shows the rows as they come. */
  serverSort?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Who decides the order: the page (the address, `useSortParam`) or the table itself. */
interface SortControl {
  value: TableSort | null;
  onChange(next: TableSort | null): void;
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string | number;
  rowTestId?: string;
  /** The row's own `data-` attributes. */
  rowData?(row: Row): Record<`data-${string}`, string | number | undefined>;
  /** Read by screen readers before the table. */
  caption?: string;
  /** Sideways scrolling on a phone (the console's lists), or each row a card with its columns' names (the site, the console's queues). */
  layout?: 'scroll' | 'cards';
  loading?: boolean;
  /** Shown in the table when `rows` is empty. */
  empty?: ReactNode;
  onRowClick?(row: Row): void;
  /** A totals row, cells in column order. */
  footer?: ReactNode[];
  /** The row's buttons, in a last column. */
  actions?(row: Row): ReactNode;
  sort?: SortControl;
  testId?: string;
}

/**
 * The one table of the site and the console: columns with their cells, a loading and an empty
 * state, sortable columns (of the rows it holds, or by the server for a paged list), and a
 * phone layout, scrolling or cards.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowData,
  caption,
  layout = 'scroll',
  loading,
  empty,
  onRowClick,
  footer,
  actions,
  sort,
  testId,
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const control = sort ?? { value: ownSort, onChange: setOwnSort };
  const sortedBy = columns.find((c) => c.sortValue && c.key === control.value?.key);
  const shown = rows && sortedBy && control.value ? sortRows(rows, sortedBy.sortValue!, control.value.dir) : rows;
  const span = columns.length + (actions ? 1 : 0);
  const sortable = (column: Column<Row>) => Boolean(column.sortValue ?? column.serverSort);
  const labelOf = (column: Column<Row>) =>
    column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  const numeric = (column: Column<Row> | undefined) => (column?.numeric ? 'data-table__num' : undefined);

  return (
    <TableScroll testId={testId} layout={layout}>
      <table className={layout === 'cards' ? 'data-table data-table--cards' : 'data-table'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => {
              const dir = control.value?.key === column.key ? control.value.dir : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={numeric(column)}
                  aria-sort={sortable(column) ? (dir ? ARIA_SORT[dir] : 'none') : undefined}
                >
                  {sortable(column) ? (
                    <button
                      type="button"
                      className="data-table__sort"
                      data-dir={dir ?? undefined}
                      title={t('table.sortBy', { column: labelOf(column) ?? column.key })}
                      onClick={() => control.onChange(nextSort(control.value, column.key, column.numeric === true))}
                    >
                      {column.header}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions && <th scope="col" className="data-table__actions" aria-hidden="true" />}
          </tr>
        </thead>
        <tbody>
          {loading && !rows ? (
            <tr>
              <td colSpan={span} className="data-table__state">
                <Spinner />
              </td>
            </tr>
          ) : shown && shown.length > 0 ? (
            shown.map((row) => (
              <tr
                key={rowKey(row)}
                data-testid={rowTestId}
                className={onRowClick ? 'data-table__clickable' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                {...rowData?.(row)}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={labelOf(column)}
                    className={numeric(column)}
                    data-sign={column.sign?.(row)}
                    data-testid={column.testId}
                    {...column.data?.(row)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                {actions && <td className="data-table__actions">{actions(row)}</td>}
              </tr>
            ))
          ) : empty ? (
            <tr>
              <td colSpan={span} className="data-table__state">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((cell, i) => (
                <td
                  key={columns[i]?.key ?? i}
                  data-label={i === 0 || !columns[i] ? undefined : labelOf(columns[i])}
                  className={numeric(columns[i])}
                >
                  {cell}
                </td>
              ))}
              {actions && <td className="data-table__actions" />}
            </tr>
          </tfoot>
        )}
      </table>
    </TableScroll>
  );
}

/** A table's frame, scrolling sideways when it must: a focusable region, so a keyboard scrolls it too (WCAG 2.1.1). */
export function TableScroll({
  children,
  testId,
  layout = 'scroll',
}: {
  children: ReactNode;
  testId?: string;
  layout?: 'scroll' | 'cards';
}) {
  const { t } = useTranslation('common');
  return (
    <div
      className={layout === 'cards' ? 'data-table-wrap data-table-wrap--cards' : 'data-table-wrap'}
      data-testid={testId}
      role="region"
      aria-label={t('table.region')}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
