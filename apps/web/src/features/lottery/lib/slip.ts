import type { z } from 'zod';
import type { betTypeSchema, BetLine } from '@portal/shared/contracts/lottery';
import { KENO_MAX, normalizePick } from '@portal/shared/lottery-picks';

export type BetType = z.infer<typeof betTypeSchema>;

const range = (from: number, to: number, width: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

/**
 * The picks a bet type offers as buttons, in order. Three-digit numbers (1,000 of them) have no
 * buttons: the player types them (`null`).
 */
export function pickPool(format: string): string[] | null {
  switch (format) {
    case 'num2':
      return range(0, 99, 2);
    case 'digit':
      return range(0, 9, 1);
    case 'keno':
      return range(1, KENO_MAX, 2);
    case 'big_small':
      return ['BIG', 'SMALL'];
    case 'odd_even':
      return ['ODD', 'EVEN'];
    default:
      return null;
  }
}

/** Typed picks ("12, 34 56"): the valid ones normalized and deduplicated, and the ones that are not. */
export function parsePicks(format: string, text: string): { picks: string[]; invalid: string[] } {
  const picks: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/).filter(Boolean)) {
    const pick = normalizePick(format, raw);
    if (pick === null) invalid.push(raw);
    else if (!picks.includes(pick)) picks.push(pick);
  }
  return { picks, invalid };
}

/** How many bets a line makes: one per pick for per-pick types, else one ticket. */
export const betCount = (type: BetType, picks: number) => (type.perPick ? picks : picks > 0 ? 1 : 0);

/** A line's stake in major units: bets × unit × multiplier × stake factor, to the cent. */
export function lineStake(type: BetType, picks: number, unit: number, multiplier: number): number {
  return Math.round(betCount(type, picks) * unit * multiplier * type.stakeFactor * 100) / 100;
}

export type SlipIssue =
  | 'NO_PICKS'
  | 'TOO_FEW_PICKS'
  | 'TOO_MANY_PICKS'
  | 'POSITION_REQUIRED'
  | 'UNIT_INVALID'
  | 'UNIT_TOO_LOW'
  | 'UNIT_TOO_HIGH'
  | 'MULTIPLIER_INVALID';

/** What stops a line from being placed, checked as the server does; null when it can go. */
export function lineIssue(
  type: BetType,
  line: { picks: string[]; position: number | null; unit: number; multiplier: number },
): SlipIssue | null {
  const count = line.picks.length;
  if (count === 0) return 'NO_PICKS';
  if (!type.perPick && count < type.picks[0]) return 'TOO_FEW_PICKS';
  if (!type.perPick && count > type.picks[1]) return 'TOO_MANY_PICKS';
  if (type.position === 'required' && line.position === null) return 'POSITION_REQUIRED';
  if (!Number.isFinite(line.unit) || line.unit <= 0 || Math.round(line.unit * 100) !== line.unit * 100)
    return 'UNIT_INVALID';
  if (line.unit < type.minUnit) return 'UNIT_TOO_LOW';
  if (line.unit > type.maxUnit) return 'UNIT_TOO_HIGH';
  if (!Number.isInteger(line.multiplier) || line.multiplier < 1 || line.multiplier > type.maxMultiplier)
    return 'MULTIPLIER_INVALID';
  return null;
}

/**
 * Quick pick: `count` distinct picks drawn here (the player sees them before placing) from the
 * type's pool, or random three-digit numbers. `random` returns [0, 1) like Math.random.
 */
export function quickPicks(format: string, count: number, random: () => number = Math.random): string[] {
  const pool = pickPool(format) ?? (format === 'num3' ? range(0, 999, 3) : []);
  const left = [...pool];
  const out: string[] = [];
  while (out.length < count && left.length > 0) {
    const i = Math.min(left.length - 1, Math.floor(random() * left.length));
    out.push(left.splice(i, 1)[0]!);
  }
  return out;
}

/** How many picks quick pick chooses: the type's minimum for tickets, one for per-pick types. */
export const quickPickCount = (type: BetType) => (type.perPick ? 1 : type.picks[0]);

export function toBetLine(
  type: BetType,
  line: { picks: string[]; position: number | null; unit: number; multiplier: number },
): BetLine {
  return {
    type: type.code,
    numbers: line.picks,
    unit: line.unit,
    multiplier: line.multiplier,
    ...(line.position !== null ? { position: line.position } : {}),
  };
}
