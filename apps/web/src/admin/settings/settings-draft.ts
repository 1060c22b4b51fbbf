import type { z } from 'zod';
import { FieldIssue } from '@portal/shared/errors';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the draft changed against the saved value, as the PATCH body the server merges: only the
 * changed leaves, objects kept as paths, lists whole (the server replaces lists).
 */
export function changedSubset(saved: unknown, draft: unknown): Plain | undefined {
  if (!isPlain(saved) || !isPlain(draft)) return undefined;
  const out: Plain = {};
  for (const [key, value] of Object.entries(draft)) {
    const before = saved[key];
    if (isPlain(value) && isPlain(before)) {
      const inner = changedSubset(before, value);
      if (inner) out[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(before)) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** How many single settings a patch changes (a list counts once). */
export function countLeaves(patch: Plain | undefined): number {
  if (!patch) return 0;
  return Object.values(patch).reduce<number>((sum, value) => sum + (isPlain(value) ? countLeaves(value) : 1), 0);
}

export type Issues = Record<string, string>;

/**
 * The field issues of a VALIDATION_FAILED answer (an ApiError's `value.fields`), by dotted path
 * (`brand.name`, `regionRestriction.ipAllowList.2`).
 */
export function serverIssues(error: unknown): Issues {
  const value = isPlain(error) || error instanceof Error ? (error as { value?: unknown }).value : undefined;
  if (!isPlain(value) || !isPlain(value.fields)) return {};
  return Object.fromEntries(
    Object.entries(value.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The same issues from the shared zod schema, before anything is sent. */
export function schemaIssues(error: z.ZodError): Issues {
  const out: Issues = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    out[path] ??= issueOf(issue);
  }
  return out;
}

function issueOf(issue: z.core.$ZodIssue): string {
  const textual = 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
  switch (issue.code) {
    case 'too_small':
      return textual ? FieldIssue.TOO_SHORT : FieldIssue.TOO_SMALL;
    case 'too_big':
      return textual ? FieldIssue.TOO_LONG : FieldIssue.TOO_BIG;
    case 'invalid_format':
      return FieldIssue.PATTERN_MISMATCH;
    case 'invalid_type':
      return FieldIssue.INVALID_TYPE;
    default:
      return FieldIssue.INVALID_VALUE;
  }
}

/** The issue at `path`, or at an item under it (a list's third address is the list's problem). */
export function issueAt(issues: Issues, path: string): string | undefined {
  if (issues[path]) return issues[path];
  const prefix = `${path}.`;
  return Object.entries(issues).find(([key]) => key.startsWith(prefix))?.[1];
}
