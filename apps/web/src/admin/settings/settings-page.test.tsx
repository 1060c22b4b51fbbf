// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DEFAULT_SETTINGS, mergeSettings, type BrandSettings } from '@portal/shared/settings';
import admin from '../../i18n/locales/en/admin.json';
import adminAml from '../../i18n/locales/en/admin-aml.json';
import adminKyc from '../../i18n/locales/en/admin-kyc.json';
import adminSettings from '../../i18n/locales/en/admin-settings.json';
import { describedText, renderWithServer, typeInto, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import SettingsPage from './settings-page.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-aml': adminAml, 'admin-kyc': adminKyc, 'admin-settings': adminSettings });

/** The settings route as the page sees it: the defaults read, each PATCH kept and merged (or refused). */
function settingsServer(refusal?: () => Response) {
  let stored: BrandSettings = structuredClone(DEFAULT_SETTINGS);
  const sent: unknown[] = [];
  server.use(
    http.get('*/admin/api/settings', () => answer(stored)),
    http.patch('*/admin/api/settings', async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      if (refusal) return refusal();
      stored = mergeSettings(stored, body as object);
      return answer(stored);
    }),
  );
  return sent;
}

const status = () => screen.getByTestId('settings-save-status').textContent;

describe('the brand settings form', () => {
  it('sends nothing while a value is refused: an empty name, an amount past the decimals', async () => {
    const sent = settingsServer();
    await renderWithServer(<SettingsPage />, { at: '/admin/settings' });
    const user = userEvent.setup();
    await user.clear(await screen.findByTestId('brand-name'));
    await waitFor(() => expect(describedText('brand-name')).toBe(adminSettings.issues.REQUIRED));

    // An amount that does not read in the currency is named as it is typed, and Save waits.
    typeInto('withdrawals-minMinor', '10.555');
    await waitFor(() => expect(describedText('withdrawals-minMinor')).toBe(adminSettings.amountIssues.decimals));
    expect(screen.getByTestId('settings-save')).toHaveProperty('disabled', true);
    typeInto('withdrawals-minMinor', '10');
    await waitFor(() => expect(screen.getByTestId('settings-save')).toHaveProperty('disabled', false));

    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(describedText('brand-name')).toBe(adminSettings.issues.REQUIRED));
    expect(screen.getByTestId('brand-name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("sends the schema's output of what changed: switches, numbers, lists and amounts in minor units", async () => {
    const sent = settingsServer();
    await renderWithServer(<SettingsPage />, { at: '/admin/settings' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('flag-freePlay'));
    expect(status()).toBe('Unsaved changes: 1');
    typeInto('chat-retention-days', '60');
    typeInto('withdrawals-maxMinor', '2500.5');
    const region = within(screen.getByTestId('settings-region'));
    await user.type(region.getByLabelText(adminSettings.region.blockedCountries), 'us, cn');
    await waitFor(() => expect(status()).toBe('Unsaved changes: 4'));

    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(status()).toBe(adminSettings.save.saved));
    expect(sent).toEqual([
      {
        flags: { freePlay: false },
        chat: { retentionDays: 60 },
        withdrawals: { maxMinor: 250_050 },
        regionRestriction: { blockedCountries: ['US', 'CN'] },
      },
    ]);
    // The form starts again from what the server answered.
    expect((screen.getByTestId('withdrawals-maxMinor') as HTMLInputElement).value).toBe('2500.50');
  });

  it("puts the server's refusal on its field, and discarding takes it away", async () => {
    const sent = settingsServer(() =>
      refuse(400, 'VALIDATION_FAILED', 'Some fields are not valid.', {
        fields: { 'locale.defaultLanguage': 'INVALID_VALUE' },
      }),
    );
    await renderWithServer(<SettingsPage />, { at: '/admin/settings' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /^Portugu/ }));
    await user.click(screen.getByTestId('settings-save'));

    await waitFor(() => expect(describedText('locale-default')).toBe(adminSettings.issues.INVALID_VALUE));
    expect(screen.getByTestId('locale-default').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('settings-save-error').textContent).toBe('Some fields are not valid.');
    expect(sent).toEqual([{ locale: { languages: DEFAULT_SETTINGS.locale.languages.filter((l) => l !== 'pt-BR') } }]);

    await user.click(screen.getByTestId('settings-discard'));
    await waitFor(() => expect(status()).toBe(adminSettings.save.none));
    expect(screen.getByTestId('locale-default').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByTestId('settings-save-error')).toBeNull();
  });

  it('reads referral amounts in major units and sends the rules whole in minor units', async () => {
    const sent = settingsServer();
    await renderWithServer(<SettingsPage />, { at: '/admin/settings?tab=referral' });
    const user = userEvent.setup();
    const row = within(await screen.findByTestId('referral-rule-1'));
    typeInto('referral-rule-1-reward', '35.555');
    await row.findByText(adminSettings.amountIssues.decimals);
    expect(screen.getByTestId('settings-save')).toHaveProperty('disabled', true);

    typeInto('referral-rule-1-reward', '35.5');
    typeInto('referral-rule-1-wagering', '101');
    await user.click(screen.getByTestId('settings-save'));
    await row.findByText(adminSettings.issues.TOO_BIG);
    expect(sent).toEqual([]);

    typeInto('referral-rule-1-wagering', '3');
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      referral: {
        rules: DEFAULT_SETTINGS.referral.rules.map((rule, i) =>
          i === 1 ? { ...rule, rewardMinor: 3550, wageringMultiple: 3 } : rule,
        ),
      },
    });
  });
});

describe('the maintenance window', () => {
  it('sends a typed start as an instant, and an untouched end as it was', async () => {
    const sent = settingsServer();
    await renderWithServer(<SettingsPage />, { at: '/admin/settings' });
    const user = userEvent.setup();
    const start = within(await screen.findByTestId('settings-maintenance')).getByLabelText(
      adminSettings.maintenance.startAt,
    );
    fireEvent.change(start, { target: { value: '2026-12-24T22:00' } });
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ maintenance: { startAt: new Date('2026-12-24T22:00').toISOString() } });
  });
});
