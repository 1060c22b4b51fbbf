// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { MemberListTab } from './member-list-tab.tsx';

listenForCalls();
withEnglishTexts({ admin });

interface Row {
  id: number;
  kind: string;
}

describe("a member's list", () => {
  it('reads its filters and page from the address, and a new filter starts again from the first page', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/admin/api/members/5/ledger', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = Number(params.get('page'));
        return answer({ items: [{ id: page, kind: params.get('kind') ?? 'any' }], page, pageSize: 20, total: 50 });
      }),
    );
    await renderWithServer(
      <MemberListTab<Row>
        memberId={5}
        list="ledger"
        rowKey={(row) => row.id}
        columns={[{ key: 'kind', header: 'Kind', cell: (row) => row.kind }]}
        filters={() => [
          {
            key: 'kind',
            label: 'Kind',
            options: [
              { value: 'deposit', label: 'Deposit' },
              { value: 'bet', label: 'Bet' },
            ],
          },
        ]}
      />,
      { at: '/members/5?tab=ledger&kind=deposit&page=2' },
    );
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('kind=deposit&page=2&pageSize=20'));
    expect((screen.getByTestId('member-filter-kind') as HTMLSelectElement).value).toBe('deposit');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('member-filter-kind'), 'bet');
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('kind=bet&page=1&pageSize=20'));
    await user.click(within(screen.getByTestId('admin-pager')).getByText('3'));
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('kind=bet&page=3&pageSize=20'));
  });
});
