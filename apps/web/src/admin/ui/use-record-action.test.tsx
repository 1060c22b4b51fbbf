// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { adminApi } from '../lib/admin-api';
import { useRecordAction } from './use-record-action.ts';

listenForCalls();
withEnglishTexts({});

type Action = 'approve' | 'reject';

/** A record with an approve confirm (closes on a refusal) and a reject dialog (keeps it). */
function Probe() {
  const action = useRecordAction<Action, Action, { status: string }>({
    queryKey: ['admin', 'probe'],
    call: (decision) => adminApi(`/admin/api/probe/${decision}`, { method: 'POST' }),
    notice: (answer, decision) => `${decision}: ${answer.status}`,
    closesOnError: (decision) => decision === 'approve',
  });
  return (
    <>
      <p data-testid="dialog">{action.dialog ?? 'none'}</p>
      <p data-testid="notice">{action.detail.notice}</p>
      <p data-testid="failure">{action.detail.failure?.message ?? ''}</p>
      <button onClick={() => action.open('approve')}>open approve</button>
      <button onClick={() => action.open('reject')}>open reject</button>
      <button onClick={() => action.dialog && action.mutation.mutate(action.dialog)}>confirm</button>
    </>
  );
}

describe("a queue record's actions", () => {
  it('closes and tells what the call did, shows a confirm’s refusal on the record, and keeps a dialog’s open', async () => {
    server.use(
      http.post('*/admin/api/probe/approve', () => refuse(409, 'CONFLICT', 'Already decided.')),
      http.post('*/admin/api/probe/reject', () => answer({ status: 'rejected' })),
    );
    const { queryClient } = await renderWithServer(<Probe />);
    const reloaded = vi.spyOn(queryClient, 'invalidateQueries');
    const user = userEvent.setup();

    await user.click(screen.getByText('open approve'));
    await user.click(screen.getByText('confirm'));
    await waitFor(() => expect(screen.getByTestId('failure').textContent).toBe('Already decided.'));
    expect(screen.getByTestId('dialog').textContent).toBe('none');

    await user.click(screen.getByText('open reject'));
    expect(screen.getByTestId('failure').textContent).toBe('');
    await user.click(screen.getByText('confirm'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toBe('reject: rejected'));
    expect(screen.getByTestId('dialog').textContent).toBe('none');
    expect(reloaded).toHaveBeenCalledWith({ queryKey: ['admin', 'probe'] });
  });

  it('keeps a dialog that is not a confirm open on a refusal', async () => {
    server.use(http.post('*/admin/api/probe/reject', () => refuse(400, 'VALIDATION_FAILED', 'No reason.')));
    await renderWithServer(<Probe />);
    const user = userEvent.setup();
    await user.click(screen.getByText('open reject'));
    await user.click(screen.getByText('confirm'));
    await waitFor(() => expect(screen.getByTestId('dialog').textContent).toBe('reject'));
    expect(screen.getByTestId('failure').textContent).toBe('');
  });
});
