import {
  CONTRACT_FLAGS,
  CONTRACT_KINDS,
  type ContractKind,
  type ContractOffer,
  type DividendCycle,
} from '@portal/shared/contracts/agents';
import type { BrandSettings } from '@portal/shared/settings';
import {
  emptyTier,
  hasTierIssues,
  tierIssues,
  tiersOf,
  type TierBasis,
  type TierDraft,
  type TierRowIssues,
} from '../../lib/contract-tiers.ts';

/** The offer form as typed: the member by username (looked up to an id), the terms, the tiers as text. */
export interface OfferDraft {
  username: string;
  /** The member the search found for `username`; null until then. */
  memberId: number | null;
  kind: ContractKind | '';
  basis: TierBasis;
  tiers: TierDraft[];
  cycle: DividendCycle;
  rollover: boolean;
}

export const emptyOffer = (kind: ContractKind | '' = ''): OfferDraft => ({
  username: '',
  memberId: null,
  kind,
  basis: 'bet',
  tiers: [emptyTier()],
  cycle: 'monthly',
  rollover: false,
});

/** The kinds the brand's switches turn on, in the contract's order. */
export const offerableKinds = (flags: Partial<BrandSettings['flags']> | undefined): ContractKind[] =>
  CONTRACT_KINDS.filter((kind) => flags?.[CONTRACT_FLAGS[kind]] === true);

export type OfferIssues = {
  member?: 'required' | 'notFound';
  kind?: 'required';
  tiers: TierRowIssues[];
};

/** What keeps the draft from being sent; `moneyDecimals` is the brand currency's. */
export function offerIssues(draft: OfferDraft, moneyDecimals: number): OfferIssues {
  return {
    ...(draft.username.trim() === ''
      ? { member: 'required' as const }
      : draft.memberId === null
        ? { member: 'notFound' as const }
        : {}),
    ...(draft.kind === '' ? { kind: 'required' as const } : {}),
    tiers: tierIssues(draft.tiers, draft.basis, moneyDecimals),
  };
}

export const hasOfferIssues = (issues: OfferIssues) =>
  Boolean(issues.member || issues.kind) || hasTierIssues(issues.tiers);

/**
 * The request body of POST /admin/api/agents/contracts, or null while the draft has a problem.
 * Thresholds stay in the unit typed (major units of valid bet, or a member count); a cycle and
 * rollover go only with a dividend (salaries settle daily, hourly or in real time by kind).
 */
export function offerRequest(draft: OfferDraft, moneyDecimals: number): ContractOffer | null {
  if (hasOfferIssues(offerIssues(draft, moneyDecimals)) || draft.memberId === null || draft.kind === '') return null;
  const tiers = tiersOf(draft.tiers, draft.basis, moneyDecimals);
  if (!tiers) return null;
  const base = { memberId: draft.memberId, kind: draft.kind, basis: draft.basis, tiers };
  return draft.kind === 'dividend'
    ? { ...base, cycle: draft.cycle, rollover: draft.rollover }
    : { ...base, rollover: false };
}
