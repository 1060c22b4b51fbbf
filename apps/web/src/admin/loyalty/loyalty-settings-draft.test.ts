import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@portal/shared/settings';
import { hundredthsOf, hundredthsText } from './loyalty-form.ts';
import { checkForm } from '../../test/form-check.ts';
import {
  loyaltyPatchOf,
  loyaltySettingsDraftOf,
  loyaltySettingsInputOf,
  loyaltySettingsResolver,
  type LoyaltySettingsDraft,
} from './loyalty-settings-draft.ts';

const checkLoyaltySettings = (draft: LoyaltySettingsDraft) => checkForm(loyaltySettingsResolver(), draft);

const saved = { loyalty: DEFAULT_SETTINGS.loyalty, flags: DEFAULT_SETTINGS.flags };

describe('the loyalty settings form', () => {
  it('shows rates as points per 100 and stores hundredths', async () => {
    expect(hundredthsText(150)).toBe('1.5');
    expect(hundredthsText(100)).toBe('1');
    expect(hundredthsText(5)).toBe('0.05');
    expect(hundredthsText(0)).toBe('0');
    expect(hundredthsOf('1,25')).toBe(125);
    expect(hundredthsOf('0.001')).toBeUndefined();
    const draft = loyaltySettingsDraftOf(saved);
    expect(draft.pointsRates.LIVE).toBe('0.5');
    expect((await checkLoyaltySettings(draft)).data).toEqual(DEFAULT_SETTINGS.loyalty);
  });

  it('sends every product, an empty rate as 0 (the server merges what it is sent)', () => {
    const draft = loyaltySettingsDraftOf(saved);
    draft.pointsRates.SPORTS = '';
    draft.pointsRates.RNG = '2.5';
    const input = loyaltySettingsInputOf(draft) as { pointsRates: Record<string, number> };
    expect(input.pointsRates).toMatchObject({ SPORTS: 0, RNG: 250, LIVE: 50 });
    expect(Object.keys(input.pointsRates)).toHaveLength(8);
  });

  it('names a rate finer than a hundredth and the limits of the schema', async () => {
    const draft = { ...loyaltySettingsDraftOf(saved), rollingDays: '0', minConvertPoints: '' };
    draft.pointsRates = { ...draft.pointsRates, FISH: '0.005' };
    expect((await checkLoyaltySettings(draft)).fields).toEqual({
      'pointsRates.FISH': 'TOO_MANY_DECIMALS',
      rollingDays: 'TOO_SMALL',
      minConvertPoints: 'REQUIRED',
    });
  });

  it('patches the loyalty settings whole and only the switches that changed', async () => {
    const draft = loyaltySettingsDraftOf(saved);
    const same = (await checkLoyaltySettings(draft)).data!;
    // The same values in another key order are no change.
    const reordered = { ...same, pointsRates: Object.fromEntries(Object.entries(same.pointsRates).reverse()) };
    expect(loyaltyPatchOf(saved, reordered, draft.flags)).toBeUndefined();
    const flags = { ...draft.flags, missions: !draft.flags.missions };
    expect(loyaltyPatchOf(saved, same, flags)).toEqual({ flags: { missions: flags.missions } });
    const changed = { ...same, vipPeriod: 'rolling' as const };
    expect(loyaltyPatchOf(saved, changed, draft.flags)).toEqual({ loyalty: changed });
  });
});
