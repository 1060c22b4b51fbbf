// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { renderInEnglish } from '../test/dom.tsx';
import { DataTable, type Column } from './data-table.tsx';
import { useSortParam } from './use-sort-param.ts';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
  amount: number | null;
}

const rows: Row[] = [
  { id: 1, name: 'bravo', amount: 30 },
  { id: 2, name: 'Alpha', amount: null },
  { id: 3, name: 'charlie 10', amount: -5 },
  { id: 4, name: 'charlie 9', amount: 120 },
];

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { key: 'amount', header: 'Amount', numeric: true, cell: (r) => r.amount ?? '—', sortValue: (r) => r.amount },
  { key: 'id', header: 'Id', cell: (r) => r.id },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('orders the rows by a sortable header: text from A, figures biggest first, again turns round, nulls last', async () => {
    await renderInEnglish(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Rows" />);
    expect(names()).toEqual(['bravo', 'Alpha', 'charlie 10', 'charlie 9']);
    const user = userEvent.setup();
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('none');
    // The unsortable column has no button and no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    // Case aside, and numbers inside words as numbers.
    expect(names()).toEqual(['Alpha', 'bravo', 'charlie 9', 'charlie 10']);

    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    await user.click(within(amount).getByRole('button'));
    expect(amount.getAttribute('aria-sort')).toBe('descending');
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['charlie 9', 'bravo', 'charlie 10', 'Alpha']);
    await user.click(within(amount).getByRole('button'));
    expect(amount.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['charlie 10', 'bravo', 'charlie 9', 'Alpha']);
  });

  it('shows the loading state before rows come, the empty state for none, and a phone card names each cell', async () => {
    const loading = await renderInEnglish(
      <DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} loading empty="Nothing yet" />,
    );
    expect(loading.container.querySelector('.data-table__state .spinner')).not.toBeNull();
    cleanup();
    await renderInEnglish(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="Nothing yet" />);
    expect(screen.getByRole('cell').textContent).toBe('Nothing yet');
    expect(screen.getByRole('cell').getAttribute('colspan')).toBe('3');
    cleanup();
    await renderInEnglish(
      <DataTable columns={columns} rows={rows.slice(0, 1)} rowKey={(r) => r.id} layout="cards" rowTestId="row" />,
    );
    const cells = within(screen.getByTestId('row')).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Name', 'Amount', 'Id']);
    expect(screen.getByRole('table').classList.contains('data-table--cards')).toBe(true);
    // Scrolling sideways on a wide screen, the frame is a named region a keyboard reaches.
    expect(screen.getByRole('region', { name: 'Table (scrolls sideways)' }).tabIndex).toBe(0);
  });

  it('keeps the order in the address with useSortParam, beside the other parameters', async () => {
    let search = '';
    function Page() {
      const sort = useSortParam();
      search = useLocation().search;
      return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} sort={sort} />;
    }
    await renderInEnglish(
      <MemoryRouter initialEntries={['/reports?tab=payments&sort=-amount']}>
        <Page />
      </MemoryRouter>,
    );
    // Read from the address on arrival.
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['charlie 9', 'bravo', 'charlie 10', 'Alpha']);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(new URLSearchParams(search).get('sort')).toBe('name');
    expect(new URLSearchParams(search).get('tab')).toBe('payments');
    expect(names()).toEqual(['Alpha', 'bravo', 'charlie 9', 'charlie 10']);
  });
});
