// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import adminSettings from '../../i18n/locales/en/admin-settings.json';
import { describedText, renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { GameProvidersTab } from './game-providers-tab.tsx';

vi.mock('../ui/use-money', () => ({ useMoney: () => ({ decimals: 2, code: 'BRL', format: String }) }));

listenForCalls();
withEnglishTexts({ admin, 'admin-settings': adminSettings });

const provider = {
  code: 'PGSOFT',
  walletModel: 'seamless',
  configured: true,
  enabled: true,
  baseUrl: 'https://pg.example.com',
  launchUrl: null,
  merchantId: 'm-1',
  hasSecret: true,
  ipAllowList: ['203.0.113.7'],
  maxBetMinor: 100_000,
  winReviewAboveMinor: 5_000_000,
  timeoutMs: 5000,
  updatedAt: null,
};

describe("a game provider's connection", () => {
  it('sends nothing while a box is wrong, then only the changes in minor units; a refusal lands on its field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/admin/api/providers', () => answer([provider])),
      http.put('*/admin/api/providers/PGSOFT', async ({ request }) => {
        sent.push(await request.json());
        return refuse(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { fields: { merchantId: 'TOO_LONG' } });
      }),
    );
    await renderWithServer(<GameProvidersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('provider-PGSOFT-edit'));
    expect((screen.getByTestId('provider-maxBet') as HTMLInputElement).value).toBe('1000.00');

    await user.clear(screen.getByTestId('provider-maxBet'));
    await user.type(screen.getByTestId('provider-maxBet'), '2.505');
    await user.type(screen.getByTestId('provider-secret'), 'short');
    await user.clear(screen.getByTestId('provider-timeoutMs'));
    await user.type(screen.getByTestId('provider-timeoutMs'), '10');
    await user.click(screen.getByTestId('provider-save'));
    await waitFor(() => expect(describedText('provider-maxBet')).toBe(adminSettings.amountIssues.decimals));
    expect(describedText('provider-secret')).toBe(adminSettings.issues.TOO_SHORT);
    expect(describedText('provider-timeoutMs')).toBe(adminSettings.issues.TOO_SMALL);
    expect(sent).toEqual([]);

    await user.clear(screen.getByTestId('provider-maxBet'));
    await user.type(screen.getByTestId('provider-maxBet'), '2500');
    await user.clear(screen.getByTestId('provider-secret'));
    await user.clear(screen.getByTestId('provider-timeoutMs'));
    await user.type(screen.getByTestId('provider-timeoutMs'), '5000');
    await user.click(screen.getByTestId('provider-save'));
    await waitFor(() => expect(describedText('provider-merchantId')).toBe(adminSettings.issues.TOO_LONG));
    expect(sent).toEqual([{ maxBetMinor: 250_000 }]);
  });
});
