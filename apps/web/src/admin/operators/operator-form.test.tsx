// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { OperatorForm } from './operator-form.tsx';

listenForCalls();
withEnglishTexts({ admin });

const created = (username: string) => ({
  id: 7,
  username,
  roles: ['finance'],
  mustChangePassword: true,
  lockedUntil: null,
  twoStep: false,
  lastSignInAt: null,
  createdAt: '2026-12-01T00:00:00.000Z',
});

describe('the new operator form', () => {
  it('refuses a username the route would refuse before calling it, then sends the trimmed name, the roles and the password shown', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/admin/api/operators', async ({ request }) => {
        const body = (await request.json()) as { username: string };
        sent.push(body);
        return answer(created(body.username));
      }),
    );
    const onCreated = vi.fn();
    await renderWithServer(<OperatorForm onClose={() => {}} onCreated={onCreated} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'no spaces allowed');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(admin.issues.PATTERN_MISMATCH)).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), ' finance-two ');
    await user.click(screen.getByLabelText(/Finance/));
    await user.click(screen.getByLabelText(/Support/));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('finance-two'));
    const password = (screen.getByTestId('operator-one-time-password') as HTMLInputElement).value;
    expect(password).toHaveLength(20);
    expect(sent).toEqual([{ username: 'finance-two', password, roles: ['finance'] }]);
  });

  it('cannot be sent without a role, and shows the server’s refusal in its words', async () => {
    server.use(http.post('*/admin/api/operators', () => refuse(409, 'USER_EXISTS', 'That username is taken.')));
    await renderWithServer(<OperatorForm onClose={() => {}} onCreated={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'taken-one');
    await user.click(screen.getByLabelText(/Support/));
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText(/Support/));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That username is taken.');
  });
});
