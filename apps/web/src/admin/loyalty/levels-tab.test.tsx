// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VipLevelInput } from '@portal/shared/contracts/loyalty';
import admin from '../../i18n/locales/en/admin.json';
import adminLoyalty from '../../i18n/locales/en/admin-loyalty.json';
import { renderInEnglish, withEnglishTexts } from '../../test/dom.tsx';
import { LevelsTab } from './levels-tab.tsx';

const member: VipLevelInput = {
  rankLevel: 0,
  name: { en: 'Member' },
  color: '#6b7a90',
  color2: '#3d4a5c',
  depositThreshold: null,
  turnoverThreshold: null,
  benefits: {
    weeklyCashbackPercent: 0,
    withdrawDailyMax: null,
    withdrawDailyCount: null,
    birthdayBonus: 0,
    levelUpBonus: 0,
  },
};
const mutate = vi.fn(
  (variables: { body: { levels: VipLevelInput[] } }, handlers: { onSuccess: (saved: unknown) => void }) =>
    handlers.onSuccess(variables.body),
);

// The ladder as read and saved: the tab's own calls, without a server.
vi.mock('./loyalty-api', () => ({
  useLevels: () => ({ isPending: false, isError: false, data: { levels: [member] } }),
  useSaveLevels: () => ({ mutate, isPending: false }),
}));
vi.mock('./loyalty-format', () => ({
  useLoyaltyFormat: () => ({ decimals: 2, currency: 'BRL', money: String, number: String }),
}));

withEnglishTexts({ admin, 'admin-loyalty': adminLoyalty });

afterEach(() => {
  mutate.mockClear();
});

describe('the VIP ladder form', () => {
  it("names a new level's missing threshold and name, takes the first away with a threshold, and saves", async () => {
    await renderInEnglish(<LevelsTab canEdit />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('levels-add'));
    await user.click(screen.getByTestId('levels-save'));

    expect((await screen.findByTestId('level-1-issue')).textContent).toBe(adminLoyalty.issues.THRESHOLD_REQUIRED);
    expect(screen.getByTestId('level-1').textContent).toContain(adminLoyalty.issues.NAME_REQUIRED);
    expect(mutate).not.toHaveBeenCalled();

    const deposit = screen.getByTestId('level-1-depositThreshold');
    await user.type(deposit, '100.005');
    await vi.waitFor(() => expect(screen.queryByTestId('level-1-issue')).toBeNull());
    await user.click(screen.getByTestId('levels-save'));
    await vi.waitFor(() => expect(deposit.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(deposit.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too many decimal places',
    );

    await user.clear(deposit);
    await user.type(deposit, '100');
    await user.type(screen.getByTestId('level-1-name').querySelector('input')!, 'Silver');
    await user.click(screen.getByTestId('levels-save'));
    await vi.waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    const { levels } = mutate.mock.calls[0]![0].body;
    expect(levels.map((level) => [level.rankLevel, level.name, level.depositThreshold])).toEqual([
      [0, { en: 'Member' }, null],
      [1, { en: 'Silver' }, 100],
    ]);
    expect((await screen.findByTestId('levels-notice')).textContent).toBe('Saved.');
  });
});
