import { describe, expect, it } from 'vitest';
import { minorToDecimalText } from '@portal/shared/money';
import { DEFAULT_SETTINGS } from '@portal/shared/settings';
import { checkForm } from '../../test/form-check.ts';
import {
  changedSubset,
  countLeaves,
  settingsOf,
  settingsResolver,
  settingsValuesOf,
  unreadableAmounts,
} from './settings-draft.ts';
import { movedPositions, readAmount, rtpPercent } from './settings-lists.ts';

describe('the settings draft', () => {
  it('sends only the changed leaves, lists whole', () => {
    const draft = structuredClone(DEFAULT_SETTINGS);
    expect(changedSubset(DEFAULT_SETTINGS, draft)).toBeUndefined();
    draft.flags.freePlay = false;
    draft.registerRules.email = { ...draft.registerRules.email, enabled: true, required: true };
    draft.regionRestriction.blockedCountries = ['US'];
    const patch = changedSubset(DEFAULT_SETTINGS, draft);
    expect(patch).toEqual({
      flags: { freePlay: false },
      registerRules: { email: { enabled: true, required: true } },
      regionRestriction: { blockedCountries: ['US'] },
    });
    expect(countLeaves(patch)).toBe(4);
    // Set back by hand: nothing left to send.
    draft.flags.freePlay = true;
    draft.registerRules.email = { ...DEFAULT_SETTINGS.registerRules.email };
    draft.regionRestriction.blockedCountries = [];
    expect(changedSubset(DEFAULT_SETTINGS, draft)).toBeUndefined();
  });

  it('holds the settings as the boxes show them, and makes the same document of them', () => {
    const values = settingsValuesOf(DEFAULT_SETTINGS);
    expect(values.withdrawals.minMinor).toBe(minorToDecimalText(DEFAULT_SETTINGS.withdrawals.minMinor, 2));
    expect(values.chat.retentionDays).toBe(String(DEFAULT_SETTINGS.chat.retentionDays));
    expect(typeof values.regionRestriction.ipAllowList).toBe('string');
    expect(values.brand.prizeModes).toEqual(DEFAULT_SETTINGS.brand.prizeModes);
    expect(settingsOf(values, DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);

    values.regionRestriction.blockedCountries = 'us, br\nvn';
    values.referral.rules[1]!.rewardMinor = '35,5';
    const read = settingsOf(values, DEFAULT_SETTINGS);
    expect(read.regionRestriction.blockedCountries).toEqual(['US', 'BR', 'VN']);
    expect(read.referral.rules[1]!.rewardMinor).toBe(3550);
  });

  it("checks the boxes with the settings schema: the schema's output, or its issues by field", async () => {
    const resolver = settingsResolver(DEFAULT_SETTINGS);
    const unchanged = await checkForm(resolver, settingsValuesOf(DEFAULT_SETTINGS));
    expect(unchanged).toEqual({ data: DEFAULT_SETTINGS, fields: {} });

    const values = settingsValuesOf(DEFAULT_SETTINGS);
    values.brand.name = '';
    values.registerRules.username.acceptedPattern = '([a-';
    values.regionRestriction.ipAllowList = '10.0.0.1\nnot-an-ip';
    values.referral.rules[1]!.rewardMinor = '35.555';
    values.referral.rules[1]!.wageringMultiple = '101';
    values.chat.retentionDays = '';
    const { data, fields } = await checkForm(resolver, values);
    expect(data).toBeNull();
    expect(fields).toEqual({
      'brand.name': 'REQUIRED',
      'registerRules.username.acceptedPattern': 'PATTERN_DOES_NOT_COMPILE',
      'regionRestriction.ipAllowList.1': 'PATTERN_MISMATCH',
      'referral.rules.1.rewardMinor': 'decimals',
      'referral.rules.1.wageringMultiple': 'TOO_BIG',
      'chat.retentionDays': 'REQUIRED',
    });
    expect(unreadableAmounts(values, 2)).toEqual({ 'referral.rules.1.rewardMinor': 'decimals' });
  });
});

describe('settings lists', () => {
  it('numbers a moved row and its neighbours by tens, sending only what changed', () => {
    const rows = [
      { id: 'a', position: 10 },
      { id: 'b', position: 20 },
      { id: 'c', position: 30 },
    ];
    expect(movedPositions(rows, 2, -1, (r) => r.position).map(({ row, position }) => [row.id, position])).toEqual([
      ['c', 20],
      ['b', 30],
    ]);
    expect(movedPositions(rows, 0, -1, (r) => r.position)).toEqual([]);
    const unnumbered = rows.map((r) => ({ ...r, position: 0 }));
    expect(movedPositions(unnumbered, 0, 1, (r) => r.position)).toHaveLength(3);
  });

  it('reads amounts in major units for the currency, fees may be zero', () => {
    expect(readAmount('10,50', 2)).toEqual({ ok: true, minor: 1050, major: 10.5 });
    expect(readAmount('10.555', 2)).toEqual({ ok: false, issue: 'decimals' });
    expect(readAmount('0', 2)).toEqual({ ok: false, issue: 'positive' });
    expect(readAmount('0', 2, true)).toEqual({ ok: true, minor: 0, major: 0 });
    expect(readAmount('', 2, true)).toEqual({ ok: true, minor: 0, major: 0 });
    expect(readAmount('-1', 2, true)).toEqual({ ok: false, issue: 'format' });
  });

  it('shows an exact RTP as a percentage digit for digit', () => {
    expect(rtpPercent('0.9612345678')).toBe('96.12345678');
    expect(rtpPercent('1.0000000000')).toBe('100.00000000');
    expect(rtpPercent('0.0500000000')).toBe('5.00000000');
  });
});
