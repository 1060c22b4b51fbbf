// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AmlAlertDetail } from '@portal/shared/contracts/aml';
import admin from '../../i18n/locales/en/admin.json';
import aml from '../../i18n/locales/en/admin-aml.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { AmlAlertDetailModal } from './aml-alert-detail.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-aml': aml });

const alert = (status: 'open' | 'closed'): AmlAlertDetail => ({
  id: 4,
  rule: 'structuring',
  subject: 'member:9',
  status,
  members: [{ id: 9, username: 'alice' }],
  amount: 900,
  currency: 'BRL',
  windowStart: '2026-11-01T00:00:00.000Z',
  windowEnd: '2026-11-02T00:00:00.000Z',
  summary: 'Nine deposits just under the limit',
  assignedTo: null,
  outcome: status === 'closed' ? 'no_issue' : null,
  closedAt: null,
  createdAt: '2026-11-02T00:00:00.000Z',
  evidence: { summary: '', thresholds: {}, rows: [], figures: {} },
  closeNote: null,
  closedBy: null,
  history: [],
});

/** The alert as the server has it, and every body the close or reopen route was sent. */
function serve(status: 'open' | 'closed') {
  const sent: unknown[] = [];
  server.use(
    http.get('*/admin/api/aml/alerts/4', () => answer(alert(status))),
    http.get('*/admin/api/aml/assignees', () => answer([])),
    http.get('*/admin/api/settings', () => answer({ currency: { code: 'BRL', decimals: 2, symbol: 'R$' } })),
    http.post('*/admin/api/aml/alerts/4/:action', async ({ request }) => {
      sent.push(await request.json());
      return answer(alert(status === 'open' ? 'closed' : 'open'));
    }),
  );
  return sent;
}

describe('an AML alert’s close and reopen dialog', () => {
  it('sends nothing without an outcome and a note, then the outcome and the trimmed note', async () => {
    const sent = serve('open');
    await renderWithServer(<AmlAlertDetailModal id={4} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('aml-close'));
    await user.click(screen.getByTestId('aml-note-confirm'));
    expect(await screen.findByText(aml.dialog.outcomeRequired)).toBeTruthy();
    expect(screen.getByText(aml.dialog.noteRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.selectOptions(screen.getByTestId('aml-outcome'), 'reported');
    expect(screen.getByText(aml.dialog.reportedWarning)).toBeTruthy();
    await user.type(screen.getByTestId('aml-note'), '  filed with the regulator ');
    await user.click(screen.getByTestId('aml-note-confirm'));
    await waitFor(() => expect(sent).toEqual([{ outcome: 'reported', note: 'filed with the regulator' }]));
  });

  it('reopens with the note alone', async () => {
    const sent = serve('closed');
    await renderWithServer(<AmlAlertDetailModal id={4} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('aml-reopen'));
    expect(screen.queryByTestId('aml-outcome')).toBeNull();
    await user.type(screen.getByTestId('aml-note'), 'new evidence');
    await user.click(screen.getByTestId('aml-note-confirm'));
    await waitFor(() => expect(sent).toEqual([{ note: 'new evidence' }]));
  });
});
