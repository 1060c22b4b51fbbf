// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AdminVendor } from '@portal/shared/contracts/games';
import admin from '../../i18n/locales/en/admin.json';
import adminSettings from '../../i18n/locales/en/admin-settings.json';
import { describedText, renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { VendorForm } from './vendor-form.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-settings': adminSettings });

const vendor: AdminVendor = {
  code: 'PGSOFT',
  name: 'PG Soft',
  walletModel: 'seamless',
  accountTypeName: 'PG',
  smallIcon: null,
  isNew: false,
  enabled: true,
  maintenance: false,
  position: 10,
  configured: true,
  categories: [{ category: 'RNG', isHot: false, launchKind: 'games', lobbyGameCode: null, position: 0 }],
};

describe("a game vendor's form", () => {
  it('asks for a name before calling, then sends only what changed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/admin/api/games/vendors', () => answer([vendor])),
      http.patch('*/admin/api/games/vendors/PGSOFT', async ({ request }) => {
        sent.push(await request.json());
        return answer(null);
      }),
    );
    const onClose = vi.fn();
    await renderWithServer(<VendorForm vendor={vendor} onClose={onClose} onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.clear(screen.getByTestId('vendor-form-name'));
    await user.type(screen.getByTestId('vendor-form-smallIcon'), 'ftp://icon');
    await user.click(screen.getByTestId('vendor-form-save'));
    await waitFor(() => expect(describedText('vendor-form-name')).toBe(adminSettings.issues.REQUIRED));
    expect(describedText('vendor-form-smallIcon')).toBe(adminSettings.issues.PATTERN_MISMATCH);
    expect(sent).toEqual([]);

    await user.type(screen.getByTestId('vendor-form-name'), 'PG Soft ');
    await user.clear(screen.getByTestId('vendor-form-smallIcon'));
    await user.clear(screen.getByTestId('vendor-form-position'));
    await user.type(screen.getByTestId('vendor-form-position'), '20');
    await user.click(screen.getByTestId('vendor-form-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ position: 20 }]);
  });

  it("saves a lobby card only once it names its game, with the card schema's body", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/admin/api/games/vendors', () => answer([vendor])),
      http.put('*/admin/api/games/vendors/PGSOFT/categories/RNG', async ({ request }) => {
        sent.push(await request.json());
        return answer(null);
      }),
    );
    await renderWithServer(<VendorForm vendor={vendor} onClose={() => {}} onChanged={() => {}} />);
    const user = userEvent.setup();
    const row = within(screen.getByTestId('vendor-card-RNG'));
    const save = row.getByRole('button', { name: admin.actions.save });
    await user.selectOptions(row.getByLabelText(adminSettings.vendors.launchKind), 'lobby');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    await user.type(row.getByLabelText(adminSettings.vendors.lobbyGameCode), ' fortune-tiger ');
    await user.click(row.getByLabelText(adminSettings.vendors.hot));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    await waitFor(() =>
      expect(sent).toEqual([{ isHot: true, launchKind: 'lobby', lobbyGameCode: 'fortune-tiger', position: 0 }]),
    );
  });
});
