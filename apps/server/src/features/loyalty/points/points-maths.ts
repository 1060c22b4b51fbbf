/**
 * Points from valid turnover. A rate is hundredths of a point per 100 major units of turnover, so
 * a point is worth `pointUnit` weighted minor units; what falls short of a whole point is carried
 * to the member's next bets, never lost and never rounded up. BigInt: turnover × rate may pass 2^53.
 */
export const pointUnit = (decimals: number): bigint => 100n * 100n * 10n ** BigInt(decimals);

export interface TurnoverLine {
  product: string;
  validMinor: number;
}

export function weightedTurnover(lines: readonly TurnoverLine[], rates: Partial<Record<string, number>>): bigint {
  let total = 0n;
  for (const line of lines) {
    const rate = rates[line.product] ?? 0;
    if (rate > 0 && line.validMinor > 0) total += BigInt(line.validMinor) * BigInt(rate);
  }
  return total;
}

/** The whole points a carry plus new weighted turnover make, and the carry left. */
export function accrue(carry: bigint, weighted: bigint, unit: bigint): { points: number; carry: bigint } {
  const sum = carry + weighted;
  return { points: Number(sum / unit), carry: sum % unit };
}
