import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsSchema } from '@portal/shared/settings';
import { changedSubset, countLeaves, issueAt, schemaIssues, serverIssues } from './settings-draft.ts';
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

  it("reads the shared schema's and the server's issues by field path", () => {
    const draft = structuredClone(DEFAULT_SETTINGS);
    draft.brand.name = '';
    draft.registerRules.username.acceptedPattern = '([a-';
    draft.regionRestriction.ipAllowList = ['10.0.0.1', 'not-an-ip'];
    const parsed = settingsSchema.safeParse(draft);
    expect(parsed.success).toBe(false);
    const issues = schemaIssues(parsed.error!);
    expect(issues['brand.name']).toBe('TOO_SHORT');
    expect(issues['registerRules.username.acceptedPattern']).toBe('INVALID_VALUE');
    expect(issueAt(issues, 'regionRestriction.ipAllowList')).toBe('INVALID_VALUE');
    expect(issueAt(issues, 'regionRestriction.ipDenyList')).toBeUndefined();

    const answer = (code: string, value: unknown) => Object.assign(new Error(code), { code, value });
    const refused = answer('VALIDATION_FAILED', { fields: { 'locale.defaultLanguage': 'INVALID_VALUE' } });
    expect(serverIssues(refused)).toEqual({ 'locale.defaultLanguage': 'INVALID_VALUE' });
    expect(serverIssues(answer('CURRENCY_IN_USE', { membersWithBalance: 2 }))).toEqual({});
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
