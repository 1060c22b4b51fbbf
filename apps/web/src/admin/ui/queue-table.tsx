import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../../ui/data-table';
import { Pager } from './list-pager';
import type { QueueParams } from './queue-params';

/** What a paged list query gives a queue: its page of rows and the total behind the filters. */
interface PagedQuery<Row> {
  data?: { items: Row[]; total: number };
  isLoading: boolean;
  error: Error | null;
}

interface QueueTableProps<Row> {
  /** The address state: the page shown, and the record opened. */
  queue: Pick<QueueParams<string>, 'page' | 'setPage' | 'setOpen'>;
  list: PagedQuery<Row>;
  pageSize: number;
  /** The load failure in the section's own words. */
  loadFailed: (message: string) => string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  empty: ReactNode;
  testId: string;
  /** The id a row opens in the address (`?open=`); without it rows open nothing. */
  openId?: (row: Row) => string;
  /**
   * A last column with a button that opens the row, for keyboards and screen readers (a click
   * anywhere on the row opens it too).
   */
  openButton?: { label: string; testId: (row: Row) => string };
}

/**
 * The body of a console queue: the load failure, the table of the current page and, once there
 * is anything to page through, the pager. The filters above and the detail it opens stay the page's.
 */
export function QueueTable<Row>({
  queue,
  list,
  pageSize,
  loadFailed,
  columns,
  openId,
  openButton,
  ...table
}: QueueTableProps<Row>) {
  const total = list.data?.total ?? 0;
  const open = openId ? (row: Row) => queue.setOpen(openId(row)) : undefined;
  const buttonColumn: Column<Row>[] =
    open && openButton
      ? [
          {
            key: 'open',
            header: '',
            cell: (row) => (
              <Button size="sm" onClick={() => open(row)} data-testid={openButton.testId(row)}>
                {openButton.label}
              </Button>
            ),
          },
        ]
      : [];
  return (
    <>
      {list.error && (
        <p className="admin-error" role="alert">
          {loadFailed(list.error.message)}
        </p>
      )}
      {/* On a phone each request is a card with its fields named: an operator reads it without scrolling sideways. */}
      <DataTable<Row>
        {...table}
        layout="cards"
        columns={[...columns, ...buttonColumn]}
        rows={list.data?.items}
        loading={list.isLoading}
        onRowClick={open}
      />
      {total > 0 && <Pager page={queue.page} pageSize={pageSize} total={total} onPage={queue.setPage} />}
    </>
  );
}
