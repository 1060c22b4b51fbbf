import type { GoodsView } from '@portal/shared/contracts/loyalty';

export type RedeemBlocker = 'soldOut' | 'limit' | 'points' | 'turnover';

/**
 * Why a good cannot be redeemed now, as the member's own figures tell (the server still decides):
 * out of stock, the member's limit reached, too few points, too little 30-day turnover.
 */
export function redeemBlocker(goods: GoodsView, points: number, turnover30d: number): RedeemBlocker | null {
  if (goods.stockLeft !== null && goods.stockLeft <= 0) return 'soldOut';
  if (goods.perMemberLimit !== null && goods.redeemedByMe >= goods.perMemberLimit) return 'limit';
  if (points < goods.points) return 'points';
  if (goods.amountRequirement > 0 && turnover30d < goods.amountRequirement) return 'turnover';
  return null;
}

/**
 * What converting `points` gives, in minor units, rounded down: the server pays whole minor units
 * and never more than the points are worth.
 */
export function convertMinor(points: number, pointsPerUnit: number, decimals: number): number {
  if (!(pointsPerUnit > 0) || !(points > 0)) return 0;
  return Math.floor((points * 10 ** decimals) / pointsPerUnit);
}

export type ConvertIssue = 'required' | 'format' | 'min' | 'balance';

/** The typed points checked before the call: whole, at least the minimum, at most what the member has. */
export function convertIssue(text: string, rules: { minPoints: number; points: number }): ConvertIssue | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!/^\d{1,12}$/.test(value)) return 'format';
  const points = Number(value);
  if (points <= 0 || points < rules.minPoints) return 'min';
  if (points > rules.points) return 'balance';
  return null;
}

export const PAYMENT_PASSWORD = /^\d{6}$/;
