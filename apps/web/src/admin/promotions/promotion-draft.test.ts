import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, emptyDraft, inputOf, withKind } from './promotion-draft.ts';

const filled = () => ({
  ...emptyDraft(new Date('2030-01-01T00:00:00Z')),
  title: { 'pt-BR': 'Bônus', en: 'Bonus', th: ' ' },
  rules: { matchPercent: '100', maxBonus: '500.50', cashbackPercent: '5' },
  contributions: { RNG: '100', LIVE: '12.5', FISH: '' },
  countries: '+55, +66',
});

describe('the promotion form', () => {
  it("sends the kind's figures only, contributions in basis points, no blank texts", () => {
    const input = inputOf(filled()) as Record<string, unknown>;
    expect(input.rules).toEqual({ matchPercent: 100, maxBonus: 500.5 });
    expect(input.contributions).toEqual({ RNG: 10_000, LIVE: 1_250 });
    expect(input.title).toEqual({ 'pt-BR': 'Bônus', en: 'Bonus' });
    expect(input.eligibility).toEqual({ countries: ['+55', '+66'] });
    expect(checkDraft(filled()).data).not.toBeNull();
  });

  it("names the kind's missing figure and a bad dialing code", () => {
    const draft = { ...withKind(filled(), 'cashback'), rules: {}, countries: '55' };
    expect(checkDraft(draft).fields).toEqual({
      'rules.cashbackPercent': 'REQUIRED',
      'eligibility.countries.0': 'PATTERN_MISMATCH',
    });
  });

  it('defaults free credit to the in-house games and reads a stored promotion back', () => {
    expect(withKind(emptyDraft(), 'free_credit').vendorOnly).toBe('INHOUSE');
    const input = checkDraft(filled()).data!;
    const back = draftOf({ ...input, id: 1, createdAt: input.startsAt, updatedAt: input.startsAt });
    expect(back.contributions).toEqual({ RNG: '100', LIVE: '12.5' });
    expect(back.rules).toEqual({ matchPercent: '100', maxBonus: '500.5' });
  });
});
