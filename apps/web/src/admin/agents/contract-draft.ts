import { z } from 'zod';
import {
  CONTRACT_FLAGS,
  CONTRACT_KINDS,
  contractOfferSchema,
  type ContractKind,
  type DividendCycle,
} from '@portal/shared/contracts/agents';
import type { BrandSettings } from '@portal/shared/settings';
import { formResolver } from '../../lib/form-resolver.ts';
import { emptyTier, tierIssues, type TierBasis, type TierDraft } from '../../lib/contract-tiers.ts';

/** The offer form as typed: the member by username (looked up to an id), the terms, the tiers as text. */
export interface OfferDraft {
  username: string;
  /** The member the search found for `username`: undefined until looked up, null when none has it. */
  memberId: number | null | undefined;
  kind: ContractKind | '';
  basis: TierBasis;
  tiers: TierDraft[];
  cycle: DividendCycle;
  rollover: boolean;
}

export const emptyOffer = (kind: ContractKind | '' = ''): OfferDraft => ({
  username: '',
  memberId: undefined,
  kind,
  basis: 'bet',
  tiers: [emptyTier()],
  cycle: 'monthly',
  rollover: false,
});

/** The kinds the brand's switches turn on, in the contract's order. */
export const offerableKinds = (flags: Partial<BrandSettings['flags']> | undefined): ContractKind[] =>
  CONTRACT_KINDS.filter((kind) => flags?.[CONTRACT_FLAGS[kind]] === true);

/**
 * The offer form's own issue codes beside the server's field issues: the member behind the
 * username, and a tier row's problem as `threshold.order`, `rate.decimals`... (lib/contract-tiers).
 */
export const MEMBER_REQUIRED = 'MEMBER_REQUIRED';
export const MEMBER_NOT_FOUND = 'MEMBER_NOT_FOUND';

/**
 * The body of POST /admin/api/agents/contracts as the schema reads it. Thresholds stay in the
 * unit typed (major units of valid bet, or a member count); a cycle and rollover go only with a
 * dividend (salaries settle daily, hourly or in real time by kind).
 */
export function offerInputOf(draft: OfferDraft): unknown {
  const read = (text: string) => numberOf(text.trim().replace(',', '.'));
  const base = {
    memberId: draft.memberId ?? undefined,
    kind: draft.kind || undefined,
    basis: draft.basis,
    tiers: draft.tiers.map((row) => ({ threshold: read(row.threshold), ratePercent: read(row.rate) })),
  };
  return draft.kind === 'dividend'
    ? { ...base, cycle: draft.cycle, rollover: draft.rollover }
    : { ...base, rollover: false };
}

const numberOf = (text: string) => (text === '' ? undefined : Number(text));

/**
 * The offer form's check: the draft as the route's body parsed by contractOfferSchema; before the
 * schema's words, the form's own: no username, a username no member has (`memberId` null once
 * looked up; undefined until then), and each tier row's problem by the brand currency's
 * `moneyDecimals` (the schema checks the order of the list, the form names the row).
 */
export function offerResolver(moneyDecimals: number) {
  const schema = z.custom<OfferDraft>().transform(offerInputOf).pipe(contractOfferSchema);
  const ownIssues = (draft: OfferDraft) => {
    const issues: Record<string, string> = {};
    if (draft.username.trim() === '') issues.username = MEMBER_REQUIRED;
    else if (draft.memberId === null) issues.username = MEMBER_NOT_FOUND;
    tierIssues(draft.tiers, draft.basis, moneyDecimals).forEach((row, index) => {
      if (row.threshold) issues[`tiers.${index}.threshold`] = `threshold.${row.threshold}`;
      if (row.rate) issues[`tiers.${index}.rate`] = `rate.${row.rate}`;
    });
    return issues;
  };
  return formResolver(schema, ownIssues, { extraFirst: true });
}
