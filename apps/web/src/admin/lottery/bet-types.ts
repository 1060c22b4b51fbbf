import { checkAmountText } from '../../lib/money-form';
import type { ConsoleBetType } from './lottery-api';

/*
 * The play types of a game as a form edits them: drafts (typed text) from the game or the
 * template, the checks the server also makes (odds within the market's rules, unit limits), and
 * the changes to send (only what differs).
 */

/** A play type as the game answers it; its stake factor is the server's alone. */
export type BetTypeBase = Omit<ConsoleBetType, 'stakeFactor'>;

export interface BetTypeDraft {
  enabled: boolean;
  odds: string;
  minUnit: string;
  maxUnit: string;
  maxMultiplier: string;
}

export interface BetTypeChange {
  enabled?: boolean;
  odds?: number | number[][];
  minUnit?: number;
  maxUnit?: number;
  maxMultiplier?: number;
}

/** A problem of one field, by the server's field name (`betTypes.lo2.odds`): the issue and its values. */
export interface Problem {
  issue: string;
  values?: Record<string, string | number>;
}

/** A pay table as text: one line per number of picks (from 1), the odds for 0, 1, 2… hits. */
export const tableText = (table: number[][]) =>
  table
    .slice(1)
    .map((row) => row.join(' '))
    .join('\n');

function parseTable(text: string): number[][] | null {
  const lines = text.trim().split(/\r?\n/);
  const rows = lines.map((line) => line.trim().split(/\s+/).map(Number));
  if (rows.some((row, i) => row.length !== i + 2 || row.some((o) => !Number.isFinite(o) || o < 0))) return null;
  return [[], ...rows];
}

export const draftOf = (base: BetTypeBase): BetTypeDraft => ({
  enabled: base.enabled,
  odds: typeof base.odds === 'number' ? String(base.odds) : tableText(base.odds),
  minUnit: String(base.minUnit),
  maxUnit: String(base.maxUnit),
  maxMultiplier: String(base.maxMultiplier),
});

/** The odds a draft asks for, or null when they cannot be read. */
export function draftOdds(base: BetTypeBase, draft: BetTypeDraft): number | number[][] | null {
  if (typeof base.odds !== 'number') return parseTable(draft.odds);
  const text = draft.odds.trim().replace(',', '.');
  return /^\d+(\.\d{1,3})?$/.test(text) ? Number(text) : null;
}

/** What the draft odds return to players (0–1), scaled from the server's figure; null for a changed pay table. */
export function draftReturn(base: BetTypeBase, draft: BetTypeDraft): number | null {
  const odds = draftOdds(base, draft);
  if (odds === null) return null;
  if (typeof odds === 'number' && typeof base.odds === 'number') return (base.return * odds) / base.odds;
  return draft.odds === draftOf(base).odds ? base.return : null;
}

/** Every problem of the drafts, keyed as the server names them. */
export function draftProblems(
  bases: BetTypeBase[],
  drafts: Record<string, BetTypeDraft>,
  decimals: number,
): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const base of bases) {
    const draft = drafts[base.code]!;
    const field = (name: string) => `betTypes.${base.code}.${name}`;
    const odds = draftOdds(base, draft);
    if (odds === null) problems[field('odds')] = { issue: typeof base.odds === 'number' ? 'odds' : 'table' };
    else if (typeof odds === 'number' && base.minOdds !== null && base.maxOdds !== null) {
      if (odds < base.minOdds || odds > base.maxOdds)
        problems[field('odds')] = { issue: 'oddsRange', values: { min: base.minOdds, max: base.maxOdds } };
    }
    const min = checkAmountText(draft.minUnit, { decimals, digitsOnly: true });
    const max = checkAmountText(draft.maxUnit, { decimals, digitsOnly: true });
    if (!min.ok) problems[field('minUnit')] = { issue: `amount.${min.issue}` };
    if (!max.ok) problems[field('maxUnit')] = { issue: `amount.${max.issue}` };
    if (min.ok && max.ok && min.minor > max.minor) problems[field('minUnit')] = { issue: 'minAboveMax' };
    const multiplier = Number(draft.maxMultiplier);
    if (!/^\d+$/.test(draft.maxMultiplier.trim()) || multiplier < 1 || multiplier > 100_000)
      problems[field('maxMultiplier')] = { issue: 'multiplier' };
  }
  return problems;
}

/** The changes a form sends: per type, only the fields that differ from the base. */
export function draftChanges(bases: BetTypeBase[], drafts: Record<string, BetTypeDraft>) {
  const changes: Record<string, BetTypeChange> = {};
  for (const base of bases) {
    const draft = drafts[base.code]!;
    const before = draftOf(base);
    const change: BetTypeChange = {};
    if (draft.enabled !== base.enabled) change.enabled = draft.enabled;
    if (draft.odds.trim() !== before.odds) change.odds = draftOdds(base, draft)!;
    if (draft.minUnit.trim() !== before.minUnit) change.minUnit = Number(draft.minUnit.trim());
    if (draft.maxUnit.trim() !== before.maxUnit) change.maxUnit = Number(draft.maxUnit.trim());
    if (draft.maxMultiplier.trim() !== before.maxMultiplier) change.maxMultiplier = Number(draft.maxMultiplier.trim());
    if (Object.keys(change).length > 0) changes[base.code] = change;
  }
  return changes;
}
