import { randomInt } from 'node:crypto';
import type { BetLine } from '@portal/shared/contracts/lottery';
import { FieldIssue } from '@portal/shared/errors';
import { KENO_MAX, normalizePick } from '@portal/shared/lottery-picks';
import type { LotteryMarket } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import { parseAmount } from '../wallet/amounts.ts';
import { maxPayoutMinor, oddsFor, type BetType } from './bet-menu.ts';

/** One bet of a slip before it is written. */
export interface PlannedBet {
  type: BetType;
  picks: string[];
  keys: string[];
  position: number | null;
  unitMinor: number;
  multiplier: number;
  baseMinor: number;
  stakeMinor: number;
  odds: number[];
}

export const lineIssue = (index: number, field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [`lines.${index}.${field}`]: issue } } });

/** Picks the server chooses: distinct, in the type's format. */
function quickPicks(type: BetType, count: number): string[] {
  const pool: string[] =
    type.format === 'num2'
      ? Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
      : type.format === 'num3'
        ? Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'))
        : type.format === 'digit'
          ? Array.from({ length: 10 }, (_, i) => String(i))
          : type.format === 'keno'
            ? Array.from({ length: KENO_MAX }, (_, i) => String(i + 1).padStart(2, '0'))
            : type.format === 'big_small'
              ? ['BIG', 'SMALL']
              : ['ODD', 'EVEN'];
  const chosen: string[] = [];
  while (chosen.length < Math.min(count, pool.length)) {
    const pick = pool.splice(randomInt(pool.length), 1)[0]!;
    chosen.push(pick);
  }
  return chosen;
}

/** A slip line into its bets, every rule of the type checked; the first problem is VALIDATION_FAILED on that line. */
export function planLine(line: BetLine, index: number, types: BetType[], decimals: number): PlannedBet[] {
  const type = types.find((t) => t.code === line.type);
  if (!type || !type.enabled) throw lineIssue(index, 'type', FieldIssue.INVALID_VALUE);
  const unitMinor = parseAmount(line.unit, decimals, {
    field: `lines.${index}.unit`,
    minMinor: type.minUnitMinor,
    maxMinor: type.maxUnitMinor,
  });
  if (line.multiplier > type.maxMultiplier) throw lineIssue(index, 'multiplier', FieldIssue.TOO_BIG);
  let position: number | null = line.position ?? null;
  if (type.position === 'none' && position !== null) throw lineIssue(index, 'position', FieldIssue.INVALID_VALUE);
  if (type.position === 'required' && position === null) throw lineIssue(index, 'position', FieldIssue.REQUIRED);
  if (type.position === 'none') position = null;

  let raw = line.numbers;
  if (raw.length === 0 && line.quickPick) {
    raw = quickPicks(
      type,
      type.perPick ? line.quickPick : Math.max(type.picks[0], Math.min(type.picks[1], line.quickPick)),
    );
  }
  if (raw.length === 0) throw lineIssue(index, 'numbers', FieldIssue.REQUIRED);
  const picks: string[] = [];
  for (const [i, value] of raw.entries()) {
    const pick = normalizePick(type.format, value);
    if (pick === null) throw lineIssue(index, `numbers.${i}`, FieldIssue.PATTERN_MISMATCH);
    if (picks.includes(pick)) throw lineIssue(index, `numbers.${i}`, FieldIssue.INVALID_VALUE);
    picks.push(pick);
  }
  const baseMinor = unitMinor * line.multiplier;
  const stakeMinor = baseMinor * type.stakeFactor;
  if (!Number.isSafeInteger(stakeMinor)) throw lineIssue(index, 'unit', FieldIssue.TOO_BIG);
  const bet = (chosen: string[]): PlannedBet => ({
    type,
    picks: chosen,
    keys: chosen.map((p) => type.key(p, position)),
    position,
    unitMinor,
    multiplier: line.multiplier,
    baseMinor,
    stakeMinor,
    odds: oddsFor(type, chosen.length),
  });
  if (type.perPick) return picks.map((p) => bet([p]));
  if (picks.length < type.picks[0]) throw lineIssue(index, 'numbers', FieldIssue.TOO_SHORT);
  if (picks.length > type.picks[1]) throw lineIssue(index, 'numbers', FieldIssue.TOO_LONG);
  return [bet(picks)];
}

/** What each bet adds to the house's potential payout per outcome (lô trượt pays on absence: no outcome). */
export function liabilityOf(bets: PlannedBet[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const b of bets) {
    if (b.type.rule === 'none') continue;
    const payout = maxPayoutMinor(b.type.rule, b.baseMinor, b.odds);
    for (const key of b.keys) totals.set(key, (totals.get(key) ?? 0n) + payout);
  }
  return totals;
}

/** The game a slip is placed on, as the slip reads it. */
export interface SlipGame {
  id: number;
  code: string;
  name: string;
  market: LotteryMarket;
  product: 'LOTT' | 'ELOTT';
  liability_limit_minor: number;
  bet_settings: unknown;
}
