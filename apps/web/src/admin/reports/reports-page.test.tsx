// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import reports from '../../i18n/locales/en/admin-reports.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import ReportsPage from './reports-page.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-reports': reports });

const amountOrder = () =>
  within(screen.getByTestId('report-payments-table'))
    .getByRole('columnheader', { name: reports.columns.amount })
    .getAttribute('aria-sort');

describe('the finance reports', () => {
  it('keep a table’s order when the range changes, and start another tab in its own order', async () => {
    server.use(
      http.get('*/admin/api/settings', () => answer({ currency: { code: 'BRL', decimals: 2, symbol: 'R$' } })),
      http.get('*/admin/api/reports/:name', ({ params }) =>
        answer({ from: '2026-11-01', to: '2026-11-30', timeZone: 'UTC', currency: 'BRL', rows: [], name: params.name }),
      ),
    );
    await renderWithServer(<ReportsPage />, { at: '/reports?tab=payments&from=2026-11-01&to=2026-11-30&sort=-amount' });
    const user = userEvent.setup();
    await waitFor(() => expect(amountOrder()).toBe('descending'));
    await user.click(screen.getByTestId('reports-preset-last7'));
    expect(amountOrder()).toBe('descending');

    await user.click(screen.getByRole('tab', { name: reports.tabs['ggr-day'] }));
    await user.click(screen.getByRole('tab', { name: reports.tabs.payments }));
    await waitFor(() => expect(amountOrder()).toBe('none'));
  });
});
