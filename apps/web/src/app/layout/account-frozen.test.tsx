// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { renderWithServer } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { api } from '../../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { AccountFrozenDialog } from './account-dialogs';

listenForCalls();
afterEach(() => {
  cleanup();
  useUiStore.getState().closeModal();
});

const MESSAGE = 'Please send a proof of address to support.';

describe('a frozen account', () => {
  it('is signed out and told why when a call answers ACCOUNT_FROZEN, instead of a silent sign-out', async () => {
    useSessionStore.getState().signIn({ token: 'tok-frozen', username: 'carla', agentType: null });
    server.use(
      http.get('*/wps/v2/wallets/balance', () =>
        refuse(403, 'ACCOUNT_FROZEN', 'This account is frozen.', { message: MESSAGE }),
      ),
    );
    await expect(api('/wps/v2/wallets/balance')).rejects.toMatchObject({ code: 'ACCOUNT_FROZEN' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(useUiStore.getState()).toMatchObject({ modal: 'accountFrozen', modalInfo: { frozenMessage: MESSAGE } });
  });

  it('at sign-in (no session yet) opens the same explanation; a blank message counts as none', async () => {
    server.use(http.post('*/wps/member/login', () => refuse(403, 'ACCOUNT_FROZEN', 'Frozen.', { message: '  ' })));
    await expect(api('/wps/member/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'ACCOUNT_FROZEN',
    });
    expect(useUiStore.getState()).toMatchObject({ modal: 'accountFrozen', modalInfo: { frozenMessage: null } });
  });

  it("shows the operator's message and the brand's support e-mail", async () => {
    useUiStore.getState().openModal('accountFrozen', { frozenMessage: MESSAGE });
    server.use(
      http.get('*/wps/system/status', () =>
        answer({
          brand: { name: 'Lotus', merchantCode: 'lotus', supportEmail: 'help@brand.test', registerBonusText: '' },
        }),
      ),
    );
    await renderWithServer(<AccountFrozenDialog open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Your account is frozen' })).toBeTruthy();
    expect(screen.getByTestId('account-frozen-reason').textContent).toContain(MESSAGE);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'help@brand.test' }).getAttribute('href')).toBe('mailto:help@brand.test'),
    );
    expect(screen.getByRole('button', { name: 'Help center' })).toBeTruthy();
  });

  it('without a message says what happened and still how to reach support', async () => {
    useUiStore.getState().openModal('accountFrozen', { frozenMessage: null });
    server.use(http.get('*/wps/system/status', () => answer({ brand: { supportEmail: '' } })));
    await renderWithServer(<AccountFrozenDialog open onClose={() => {}} />);
    expect(screen.queryByTestId('account-frozen-reason')).toBeNull();
    expect(screen.getByTestId('account-frozen-support').textContent).toMatch(/help center/);
  });
});
