import type { ReactNode } from 'react';
import { signOf } from '../lib/format';

export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Figures: right-aligned, tabular digits. */
  numeric?: boolean;
  /** The amount's direction, for colour (in green, out red). */
  sign?(row: Row): 'in' | 'out' | undefined;
  testId?: string;
}

/** The profit and loss column of a report: an amount coloured by its sign. */
export function profitLossColumn<Row extends { profitLoss: number }>(
  header: string,
  money: (major: number) => string,
): Column<Row> {
  return {
    key: 'profitLoss',
    header,
    numeric: true,
    sign: (row) => signOf(row.profitLoss),
    cell: (row) => money(row.profitLoss),
  };
}

/**
 * A table of the agent center: a plain table on wide screens; on a phone each row turns into a card
 * whose cells carry their column's name (agents.css), so nothing scrolls sideways.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  caption,
  footer,
  actions,
}: {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  rowTestId?: string;
  caption: string;
  /** A totals row, cells in column order. */
  footer?: ReactNode[];
  /** The row's buttons, in a last column. */
  actions?(row: Row): ReactNode;
}) {
  return (
    <div className="agent-table-wrap">
      <table className="agent-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'agent-table__num' : undefined}>
                {column.header}
              </th>
            ))}
            {actions ? <th scope="col" className="agent-table__actions" aria-hidden="true" /> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.header}
                  className={column.numeric ? 'agent-table__num' : undefined}
                  data-sign={column.sign?.(row)}
                  data-testid={column.testId}
                >
                  {column.cell(row)}
                </td>
              ))}
              {actions ? <td className="agent-table__actions">{actions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot>
            <tr>
              {footer.map((cell, i) => (
                <td
                  key={columns[i]?.key ?? i}
                  data-label={i === 0 ? undefined : columns[i]?.header}
                  className={columns[i]?.numeric ? 'agent-table__num' : undefined}
                >
                  {cell}
                </td>
              ))}
              {actions ? <td className="agent-table__actions" /> : null}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
