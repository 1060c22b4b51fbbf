import type { TFunction } from 'i18next';
import { FieldIssue } from '@portal/shared/errors';
import { lengthBounds, PATTERNS, type FieldRule } from '@portal/shared/validation-rules';
import { ApiError } from './api-client';

/**
 * The sentence for a field issue: a length or format problem is told by the
 * rule's patternId with min and max filled in, one number when they are equal.
 */
export function issueMessage(t: TFunction<'auth'>, issue: string, rule?: FieldRule): string {
  if (rule && issue !== FieldIssue.REQUIRED && rule.patternId in PATTERNS) {
    const sizeIssue = issue === FieldIssue.TOO_SHORT || issue === FieldIssue.TOO_LONG;
    if (sizeIssue || issue === FieldIssue.PATTERN_MISMATCH) {
      const { min, max, single } = lengthBounds(rule);
      const range = single ? String(min) : max > 0 ? `${min}–${max}` : `${min}+`;
      return t(`patterns.${rule.patternId}` as 'patterns.1', { range });
    }
  }
  const known = (Object.values(FieldIssue) as string[]).includes(issue);
  return t(`issues.${known ? issue : FieldIssue.INVALID_VALUE}` as 'issues.REQUIRED', {
    min: rule?.minLength ?? 0,
    max: rule?.maxLength ?? 0,
  });
}

/** What a rule asks, said before anything is typed: its pattern's sentence, or else its length. */
export function ruleHint(t: TFunction<'auth'>, rule: FieldRule): string {
  if (rule.patternId in PATTERNS) return issueMessage(t, FieldIssue.PATTERN_MISMATCH, rule);
  const { min, max, single } = lengthBounds(rule);
  return t('lengthHint', { range: single ? String(min) : max > 0 ? `${min}–${max}` : `${min}+` });
}

/** The per-field issues a VALIDATION_FAILED or USER_EXISTS answer carries in `value.fields`. */
export function serverFieldIssues(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || typeof error.value !== 'object' || error.value === null) return null;
  const fields = (error.value as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const issues: Record<string, string> = {};
  for (const [name, issue] of Object.entries(fields)) if (typeof issue === 'string') issues[name] = issue;
  return Object.keys(issues).length > 0 ? issues : null;
}

/** What a failed call says to a person: the server's localized sentence, or the network one. */
export const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;
