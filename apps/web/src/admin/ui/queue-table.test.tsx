// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import admin from '../../i18n/locales/en/admin.json';
import { DetailModal } from './detail-modal.tsx';
import { QueueTable } from './queue-table.tsx';

afterEach(cleanup);

async function renderInConsole(element: ReactElement) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

const setOpen = vi.fn();

interface Row {
  id: number;
  name: string;
}

const queue = (list: { data?: { items: Row[]; total: number }; isLoading?: boolean; error?: Error | null }) => (
  <QueueTable<Row>
    testId="queue"
    list={{ isLoading: false, error: null, ...list }}
    loadFailed={(message) => `Could not load: ${message}`}
    columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
    rowKey={(row) => row.id}
    empty="Nothing waits"
    queue={{ page: 1, setPage: () => undefined, setOpen }}
    pageSize={20}
    openId={(row) => String(row.id)}
    openButton={{ label: 'Details', testId: (row) => `open-${row.id}` }}
  />
);

describe('QueueTable', () => {
  it('shows the rows and the pager once there is a total', async () => {
    await renderInConsole(queue({ data: { items: [{ id: 1, name: 'ana' }], total: 1 } }));
    expect(screen.getByText('ana')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1 · 1 in all')).toBeTruthy();
  });

  it("opens a row by its button or a click on the row, in the address's open id", async () => {
    setOpen.mockClear();
    await renderInConsole(queue({ data: { items: [{ id: 7, name: 'ana' }], total: 1 } }));
    const user = userEvent.setup();
    await user.click(screen.getByText('ana'));
    expect(setOpen).toHaveBeenLastCalledWith('7');
    await user.click(screen.getByTestId('open-7'));
    expect(setOpen).toHaveBeenLastCalledWith('7');
  });

  it('says the list is empty without a pager', async () => {
    await renderInConsole(queue({ data: { items: [], total: 0 } }));
    expect(screen.getByText('Nothing waits')).toBeTruthy();
    expect(screen.queryByTestId('admin-pager')).toBeNull();
  });

  it('says why the list did not load', async () => {
    await renderInConsole(queue({ error: new Error('offline') }));
    expect(screen.getByRole('alert').textContent).toBe('Could not load: offline');
  });
});

const detail = (record: { data?: Row; isPending?: boolean; error?: Error | null }, failure?: Error) => (
  <DetailModal<Row>
    title="Order 1"
    testId="detail"
    record={{ data: undefined, isPending: false, error: null, ...record }}
    loadFailed={(message) => `Could not load: ${message}`}
    onClose={() => undefined}
    notice="Approved"
    failure={failure}
  >
    {(row) => <p>{row.name}</p>}
  </DetailModal>
);

describe('DetailModal', () => {
  it('says it is loading while the record is pending', async () => {
    await renderInConsole(detail({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('says why the record did not load', async () => {
    await renderInConsole(detail({ error: new Error('gone') }));
    expect(screen.getByRole('alert').textContent).toBe('Could not load: gone');
  });

  it("shows the record under the last action's notice and refusal", async () => {
    await renderInConsole(detail({ data: { id: 1, name: 'ana' } }, new Error('Not yours')));
    expect(screen.getByText('ana')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Approved');
    expect(screen.getByRole('alert').textContent).toBe('Not yours');
  });
});
