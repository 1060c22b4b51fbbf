import { describe, expect, it } from 'vitest';
import { checkForm } from '../../test/form-check.ts';
import {
  draftOf,
  emptyDraft,
  inputOf,
  promotionResolver,
  toggleVipLevel,
  vipLevelName,
  withKind,
  type PromotionDraft,
} from './promotion-draft.ts';

const checkDraft = (draft: PromotionDraft) => checkForm(promotionResolver(), draft);
const eligible = (draft: PromotionDraft, eligibility: Partial<PromotionDraft['eligibility']>): PromotionDraft => ({
  ...draft,
  eligibility: { ...draft.eligibility, ...eligibility },
});

/** What the server adds about finance's approvals (decision 033): the form leaves it alone. */
const approvals = {
  moneyTerms: {
    status: 'approved',
    live: true,
    approvalId: null,
    requestedBy: null,
    approvedAt: null,
    approvedBy: null,
  },
  budget: null,
  perClaimCap: null,
  spent: 0,
  budgetApprovalId: null,
} as const;

const filled = (): PromotionDraft =>
  eligible(
    {
      ...emptyDraft(new Date('2030-01-01T00:00:00Z')),
      title: { 'pt-BR': 'Bônus', en: 'Bonus', th: ' ' },
      rules: { matchPercent: '100', maxBonus: '500.50', cashbackPercent: '5' },
      contributions: { RNG: '100', LIVE: '12.5', FISH: '' },
    },
    { countries: '+55, +66' },
  );

describe('the promotion form', () => {
  it("sends the kind's figures only, contributions in basis points, no blank texts", async () => {
    const input = inputOf(filled()) as Record<string, unknown>;
    expect(input.rules).toEqual({ matchPercent: 100, maxBonus: 500.5 });
    expect(input.contributions).toEqual({ RNG: 10_000, LIVE: 1_250 });
    expect(input.title).toEqual({ 'pt-BR': 'Bônus', en: 'Bonus' });
    expect(input.eligibility).toEqual({ countries: ['+55', '+66'] });
    expect((await checkDraft(filled())).data).not.toBeNull();
  });

  it("names the kind's missing figure and a bad dialing code", async () => {
    const draft = eligible({ ...withKind(filled(), 'cashback'), rules: {} }, { countries: '55' });
    expect((await checkDraft(draft)).fields).toEqual({
      'rules.cashbackPercent': 'REQUIRED',
      'eligibility.countries.0': 'PATTERN_MISMATCH',
    });
  });

  it('defaults free credit to the in-house games and reads a stored promotion back', async () => {
    expect(withKind(emptyDraft(), 'free_credit').vendorOnly).toBe('INHOUSE');
    const input = (await checkDraft(filled())).data!;
    const back = draftOf({ ...input, ...approvals, id: 1, createdAt: input.startsAt, updatedAt: input.startsAt });
    expect(back.contributions).toEqual({ RNG: '100', LIVE: '12.5' });
    expect(back.rules).toEqual({ matchPercent: '100', maxBonus: '500.5' });
  });

  it('keeps the VIP levels through the form: stored → draft → body, ascending and once each', async () => {
    const input = (await checkDraft(eligible(filled(), { registeredWithinDays: '7', vipLevels: [3, 1] }))).data!;
    expect(input.eligibility).toEqual({ registeredWithinDays: 7, countries: ['+55', '+66'], vipLevels: [1, 3] });
    const stored = { ...input, ...approvals, id: 1, createdAt: input.startsAt, updatedAt: input.startsAt };
    const draft = draftOf({ ...stored, eligibility: { ...stored.eligibility, vipLevels: [4, 0, 4] } });
    expect(draft.eligibility.vipLevels).toEqual([0, 4]);
    // Saving an edit of something else sends them back unchanged: nothing erased.
    const saved = (await checkDraft({ ...draft, position: '5' })).data!;
    expect(saved.eligibility).toEqual({ registeredWithinDays: 7, countries: ['+55', '+66'], vipLevels: [0, 4] });
    expect(draftOf({ ...stored, ...saved }).eligibility.vipLevels).toEqual([0, 4]);
  });

  it('leaves vipLevels out when no level is ticked (every level), and ticks and unticks one', async () => {
    expect(emptyDraft().eligibility.vipLevels).toEqual([]);
    expect((inputOf(emptyDraft()) as { eligibility: object }).eligibility).toEqual({});
    expect(toggleVipLevel([], 2)).toEqual([2]);
    expect(toggleVipLevel([0, 3], 1)).toEqual([0, 1, 3]);
    expect(toggleVipLevel([0, 1, 3], 1)).toEqual([0, 3]);
    const input = (await checkDraft(eligible(filled(), { vipLevels: toggleVipLevel(toggleVipLevel([], 2), 2) }))).data!;
    expect(input.eligibility).toEqual({ countries: ['+55', '+66'] });
  });

  it('names a VIP rank from the ladder in the preview language, else English, else none', () => {
    const ladder = [
      { rankLevel: 0, name: { en: 'Member' } },
      { rankLevel: 1, name: { en: 'Gold', 'pt-BR': 'Ouro' } },
    ];
    expect(vipLevelName(1, ladder, 'pt-BR')).toBe('Ouro');
    expect(vipLevelName(1, ladder, 'th')).toBe('Gold');
    expect(vipLevelName(0, ladder, 'pt-BR')).toBe('Member');
    expect(vipLevelName(7, ladder, 'en')).toBeNull();
  });
});
