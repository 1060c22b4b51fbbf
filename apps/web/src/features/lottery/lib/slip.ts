import type { z } from 'zod';
import type { betTypeSchema, BetLine } from '@portal/shared/contracts/lottery';
import { KENO_MAX, normalizePick } from '@portal/shared/lottery-picks';
import { toMinor } from '@portal/shared/money';

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

/** The most picks one line carries: betLineSchema's `numbers` limit (a test holds the two together). */
export const MAX_LINE_PICKS = 100;

/** A line's unit (major units) in minor units, or null when it is not an amount of the currency. */
export function unitMinorOf(unit: number, decimals: number): number | null {
  if (!Number.isFinite(unit) || unit <= 0) return null;
  const parsed = toMinor(unit, decimals);
  return parsed.ok ? parsed.minor : null;
}

/** What one point of the type costs: the unit × the type's stake factor (lô 2 số in the north: × 27). */
export const pointCostMinor = (type: BetType, unitMinor: number) => unitMinor * type.stakeFactor;

/**
 * What a line costs in minor units, exactly as the server takes it: bets × unit × multiplier ×
 * stake factor; null when the unit is not an amount (no float ever reaches the total).
 */
export function lineCostMinor(
  type: BetType,
  line: { picks: string[]; unit: number; multiplier: number },
  decimals: number,
): number | null {
  const unitMinor = unitMinorOf(line.unit, decimals);
  if (unitMinor === null || !Number.isInteger(line.multiplier) || line.multiplier < 1) return null;
  return betCount(type, line.picks.length) * pointCostMinor(type, unitMinor) * line.multiplier;
}

/** The slip's total in minor units: the sum of its lines' costs (a line that is not an amount counts 0). */
export const slipCostMinor = (
  lines: { type: BetType; picks: string[]; unit: number; multiplier: number }[],
  decimals: number,
) => lines.reduce((sum, l) => sum + (lineCostMinor(l.type, l, decimals) ?? 0), 0);

/**
 * What one point wins on one hit, in minor units (the base × the odds in thousandths, rounded down
 * as the settlement does); null for pay-table types, whose win depends on the hits.
 */
export function pointWinMinor(type: BetType, unitMinor: number): number | null {
  if (typeof type.odds !== 'number') return null;
  return Math.floor((unitMinor * Math.round(type.odds * 1000)) / 1000);
}

/** The most picks a line of the type takes: its ticket size, or the line limit for per-pick types. */
export const maxPicksOf = (type: BetType) => (type.perPick ? MAX_LINE_PICKS : type.picks[1]);

/** A pick toggled in or out; a pick beyond the type's limit is not added. */
export function togglePick(type: BetType, picks: string[], pick: string): string[] {
  if (picks.includes(pick)) return picks.filter((p) => p !== pick);
  return picks.length >= maxPicksOf(type) ? picks : [...picks, pick];
}

/** Select all makes sense where each pick is its own bet (lô, đề...), not for a ticket (xiên, lô trượt). */
export const canSelectAll = (type: BetType) => type.perPick;

/** Every pick of `pool` added to the selection, up to the line limit. */
export function selectAll(type: BetType, picks: string[], pool: string[]): string[] {
  const out = [...picks];
  for (const pick of pool) {
    if (out.length >= maxPicksOf(type)) break;
    if (!out.includes(pick)) out.push(pick);
  }
  return out;
}

/** Three-digit numbers shown a hundred at a time: the hundred `h` (0–9) is h00 to h99. */
export const hundredPool = (hundred: number) => range(hundred * 100, hundred * 100 + 99, 3);

/** The counts quick pick offers a per-pick type (a ticket always draws its own size). */
export const QUICK_PICK_COUNTS = [1, 2, 3, 5, 10] as const;

export type SlipIssue =
  | 'NO_PICKS'
  | 'TOO_FEW_PICKS'
  | 'TOO_MANY_PICKS'
  | 'TOO_MANY_LINE_PICKS'
  | 'POSITION_REQUIRED'
  | 'UNIT_INVALID'
  | 'UNIT_TOO_LOW'
  | 'UNIT_TOO_HIGH'
  | 'MULTIPLIER_INVALID';

/** What stops a line from being placed, checked as the server does; null when it can go. */
export function lineIssue(
  type: BetType,
  line: { picks: string[]; position: number | null; unit: number; multiplier: number },
  decimals = 2,
): SlipIssue | null {
  const count = line.picks.length;
  if (count === 0) return 'NO_PICKS';
  if (!type.perPick && count < type.picks[0]) return 'TOO_FEW_PICKS';
  if (!type.perPick && count > type.picks[1]) return 'TOO_MANY_PICKS';
  if (type.perPick && count > MAX_LINE_PICKS) return 'TOO_MANY_LINE_PICKS';
  if (type.position === 'required' && line.position === null) return 'POSITION_REQUIRED';
  if (unitMinorOf(line.unit, decimals) === null) return 'UNIT_INVALID';
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
  // (The pool is the whole format: 000–999 for three digits, whatever hundred the grid shows.)
  const pool = pickPool(format) ?? (format === 'num3' ? range(0, 999, 3) : []);
  const left = [...pool];
  const out: string[] = [];
  while (out.length < count && left.length > 0) {
    const i = Math.min(left.length - 1, Math.floor(random() * left.length));
    out.push(left.splice(i, 1)[0]!);
  }
  return out;
}

/** How many picks quick pick chooses: the type's minimum for tickets; for per-pick types the count asked (1 by default). */
export const quickPickCount = (type: BetType, wanted = 1) =>
  type.perPick ? Math.max(1, Math.min(wanted, MAX_LINE_PICKS)) : type.picks[0];

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
