import type { z } from 'zod';
import type { betSettingsPatchSchema } from '@portal/shared/contracts/lottery';
import { FieldIssue } from '@portal/shared/errors';
import type { LotteryMarket } from '../../db/column-types.ts';
import { AppError } from '../../platform/app-error.ts';
import { parseAmount } from '../wallet/amounts.ts';
import { betTypesOf, menuOf, type BetSettingsOverrides } from './bet-menu.ts';
import { oddsProblems } from './lottery-odds-rules.ts';

type BetTypeChange = z.infer<typeof betSettingsPatchSchema>;

/**
 * A game's bet-menu overrides with the operator's changes applied (money in major units parsed to
 * minor), every changed type checked against the market's rules: an unknown type, odds of the
 * wrong kind or outside the rules, a smallest unit above the largest. All problems come back at
 * once as VALIDATION_FAILED by field (`betTypes.<code>.odds`); nothing is stored by this function.
 * `checkAll` checks every type of the menu (a new game), not only the changed ones.
 */
export function mergeBetSettings(
  market: LotteryMarket,
  base: BetSettingsOverrides,
  changes: Record<string, BetTypeChange>,
  decimals: number,
  options: { checkAll?: boolean } = {},
): BetSettingsOverrides {
  const overrides = { ...base };
  const menu = menuOf(market);
  const problems: Record<string, FieldIssue> = {};
  for (const [typeCode, change] of Object.entries(changes)) {
    const definition = menu.find((t) => t.code === typeCode);
    if (!definition) {
      problems[`betTypes.${typeCode}`] = FieldIssue.UNKNOWN_FIELD;
      continue;
    }
    const field = (name: string) => `betTypes.${typeCode}.${name}`;
    const next = { ...overrides[typeCode] };
    if (change.enabled !== undefined) next.enabled = change.enabled;
    if (change.stakeFactor !== undefined) next.stakeFactor = change.stakeFactor;
    if (change.maxMultiplier !== undefined) next.maxMultiplier = change.maxMultiplier;
    try {
      if (change.minUnit !== undefined)
        next.minUnitMinor = parseAmount(change.minUnit, decimals, { field: field('minUnit') });
      if (change.maxUnit !== undefined)
        next.maxUnitMinor = parseAmount(change.maxUnit, decimals, { field: field('maxUnit') });
    } catch (error) {
      Object.assign(problems, fieldsOf(error));
    }
    if (change.odds !== undefined) {
      const table = definition.rule === 'table';
      if (table !== Array.isArray(change.odds)) problems[field('odds')] = FieldIssue.INVALID_TYPE;
      else
        next.oddsMilli = Array.isArray(change.odds)
          ? change.odds.map((row) => row.map((o) => Math.round(o * 1000)))
          : Math.round(change.odds * 1000);
    }
    overrides[typeCode] = next;
  }
  for (const type of betTypesOf(market, overrides, decimals)) {
    if (!options.checkAll && !changes[type.code]) continue;
    for (const [name, issue] of Object.entries(oddsProblems(market, type, `betTypes.${type.code}`)))
      problems[name] ??= issue;
  }
  if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields: problems } });
  return overrides;
}

function fieldsOf(error: unknown): Record<string, FieldIssue> {
  if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
    const value = error.value as { fields?: Record<string, FieldIssue> } | undefined;
    if (value?.fields) return value.fields;
  }
  throw error;
}
