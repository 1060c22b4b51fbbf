import type {
  AdminPromotion,
  AdminPromotionRow,
  PromotionApplication,
  PromotionCostRow,
  PromotionRulesView,
} from '@portal/shared/contracts/promotions';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { MoneyTermsState } from '@portal/shared/contracts/operators';
import type { LocalizedText, PromotionKind, PromotionRules } from '../../db/column-types.ts';
import { pickText } from '../../platform/localized.ts';
import type { PromotionTerms } from './promotion-terms.ts';
import type { ClaimStatus, PromotionRow } from './promotions-admin.repo.ts';

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));
/** Basis points as a percent: 10000 → 100, 1250 → 12.5. */
const percentOf = (bps: number) => toMajor(bps, 2);

/** The stored figures (minor units, basis points) as the editor writes them (major units, percents). */
export function rulesView(rules: PromotionRules, decimals: number): PromotionRulesView {
  const view: PromotionRulesView = {};
  if (rules.matchBps !== undefined) view.matchPercent = percentOf(rules.matchBps);
  if (rules.maxBonusMinor !== undefined) view.maxBonus = toMajor(rules.maxBonusMinor, decimals);
  if (rules.minDepositMinor !== undefined) view.minDeposit = toMajor(rules.minDepositMinor, decimals);
  if (rules.cashbackBps !== undefined) view.cashbackPercent = percentOf(rules.cashbackBps);
  if (rules.maxCashbackMinor !== undefined) view.maxCashback = toMajor(rules.maxCashbackMinor, decimals);
  if (rules.amountMinor !== undefined) view.amount = toMajor(rules.amountMinor, decimals);
  if (rules.maxClaims !== undefined) view.maxClaims = rules.maxClaims;
  return view;
}

/** What the editor shows of a promotion's approvals: its money terms' state, the proposed terms, a waiting budget. */
export interface PromotionApprovals {
  moneyTerms: MoneyTermsState;
  pending: PromotionTerms | null;
  budgetApprovalId: number | null;
}

/** The promotion as the editor loads it: while a change of its money terms waits, the proposed figures. */
export function presentAdminPromotion(
  stored: PromotionRow,
  decimals: number,
  approvals: PromotionApprovals,
): AdminPromotion {
  const row = approvals.pending ? { ...stored, ...approvals.pending } : stored;
  const major = (minor: number | null) => (minor === null ? null : toMajor(minor, decimals));
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    title: row.title,
    summary: row.summary,
    body: row.body,
    terms: row.terms,
    imageUrl: row.image_url,
    startsAt: iso(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    enabled: row.enabled,
    position: row.position,
    requiresJoin: row.requires_join,
    rules: rulesView(row.rules, decimals),
    wageringMultiple: row.wagering_multiple,
    wageringBase: row.wagering_base,
    contributions: row.contributions,
    vendorOnly: row.vendor_only,
    onWithdrawal: row.on_withdrawal,
    bonusValidDays: row.bonus_valid_days,
    eligibility: row.eligibility,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    moneyTerms: approvals.moneyTerms,
    budget: major(row.budget_minor),
    perClaimCap: major(row.per_claim_cap_minor),
    spent: toMajor(row.spent_minor, decimals),
    budgetApprovalId: approvals.budgetApprovalId,
  };
}

export function presentPromotionRow(
  row: PromotionRow & { claim_count: number; applying_count: number },
  language: Language,
  decimals: number,
  termsStatus: MoneyTermsState['status'],
): AdminPromotionRow {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    title: pickText(row.title, language),
    imageUrl: row.image_url,
    startsAt: iso(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    enabled: row.enabled,
    position: row.position,
    claimCount: row.claim_count,
    applyingCount: row.applying_count,
    termsStatus,
    budget: row.budget_minor === null ? null : toMajor(row.budget_minor, decimals),
    spent: toMajor(row.spent_minor, decimals),
  };
}

export function presentApplication(
  row: {
    id: number;
    promotion_id: number;
    member_id: number;
    status: ClaimStatus;
    amount_minor: number | null;
    remark: string | null;
    image_keys: string[];
    review_note: string | null;
    reviewed_by: string | null;
    reviewed_at: Date | string | null;
    created_at: Date | string;
    title: LocalizedText;
    kind: PromotionKind;
    username: string;
  },
  language: Language,
  decimals: number,
): PromotionApplication {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    promotionTitle: pickText(row.title, language),
    promotionKind: row.kind,
    memberId: row.member_id,
    username: row.username,
    status: row.status,
    amount: row.amount_minor === null ? null : toMajor(row.amount_minor, decimals),
    remark: row.remark,
    imageCount: row.image_keys.length,
    reviewNote: row.review_note,
    reviewedBy: row.reviewed_by,
    reviewedAt: isoOrNull(row.reviewed_at),
    createdAt: iso(row.created_at),
  };
}

export function presentCostRow(
  row: {
    id: number;
    title: LocalizedText;
    kind: PromotionKind;
    claims: number;
    members: number;
    issuedMinor: number;
    convertedMinor: number;
    forfeitedMinor: number;
    expiredMinor: number;
    activeMinor: number;
  },
  language: Language,
  decimals: number,
): PromotionCostRow {
  const major = (minor: number) => toMajor(minor, decimals);
  return {
    promotionId: row.id,
    title: pickText(row.title, language),
    kind: row.kind,
    claims: row.claims,
    members: row.members,
    issued: major(row.issuedMinor),
    converted: major(row.convertedMinor),
    forfeited: major(row.forfeitedMinor),
    expired: major(row.expiredMinor),
    active: major(row.activeMinor),
    cost: major(row.convertedMinor),
  };
}
