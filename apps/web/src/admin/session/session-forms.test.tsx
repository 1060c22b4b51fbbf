// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { useAdminSession } from '../lib/admin-api.ts';
import { FirstStepsPage } from './first-steps-page.tsx';
import { SignInPage } from './sign-in-page.tsx';

listenForCalls();
withEnglishTexts({ admin });
afterEach(() => {
  useAdminSession.getState().signOut();
});

const operator = { username: 'finance-two', roles: ['finance'], restriction: null };

describe('the operator sign-in', () => {
  it('sends nothing while a box is empty, then asks for the authenticator code and sends its digits', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/admin/api/session', async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        sent.push(body);
        if (!body.code) return refuse(401, 'TWO_STEP_CODE_REQUIRED', 'The authenticator code is needed.');
        return answer({ token: 'token-1', ...operator });
      }),
    );
    await renderWithServer(<SignInPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText(admin.issues.REQUIRED)).toHaveLength(2);
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Username'), 'finance-two');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Authenticator code');
    expect(sent).toEqual([{ username: 'finance-two', password: 'a long password' }]);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(admin.issues.REQUIRED)).toBeTruthy();
    expect(sent).toHaveLength(1);

    await user.type(code, '12-34 56');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useAdminSession.getState().token).toBe('token-1'));
    expect(sent[1]).toEqual({ username: 'finance-two', password: 'a long password', code: '123456' });
  });

  it('shows the server’s refusal in its words', async () => {
    server.use(http.post('*/admin/api/session', () => refuse(403, 'FORBIDDEN', 'Wrong username or password.')));
    await renderWithServer(<SignInPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'someone');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password.');
  });
});

describe('the forced password change', () => {
  it('refuses two different new passwords, then sends the one-time and the new password', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/admin/api/me/password', async ({ request }) => {
        sent.push(await request.json());
        return answer(null);
      }),
      http.get('*/admin/api/me', () => answer(operator)),
    );
    await renderWithServer(<FirstStepsPage restriction="PASSWORD_CHANGE_REQUIRED" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('One-time password'), 'one-time-secret');
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a new long passworx');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText(admin.firstSteps.mismatch)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(sent).toEqual([{ oldPassword: 'one-time-secret', newPassword: 'a new long password' }]));
    await waitFor(() => expect(useAdminSession.getState().operator?.username).toBe('finance-two'));
  });
});
