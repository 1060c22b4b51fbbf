/*
 * How a lottery pick is written, for the server (which refuses what does not fit) and the bet
 * slip (which checks as the player types): one rule, so the two cannot disagree. No zod here: the
 * slip loads it.
 */

/** Keno draws 20 balls of 1 to KENO_MAX. */
export const KENO_MAX = 80;

export const PICK_FORMATS = ['num2', 'num3', 'digit', 'keno', 'big_small', 'odd_even'] as const;
export type PickFormat = (typeof PICK_FORMATS)[number];

/** A pick as the player wrote it, normalized ('7' → '07' in keno, 'big' → 'BIG'), or null when it does not fit the format. */
export function normalizePick(format: string, raw: string): string | null {
  const pick = raw.trim().toUpperCase();
  switch (format) {
    case 'num2':
      return /^\d{2}$/.test(pick) ? pick : null;
    case 'num3':
      return /^\d{3}$/.test(pick) ? pick : null;
    case 'digit':
      return /^\d$/.test(pick) ? pick : null;
    case 'keno': {
      if (!/^\d{1,2}$/.test(pick)) return null;
      const n = Number(pick);
      return n >= 1 && n <= KENO_MAX ? String(n).padStart(2, '0') : null;
    }
    case 'big_small':
      return pick === 'BIG' || pick === 'SMALL' ? pick : null;
    case 'odd_even':
      return pick === 'ODD' || pick === 'EVEN' ? pick : null;
    default:
      return null;
  }
}
