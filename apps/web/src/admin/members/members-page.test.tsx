// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { MemberSummary } from '@portal/shared/contracts/member-admin';
import admin from '../../i18n/locales/en/admin.json';
import members from '../../i18n/locales/en/admin-members.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import MembersPage from './members-page.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-members': members });

const row = (id: number, username: string, mainBalanceMinor: number): MemberSummary => ({
  id,
  username,
  nickname: null,
  type: 0,
  status: 'active',
  mobile: null,
  email: null,
  referralCode: `R${id}`,
  upline: null,
  registerIp: null,
  lastLoginIp: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  mainBalanceMinor,
});

/** The queries the page sent, and the server's rows in the order it chose. */
function serve() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/admin/api/settings', () => answer({ currency: { code: 'BRL', decimals: 2, symbol: 'R$' } })),
    http.get('*/admin/api/members', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const rows = [row(1, 'ana', 500), row(2, 'bia', 9000)];
      if (params.get('sort') === '-balance') rows.reverse();
      return answer({ items: rows, page: Number(params.get('page') ?? 1), pageSize: 20, total: 45 });
    }),
  );
  return asked;
}

const names = () => screen.getAllByTestId(/^member-row-/).map((link) => link.textContent);

describe('the member list', () => {
  it('asks the server for a column’s order from the first page, and shows the rows as they come', async () => {
    const asked = serve();
    await renderWithServer(<MembersPage />);
    const user = userEvent.setup();
    await waitFor(() => expect(names()).toEqual(['ana', 'bia']));
    await user.click(within(screen.getByTestId('admin-pager')).getByText('2'));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: members.fields.mainBalance }));
    await waitFor(() => expect(names()).toEqual(['bia', 'ana']));
    expect(asked.at(-1)?.get('sort')).toBe('-balance');
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('columnheader', { name: members.fields.mainBalance }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    await user.click(screen.getByRole('button', { name: members.fields.mainBalance }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('balance'));
    // A column the server cannot order by has no button.
    expect(screen.getByRole('columnheader', { name: members.fields.mobile }).getAttribute('aria-sort')).toBeNull();
  });
});
