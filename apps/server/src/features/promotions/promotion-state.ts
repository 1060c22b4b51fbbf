import type { PromotionState } from '@portal/shared/contracts/promotions';
import type { Selectable } from 'kysely';
import type { Promotions } from '../../db/schema.ts';

export type PromotionRow = Selectable<Promotions>;

const DAY_MS = 86_400_000;

/** What the server knows about one member that decides their promotions' states. */
export interface MemberFacts {
  registeredAt: Date;
  dialingCode: string | null;
  /** The member's VIP rank (0 without a standing). */
  vipLevel: number;
  /** Paid deposits, oldest first. */
  deposits: { id: number; amountMinor: number; completedAt: Date }[];
  /** Deposits some promotion already paid a bonus on (one bonus per deposit). */
  usedDepositIds: Set<number>;
  /** promotion id → when the member joined. */
  joined: Map<number, Date>;
  /** promotion id → the member's claims of it, newest first. */
  claims: Map<
    number,
    { periodKey: string; status: 'applying' | 'rejected' | 'issued' | 'claimed'; amountMinor: number | null }[]
  >;
  /** The net loss (stakes − payouts, ≥ 0) of last week's bets, from lastWeekStart. */
  lastWeekLossMinor: number;
  /** An account an agent made from the agent center (members.registered_by): review N8. */
  agentMade: boolean;
}

/** The member's state for a promotion, and what a claim now would pay and under which key. */
export interface Verdict {
  state: PromotionState;
  claim?: { periodKey: string; amountMinor: number; depositOrderId?: number; depositMinor?: number };
}

/** Monday 00:00 UTC of the week `now` is in. */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}
const dayKey = (now: Date) => `day:${now.toISOString().slice(0, 10)}`;

/** `bps` of `minor`, floored, capped (when the cap is set). */
export function shareOf(minor: number, bps: number, capMinor?: number): number {
  const share = Math.floor((minor * bps) / 10_000);
  return capMinor === undefined ? share : Math.min(share, capMinor);
}

/** Who may take part (a raffle's draw asks it of each entrant at the end). */
export function eligible(
  p: PromotionRow,
  facts: Pick<MemberFacts, 'registeredAt' | 'dialingCode' | 'vipLevel'>,
  now: Date,
): boolean {
  const { registeredWithinDays, countries, vipLevels } = p.eligibility;
  if (
    registeredWithinDays !== undefined &&
    now.getTime() - facts.registeredAt.getTime() > registeredWithinDays * DAY_MS
  ) {
    return false;
  }
  if (countries?.length && !countries.includes(facts.dialingCode ?? '')) return false;
  if (vipLevels?.length && !vipLevels.includes(facts.vipLevel)) return false;
  return true;
}

/**
 * A promotion's state for a member (spec §3), or for a visitor without `facts`. Pure: the service
 * reads the facts once for every promotion of the list; the claim reads them again in its own
 * call, and the unique claim row decides races. What a claim pays is at most the promotion's
 * per-claim cap (decision 033); one whose money terms finance never approved is closed.
 */
export function promotionState(p: PromotionRow, facts: MemberFacts | null, now: Date): Verdict {
  const verdict = stateOf(p, facts, now);
  const cap = p.per_claim_cap_minor;
  if (!verdict.claim || cap === null || verdict.claim.amountMinor <= cap) return verdict;
  return { ...verdict, claim: { ...verdict.claim, amountMinor: cap } };
}

/**
 * What a member is shown: a claim the budget left cannot pay is closed. The claim itself does not
 * rely on this read: its transaction spends the budget with a conditional update.
 */
export function offerState(p: PromotionRow, facts: MemberFacts | null, now: Date): Verdict {
  const verdict = promotionState(p, facts, now);
  if (!verdict.claim || withinBudget(p, verdict.claim.amountMinor)) return verdict;
  return { state: 'close' };
}

/** The budget left pays `amountMinor` (no budget: nothing is paid). */
export const withinBudget = (p: Pick<PromotionRow, 'budget_minor' | 'spent_minor'>, amountMinor: number) =>
  p.budget_minor !== null && p.spent_minor + amountMinor <= p.budget_minor;

