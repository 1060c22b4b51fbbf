import type { ContractTier } from '@portal/shared/contracts/agents';

/*
 * A contract's tiers as a form edits them, for every form that writes one (the console's offer
 * and the agent center's offer to a downline).
 * The threshold is team valid bet in major units of the brand currency (at most the currency's
 * decimals) or a count of active members (whole); the rate is percent with two decimals.
 */

/** The most tiers a contract holds (the contract's schema says 20). */
export const MAX_TIERS = 20;

/** A tier as typed: both fields text until checked. */
export interface TierDraft {
  threshold: string;
  rate: string;
}

export type TierBasis = 'bet' | 'active';
export type TierIssue = 'required' | 'format' | 'decimals' | 'order' | 'range';
export interface TierRowIssues {
  threshold?: TierIssue;
  rate?: TierIssue;
}

const NUMBER = /^\d+(\.\d+)?$/;
const read = (text: string) => text.trim().replace(',', '.');
const decimalsOf = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

export const emptyTier = (): TierDraft => ({ threshold: '', rate: '' });

/** A new row after the last; nothing changes at the limit. */
export const addTier = (rows: readonly TierDraft[]): TierDraft[] =>
  rows.length >= MAX_TIERS ? [...rows] : [...rows, emptyTier()];

/** The rows without row `index`; the last row stays (a contract has at least one tier). */
export const removeTier = (rows: readonly TierDraft[], index: number): TierDraft[] =>
  rows.length <= 1 ? [...rows] : rows.filter((_, i) => i !== index);

export const updateTier = (rows: readonly TierDraft[], index: number, patch: Partial<TierDraft>): TierDraft[] =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));

/**
 * Each row's problems as the server would find them: a threshold that is a non-negative number
 * (whole for active members, at most `moneyDecimals` for valid bet) above the row before it, and
 * a rate from 0 to 100 with at most two decimals.
 */
export function tierIssues(rows: readonly TierDraft[], basis: TierBasis, moneyDecimals: number): TierRowIssues[] {
  let previous: number | null = null;
  return rows.map((row) => {
    const issues: TierRowIssues = {};
    const threshold = read(row.threshold);
    if (threshold === '') issues.threshold = 'required';
    else if (!NUMBER.test(threshold)) issues.threshold = 'format';
    else if (decimalsOf(threshold) > (basis === 'active' ? 0 : moneyDecimals)) issues.threshold = 'decimals';
    else {
      const value = Number(threshold);
      if (value > 1e12) issues.threshold = 'range';
      else if (previous !== null && value <= previous) issues.threshold = 'order';
      previous = value;
    }
    const rate = read(row.rate);
    if (rate === '') issues.rate = 'required';
    else if (!NUMBER.test(rate)) issues.rate = 'format';
    else if (decimalsOf(rate) > 2) issues.rate = 'decimals';
    else if (Number(rate) > 100) issues.rate = 'range';
    return issues;
  });
}

export const hasTierIssues = (issues: readonly TierRowIssues[]) => issues.some((i) => i.threshold || i.rate);

/** The rows as the API takes them, or null while any row has a problem (or there are none or too many). */
export function tiersOf(rows: readonly TierDraft[], basis: TierBasis, moneyDecimals: number): ContractTier[] | null {
  if (rows.length === 0 || rows.length > MAX_TIERS) return null;
  if (hasTierIssues(tierIssues(rows, basis, moneyDecimals))) return null;
  return rows.map((row) => ({ threshold: Number(read(row.threshold)), ratePercent: Number(read(row.rate)) }));
}

/** Existing tiers as editable rows (an offer that starts from the agent's own contract). */
export const draftsOf = (tiers: readonly ContractTier[]): TierDraft[] =>
  tiers.length === 0
    ? [emptyTier()]
    : tiers.map((t) => ({ threshold: String(t.threshold), rate: String(t.ratePercent) }));

/**
 * The rate a tier list gives at `threshold` (the highest tier reached), or null below the first:
 * the agent's own rate at a threshold, which an offer to a downline may not exceed.
 */
export function rateAt(tiers: readonly ContractTier[], threshold: number): number | null {
  let rate: number | null = null;
  for (const tier of tiers) if (threshold >= tier.threshold) rate = tier.ratePercent;
  return rate;
}

/**
 * The rows that give more than the agent's own contract at some team figure (the server's
 * lower-rate rule: every threshold of either list is a point where the offer may not pay more):
 * a row is flagged when the rate it sets is above the own rate at its threshold or at an own
 * threshold it still covers. Below the own first tier the own rate is nothing.
 */
export function rowsAboveOwn(rows: readonly ContractTier[], own: readonly ContractTier[]): number[] {
  const points = [...rows, ...own].map((t) => t.threshold);
  const flagged = new Set<number>();
  for (const x of points) {
    let row = -1;
    rows.forEach((tier, i) => {
      if (tier.threshold <= x) row = i;
    });
    if (row >= 0 && rows[row]!.ratePercent > (rateAt(own, x) ?? 0)) flagged.add(row);
  }
  return [...flagged].sort((a, b) => a - b);
}
