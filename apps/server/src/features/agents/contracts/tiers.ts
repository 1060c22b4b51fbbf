import type { ContractTier } from '@portal/shared/contracts/agents';
import { toMajor, toMinor } from '@portal/shared/money';
import { FieldIssue } from '@portal/shared/errors';
import type { AgentTier } from '../../../db/column-types.ts';
import { AppError } from '../../../platform/app-error.ts';

/** The rate (basis points) a tier list gives at a team figure: the highest tier reached, else 0. */
export function rateAt(tiers: readonly AgentTier[], figure: number): number {
  let rate = 0;
  for (const tier of tiers) if (tier.threshold <= figure) rate = tier.rateBps;
  return rate;
}

/** True when `tiers` give more than `cap` at some team figure (the lower-rate rule's test). */
export function exceeds(tiers: readonly AgentTier[], cap: readonly AgentTier[]): boolean {
  const points = [...tiers, ...cap].map((t) => t.threshold);
  return points.some((x) => rateAt(tiers, x) > rateAt(cap, x));
}

/** API tiers (major units or a member count, percent) to stored ones (minor units, basis points). */
export function storedTiers(tiers: readonly ContractTier[], basis: 'bet' | 'active', decimals: number): AgentTier[] {
  return tiers.map((tier, i) => {
    const bps = Math.round(tier.ratePercent * 100);
    if (Math.abs(bps - tier.ratePercent * 100) > 1e-6) throw refused(i, 'ratePercent');
    if (basis === 'active') {
      if (!Number.isInteger(tier.threshold)) throw refused(i, 'threshold');
      return { threshold: tier.threshold, rateBps: bps };
    }
    const minor = toMinor(tier.threshold, decimals);
    if (!minor.ok) throw refused(i, 'threshold');
    return { threshold: minor.minor, rateBps: bps };
  });
}

export const apiTiers = (tiers: readonly AgentTier[], basis: string, decimals: number): ContractTier[] =>
  tiers.map((tier) => ({
    threshold: basis === 'active' ? tier.threshold : toMajor(tier.threshold, decimals),
    ratePercent: tier.rateBps / 100,
  }));

const refused = (i: number, field: string) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [`tiers.${i}.${field}`]: FieldIssue.TOO_MANY_DECIMALS } } });