function stateOf(p: PromotionRow, facts: MemberFacts | null, now: Date): Verdict {
  const claims = facts?.claims.get(p.id) ?? [];
  // An approved application stays claimable after the offer ends.
  if (claims[0]?.status === 'issued') {
    return { state: 'issued', claim: { periodKey: claims[0].periodKey, amountMinor: claims[0].amountMinor ?? 0 } };
  }
  if (p.kind === 'raffle') return raffleState(p, facts, now);
  if (!p.enabled || (p.ends_at && now >= new Date(p.ends_at))) return { state: 'close' };
  // Money terms finance never approved pay nothing (decision 033).
  if (p.kind !== 'manual' && p.terms_approved_at === null) return { state: 'close' };
  if (now < new Date(p.starts_at)) return { state: 'coming' };
  if (!facts) return { state: 'join' };
  if (!eligible(p, facts, now)) return { state: 'close' };
  const joinedAt = facts.joined.get(p.id);
  if (p.requires_join && p.kind !== 'manual' && !joinedAt) return { state: 'join' };
  const since = new Date(Math.max(new Date(p.starts_at).getTime(), joinedAt?.getTime() ?? 0));
  const rules = p.rules;
  const claimed = (key: string) => claims.some((c) => c.periodKey === key);

  switch (p.kind) {
    case 'first_deposit': {
      if (claimed('once')) return { state: 'claimed' };
      const first = facts.deposits[0];
      if (!first) return { state: 'process' };
      const qualifies =
        first.completedAt >= since &&
        first.amountMinor >= (rules.minDepositMinor ?? 0) &&
        !facts.usedDepositIds.has(first.id);
      const amountMinor = shareOf(first.amountMinor, rules.matchBps ?? 0, rules.maxBonusMinor);
      if (!qualifies || amountMinor <= 0) return { state: 'close' };
      return {
        state: 'claim',
        claim: { periodKey: 'once', amountMinor, depositOrderId: first.id, depositMinor: first.amountMinor },
      };
    }
    case 'reload': {
      const taken = claims.filter((c) => c.status === 'claimed').length;
      if (rules.maxClaims !== undefined && taken >= rules.maxClaims) return { state: 'claimed' };
      const candidate = facts.deposits
        .slice(1)
        .filter((d) => d.completedAt >= since && d.amountMinor >= (rules.minDepositMinor ?? 0))
        .filter((d) => !facts.usedDepositIds.has(d.id) && !claimed(`dep:${d.id}`))
        .at(-1);
      const amountMinor = candidate ? shareOf(candidate.amountMinor, rules.matchBps ?? 0, rules.maxBonusMinor) : 0;
      if (!candidate || amountMinor <= 0) return { state: 'process' };
      return {
        state: 'claim',
        claim: {
          periodKey: `dep:${candidate.id}`,
          amountMinor,
          depositOrderId: candidate.id,
          depositMinor: candidate.amountMinor,
        },
      };
    }
    case 'cashback': {
      const lastWeek = new Date(weekStart(now).getTime() - 7 * DAY_MS);
      const key = `week:${lastWeek.toISOString().slice(0, 10)}`;
      if (claimed(key)) return { state: 'claimed' };
      // Last week must lie inside the offer (and after joining) to pay on it.
      const amountMinor =
        lastWeek >= since ? shareOf(facts.lastWeekLossMinor, rules.cashbackBps ?? 0, rules.maxCashbackMinor) : 0;
      return amountMinor > 0 ? { state: 'claim', claim: { periodKey: key, amountMinor } } : { state: 'process' };
    }
    case 'daily_sign_in': {
      // Free money for an account an agent made by the dozen waits for its first real deposit (review N8).
      if (facts.agentMade && facts.deposits.length === 0) return { state: 'process' };
      const key = dayKey(now);
      if (claimed(key)) return { state: 'signed' };
      const amountMinor = rules.amountMinor ?? 0;
      return amountMinor > 0 ? { state: 'claim', claim: { periodKey: key, amountMinor } } : { state: 'close' };
    }
    case 'free_credit': {
      if (claimed('once')) return { state: 'claimed' };
      if (facts.agentMade && facts.deposits.length === 0) return { state: 'process' };
      const amountMinor = rules.amountMinor ?? 0;
      return amountMinor > 0 ? { state: 'claim', claim: { periodKey: 'once', amountMinor } } : { state: 'close' };
    }
    case 'manual': {
      const latest = claims[0];
      if (!latest) return { state: 'join' };
      return { state: latest.status };
    }
  }
}

/**
 * A raffle: tickets accrue while it runs ('process' once in); after its end it waits for the draw
 * ('process'), then a winner's prize is an issued claim (above) and everyone else's is 'close'.
 */
function raffleState(p: PromotionRow, facts: MemberFacts | null, now: Date): Verdict {
  if (facts?.claims.get(p.id)?.some((c) => c.status === 'claimed')) return { state: 'claimed' };
  if (!p.enabled || p.terms_approved_at === null) return { state: 'close' };
  if (now < new Date(p.starts_at)) return { state: 'coming' };
  if (p.ends_at && now >= new Date(p.ends_at)) return { state: p.drawn_at ? 'close' : 'process' };
  if (!facts) return { state: 'join' };
  if (!eligible(p, facts, now)) return { state: 'close' };
  if (p.requires_join && !facts.joined.has(p.id)) return { state: 'join' };
  return { state: 'process' };
}
