import type { WageringFigures } from '@portal/shared/contracts/promotions';
import { toMajor } from '@portal/shared/money';

/** What the figures are made of: a bonus's requirement and what is left of it, in minor units. */
export interface WageringRow {
  wagering_required_minor: number;
  wagering_remaining_minor: number;
}

/**
 * The one place wagering figures are made: required, done and left summed over `rows` (one bonus,
 * or every active bonus), in minor units and then in major units. The bonus card, the bonus
 * wallet's summary and the withdraw page all show what this answers, so they cannot disagree.
 */
export function wageringOf(rows: readonly WageringRow[], decimals: number): WageringFigures {
  let required = 0;
  let left = 0;
  for (const row of rows) {
    required += row.wagering_required_minor;
    left += row.wagering_remaining_minor;
  }
  return {
    required: toMajor(required, decimals),
    done: toMajor(required - left, decimals),
    left: toMajor(left, decimals),
  };
}
