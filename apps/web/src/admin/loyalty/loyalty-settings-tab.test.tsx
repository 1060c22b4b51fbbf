// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '@portal/shared/settings';
import admin from '../../i18n/locales/en/admin.json';
import adminLoyalty from '../../i18n/locales/en/admin-loyalty.json';
import { renderInEnglish, withEnglishTexts } from '../../test/dom.tsx';
import { LoyaltySettingsTab } from './loyalty-settings-tab.tsx';

const saved = DEFAULT_SETTINGS;
const mutate = vi.fn((_: unknown, handlers: { onSuccess: (next: typeof saved) => void }) => handlers.onSuccess(saved));

// The brand's settings as read and saved: the tab's own calls, without a server.
vi.mock('./loyalty-api', () => ({
  useBrandSettings: () => ({ isPending: false, isError: false, data: saved }),
  useSaveLoyaltySettings: () => ({ mutate, isPending: false }),
}));
vi.mock('./loyalty-format', () => ({
  useLoyaltyFormat: () => ({ decimals: 2, currency: 'BRL', money: String, number: String }),
}));

// The console's texts beside the site's, so the assertions read the operator's words.
withEnglishTexts({ admin, 'admin-loyalty': adminLoyalty });

afterEach(() => {
  mutate.mockClear();
});

describe('the loyalty settings form', () => {
  it('names a rate finer than a hundredth on its field and sends nothing', async () => {
    await renderInEnglish(<LoyaltySettingsTab canEdit />);
    const user = userEvent.setup();
    const rate = screen.getByTestId('loyalty-rate-FISH');
    await user.clear(rate);
    await user.type(rate, '0.005');
    await user.click(screen.getByTestId('loyalty-settings-save'));

    await vi.waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(rate.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too many decimal places',
    );
    expect(mutate).not.toHaveBeenCalled();
  });

  it('saves the loyalty settings whole and says so', async () => {
    await renderInEnglish(<LoyaltySettingsTab canEdit />);
    const user = userEvent.setup();
    const grace = screen.getByTestId('loyalty-setting-vipGracePeriods');
    await user.clear(grace);
    await user.type(grace, '3');
    await user.click(screen.getByTestId('loyalty-settings-save'));

    await vi.waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]![0]).toEqual({ loyalty: { ...saved.loyalty, vipGracePeriods: 3 } });
    expect((await screen.findByTestId('loyalty-settings-notice')).textContent).toBe('Saved.');
  });
});
