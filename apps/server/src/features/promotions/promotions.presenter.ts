import type {
  Contributions,
  PromotionClaimView,
  PromotionDetail,
  PromotionRulesView,
  PromotionSummary,
  RaffleView,
} from '@portal/shared/contracts/promotions';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { PromotionRules } from '../../db/column-types.ts';
import { pickText } from '../../platform/localized.ts';
import type { PromotionRow, Verdict } from './promotion-state.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentSummary(
  p: PromotionRow,
  verdict: Verdict,
  language: Language,
  decimals: number,
): PromotionSummary {
  return {
    id: p.id,
    kind: p.kind,
    category: p.category,
    title: pickText(p.title, language),
    summary: pickText(p.summary, language),
    imageUrl: p.image_url,
    startsAt: iso(p.starts_at),
    endsAt: p.ends_at ? iso(p.ends_at) : null,
    state: verdict.state,
    claimableAmount:
      verdict.claim && verdict.claim.amountMinor > 0 ? toMajor(verdict.claim.amountMinor, decimals) : null,
  };
}

/** Basis points as a percent (10000 → 100). */
const percent = (bps: number | undefined) => (bps === undefined ? undefined : bps / 100);

export function presentRules(rules: PromotionRules, decimals: number): PromotionRulesView {
  const money = (minor: number | undefined) => (minor === undefined ? undefined : toMajor(minor, decimals));
  const view: PromotionRulesView = {
    matchPercent: percent(rules.matchBps),
    maxBonus: money(rules.maxBonusMinor),
    minDeposit: money(rules.minDepositMinor),
    cashbackPercent: percent(rules.cashbackBps),
    maxCashback: money(rules.maxCashbackMinor),
    amount: money(rules.amountMinor),
    maxClaims: rules.maxClaims,
    depositPerTicket: money(rules.depositPerTicketMinor),
    turnoverPerTicket: money(rules.turnoverPerTicketMinor),
    maxTickets: rules.maxTickets,
    grandPrize: money(rules.grandPrizeMinor),
    winners: rules.winners,
  };
  return Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined)) as PromotionRulesView;
}

export interface ClaimRow {
  id: number;
  status: PromotionClaimView['status'];
  amount_minor: number | null;
  remark: string | null;
  review_note: string | null;
  created_at: Date | string;
}

export const presentClaim = (row: ClaimRow, decimals: number): PromotionClaimView => ({
  id: row.id,
  status: row.status,
  amount: row.amount_minor === null ? null : toMajor(row.amount_minor, decimals),
  remark: row.remark,
  reviewNote: row.review_note,
  createdAt: iso(row.created_at),
});

export function presentDetail(
  p: PromotionRow,
  verdict: Verdict,
  history: ClaimRow[],
  raffle: RaffleView | null,
  language: Language,
  decimals: number,
): PromotionDetail {
  return {
    ...presentSummary(p, verdict, language, decimals),
    body: pickText(p.body, language),
    terms: pickText(p.terms, language),
    requiresJoin: p.requires_join,
    wageringMultiple: p.wagering_multiple,
    wageringBase: p.wagering_base,
    onWithdrawal: p.on_withdrawal,
    bonusValidDays: p.bonus_valid_days,
    contributions: p.contributions as Contributions,
    rules: presentRules(p.rules, decimals),
    history: history.map((row) => presentClaim(row, decimals)),
    raffle,
  };
}
