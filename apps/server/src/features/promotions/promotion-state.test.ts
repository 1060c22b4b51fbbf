import { describe, expect, it } from 'vitest';
import type { PromotionKind } from '../../db/column-types.ts';
import {
  offerState,
  promotionState,
  shareOf,
  weekStart,
  type MemberFacts,
  type PromotionRow,
} from './promotion-state.ts';

const NOW = new Date('2026-11-26T12:00:00Z'); // a Thursday
const DAY = 86_400_000;

function promotion(kind: PromotionKind, overrides: Partial<PromotionRow> = {}): PromotionRow {
  return {
    id: 1,
    kind,
    category: 'general',
    title: { en: 'Offer' },
    summary: {},
    body: {},
    terms: {},
    image_url: null,
    starts_at: new Date('2026-11-01T00:00:00Z'),
    ends_at: null,
    enabled: true,
    position: 0,
    requires_join: false,
    rules: {},
    wagering_multiple: 0,
    wagering_base: 'bonus',
    contributions: {},
    vendor_only: null,
    on_withdrawal: 'forfeit',
    bonus_valid_days: 30,
    eligibility: {},
    seed_key: null,
    terms_approved_at: new Date('2026-11-01T00:00:00Z'),
    terms_approved_by: null,
    drawn_at: null,
    budget_minor: 1_000_000_000,
    per_claim_cap_minor: null,
    spent_minor: 0,
    created_at: new Date('2026-11-01T00:00:00Z'),
    updated_at: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

function facts(overrides: Partial<MemberFacts> = {}): MemberFacts {
  return {
    registeredAt: new Date('2026-11-20T00:00:00Z'),
    dialingCode: '+55',
    vipLevel: 0,
    deposits: [],
    usedDepositIds: new Set(),
    joined: new Map(),
    claims: new Map(),
    lastWeekLossMinor: 0,
    agentMade: false,
    ...overrides,
  };
}

const deposit = (id: number, amountMinor: number, daysAgo: number) => ({
  id,
  amountMinor,
  completedAt: new Date(NOW.getTime() - daysAgo * DAY),
});

describe('promotionState', () => {
  it('is coming before the start, close after the end or when disabled, for members and visitors', () => {
    const later = promotion('free_credit', { starts_at: new Date(NOW.getTime() + DAY), rules: { amountMinor: 100 } });
    expect(promotionState(later, null, NOW).state).toBe('coming');
    expect(promotionState(later, facts(), NOW).state).toBe('coming');
    const ended = promotion('free_credit', { ends_at: new Date(NOW.getTime() - 1), rules: { amountMinor: 100 } });
    expect(promotionState(ended, facts(), NOW).state).toBe('close');
    expect(promotionState(promotion('free_credit', { enabled: false }), facts(), NOW).state).toBe('close');
    expect(promotionState(promotion('free_credit', { rules: { amountMinor: 100 } }), null, NOW).state).toBe('join');
  });

  it('keeps an approved application claimable after the offer ends', () => {
    const ended = promotion('manual', { ends_at: new Date(NOW.getTime() - DAY) });
    const approved = facts({ claims: new Map([[1, [{ periodKey: 'once', status: 'issued', amountMinor: 2_500 }]]]) });
    expect(promotionState(ended, approved, NOW)).toEqual({
      state: 'issued',
      claim: { periodKey: 'once', amountMinor: 2_500 },
    });
  });

  it('closes the offer to members outside its eligibility: registered too long ago, another country', () => {
    const p = promotion('free_credit', {
      rules: { amountMinor: 100 },
      eligibility: { registeredWithinDays: 3, countries: ['+55'] },
    });
    expect(promotionState(p, facts(), NOW).state).toBe('close');
    expect(promotionState(p, facts({ registeredAt: new Date(NOW.getTime() - DAY) }), NOW).state).toBe('claim');
    expect(
      promotionState(p, facts({ registeredAt: new Date(NOW.getTime() - DAY), dialingCode: '+84' }), NOW).state,
    ).toBe('close');
  });

  it('closes the offer to members outside its VIP levels', () => {
    const p = promotion('free_credit', { rules: { amountMinor: 100 }, eligibility: { vipLevels: [2, 3] } });
    expect(promotionState(p, facts(), NOW).state).toBe('close');
    expect(promotionState(p, facts({ vipLevel: 3 }), NOW).state).toBe('claim');
  });

  it('first deposit: process without one, claim on a qualifying one, close when it was too small or before joining', () => {
    const p = promotion('first_deposit', { rules: { matchBps: 5_000, maxBonusMinor: 3_000, minDepositMinor: 2_000 } });
    expect(promotionState(p, facts(), NOW).state).toBe('process');
    expect(promotionState(p, facts({ deposits: [deposit(7, 10_000, 1)] }), NOW)).toEqual({
      state: 'claim',
      claim: { periodKey: 'once', amountMinor: 3_000, depositOrderId: 7, depositMinor: 10_000 },
    });
    expect(promotionState(p, facts({ deposits: [deposit(7, 1_000, 1)] }), NOW).state).toBe('close');
    const joinFirst = promotion('first_deposit', { requires_join: true, rules: { matchBps: 10_000 } });
    const joinedAfter = facts({
      deposits: [deposit(7, 5_000, 2)],
      joined: new Map([[1, new Date(NOW.getTime() - DAY)]]),
    });
    expect(promotionState(joinFirst, joinedAfter, NOW).state).toBe('close');
  });

  it('reload: the latest unclaimed later deposit, up to maxClaims', () => {
    const p = promotion('reload', { rules: { matchBps: 1_000, maxClaims: 2 } });
    const f = facts({ deposits: [deposit(1, 5_000, 5), deposit(2, 4_000, 3), deposit(3, 6_000, 1)] });
    expect(promotionState(p, f, NOW).claim).toMatchObject({ periodKey: 'dep:3', amountMinor: 600 });
    f.claims.set(1, [{ periodKey: 'dep:3', status: 'claimed', amountMinor: 600 }]);
    expect(promotionState(p, f, NOW).claim).toMatchObject({ periodKey: 'dep:2', amountMinor: 400 });
    f.claims.get(1)!.push({ periodKey: 'dep:2', status: 'claimed', amountMinor: 400 });
    expect(promotionState(p, f, NOW).state).toBe('claimed');
  });

  it('cashback: a share of last week’s net loss, capped, once per week', () => {
    const p = promotion('cashback', {
      starts_at: new Date('2026-11-01T00:00:00Z'),
      rules: { cashbackBps: 1_000, maxCashbackMinor: 5_000 },
    });
    expect(promotionState(p, facts(), NOW).state).toBe('process');
    expect(promotionState(p, facts({ lastWeekLossMinor: 12_345 }), NOW)).toEqual({
      state: 'claim',
      claim: { periodKey: 'week:2026-11-16', amountMinor: 1_234 },
    });
    expect(promotionState(p, facts({ lastWeekLossMinor: 100_000 }), NOW).claim?.amountMinor).toBe(5_000);
    const taken = facts({
      lastWeekLossMinor: 12_345,
      claims: new Map([[1, [{ periodKey: 'week:2026-11-16', status: 'claimed', amountMinor: 1_234 }]]]),
    });
    expect(promotionState(p, taken, NOW).state).toBe('claimed');
    // An offer that started this week pays nothing on last week.
    const fresh = promotion('cashback', { starts_at: new Date('2026-11-24T00:00:00Z'), rules: { cashbackBps: 1_000 } });
    expect(promotionState(fresh, facts({ lastWeekLossMinor: 12_345 }), NOW).state).toBe('process');
  });

  it('keeps daily sign-in and free credit from an agent-made account until its first deposit (review N8)', () => {
    const signIn = promotion('daily_sign_in', { rules: { amountMinor: 100 } });
    const free = promotion('free_credit', { rules: { amountMinor: 100 } });
    for (const p of [signIn, free]) {
      expect(promotionState(p, facts({ agentMade: true }), NOW).state).toBe('process');
      expect(promotionState(p, facts({ agentMade: true, deposits: [deposit(1, 5_000, 1)] }), NOW).state).toBe('claim');
      expect(promotionState(p, facts(), NOW).state).toBe('claim');
    }
  });
  it('daily sign-in: claim, then signed for the rest of the UTC day', () => {
    const p = promotion('daily_sign_in', { rules: { amountMinor: 100 } });
    expect(promotionState(p, facts(), NOW).claim).toEqual({ periodKey: 'day:2026-11-26', amountMinor: 100 });
    const signed = facts({
      claims: new Map([[1, [{ periodKey: 'day:2026-11-26', status: 'claimed', amountMinor: 100 }]]]),
    });
    expect(promotionState(p, signed, NOW).state).toBe('signed');
    expect(promotionState(p, signed, new Date('2026-11-27T00:00:01Z')).state).toBe('claim');
  });

  it('manual: join (apply), then the application’s own status', () => {
    const p = promotion('manual');
    expect(promotionState(p, facts(), NOW).state).toBe('join');
    for (const status of ['applying', 'rejected', 'claimed'] as const) {
      const f = facts({ claims: new Map([[1, [{ periodKey: 'once', status, amountMinor: null }]]]) });
      expect(promotionState(p, f, NOW).state).toBe(status);
    }
  });
});

describe('helpers', () => {
  it('weekStart is Monday 00:00 UTC; shareOf floors and caps', () => {
    expect(weekStart(NOW).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(shareOf(999, 3_333)).toBe(332);
    expect(shareOf(10_000, 10_000, 2_500)).toBe(2_500);
  });
});

describe('money terms and budget (decision 033)', () => {
  const credit = (overrides: Partial<PromotionRow> = {}) =>
    promotion('free_credit', { rules: { amountMinor: 4_999_900 }, ...overrides });

  it('closes a paying promotion whose terms finance never approved; a manual one needs none', () => {
    expect(promotionState(credit({ terms_approved_at: null }), facts(), NOW).state).toBe('close');
    expect(promotionState(credit(), facts(), NOW).state).toBe('claim');
    expect(promotionState(promotion('manual', { terms_approved_at: null }), facts(), NOW).state).toBe('join');
  });

  it('pays at most the per-claim cap', () => {
    expect(promotionState(credit({ per_claim_cap_minor: 10_000 }), facts(), NOW).claim?.amountMinor).toBe(10_000);
    expect(promotionState(credit({ per_claim_cap_minor: null }), facts(), NOW).claim?.amountMinor).toBe(4_999_900);
  });

  it('shows closed what the budget left cannot pay (no budget: nothing is paid)', () => {
    const capped = { per_claim_cap_minor: 10_000 };
    expect(offerState(credit({ ...capped, budget_minor: 20_000, spent_minor: 10_000 }), facts(), NOW).state).toBe(
      'claim',
    );
    expect(offerState(credit({ ...capped, budget_minor: 20_000, spent_minor: 10_001 }), facts(), NOW).state).toBe(
      'close',
    );
    expect(offerState(credit({ ...capped, budget_minor: null }), facts(), NOW).state).toBe('close');
  });
});
