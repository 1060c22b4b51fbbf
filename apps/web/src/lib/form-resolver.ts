import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { FieldIssue } from '@portal/shared/errors';

/** Issue codes by dotted field path ('title', 'rules.amount'). */
export type FieldIssueCodes = Record<string, string>;

/**
 * A zod issue as the code the forms translate (the server's FieldIssue names): a missing value or an
 * empty box is REQUIRED, a fraction where a whole number belongs WHOLE_NUMBER. A rule's own message (a refine
 * in the shared schema) is kept: zod puts it before this map.
 */
export function issueCodeOf(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return FieldIssue.REQUIRED;
    return issue.expected === 'int' ? 'WHOLE_NUMBER' : FieldIssue.INVALID_TYPE;
  }
  const text = 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
  // An empty box (or one of spaces, trimmed) where something is asked for is missing, not short.
  if (issue.code === 'too_small' && text && isEmpty(issue.input)) return FieldIssue.REQUIRED;
  if (issue.code === 'too_big') return text ? FieldIssue.TOO_LONG : FieldIssue.TOO_BIG;
  if (issue.code === 'too_small') return text ? FieldIssue.TOO_SHORT : FieldIssue.TOO_SMALL;
  if (issue.code === 'invalid_format') return FieldIssue.PATTERN_MISMATCH;
  // A percent in hundredths: more decimals than that.
  if (issue.code === 'not_multiple_of') return FieldIssue.TOO_MANY_DECIMALS;
  return FieldIssue.INVALID_VALUE;
}

const isEmpty = (input: unknown) => input === '' || (Array.isArray(input) && input.length === 0);

/**
 * react-hook-form's check of a form through one schema: the form's values turned into the API's
 * body and parsed by the shared schema the route uses, each error's message an issue code.
 * `extra` adds what only the form knows (the currency's decimals, a stock below what was
 * redeemed); the schema's issue wins where both name a field, unless `extraFirst` (the form's
 * check names a cause the schema cannot see, as a rate it only reads as no number).
 */
export function formResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<Body, Values>,
  extra?: (values: Values) => FieldIssueCodes,
  { extraFirst = false } = {},
): Resolver<Values, unknown, Body> {
  const bySchema = zodResolver(schema, { error: issueCodeOf }) as Resolver<Values, unknown, Body>;
  if (!extra) return bySchema;
  return async (values, context, options) => {
    // The form's own check reads the values now: react-hook-form's object changes with the next keystroke.
    const own = extra(values);
    const result = await bySchema(values, context, options);
    const added = Object.entries(own).filter(([name]) => extraFirst || !hasError(result.errors, name));
    if (added.length === 0) return result;
    const flat: FieldErrors = Object.fromEntries(added.map(([name, code]) => [name, { type: code, message: code }]));
    return { values: {}, errors: mergeInto(result.errors, toNestErrors(flat, options)) as FieldErrors<Values> };
  };
}

/**
 * A shared check that names its own issues (`{ data }`, or `{ data: null, fields }` by dotted
 * path, as checkContent answers) as react-hook-form's resolver: its codes reach the fields as they are.
 */
export function checkResolver<Values extends FieldValues, Body>(
  check: (values: Values) => { data: Body | null; fields: FieldIssueCodes },
): Resolver<Values, unknown, Body> {
  return (values, _context, options) => {
    const checked = check(values);
    if (checked.data !== null) return { values: checked.data, errors: {} };
    const flat: FieldErrors = Object.fromEntries(
      Object.entries(checked.fields).map(([name, code]) => [name, { type: code, message: code }]),
    );
    return { values: {}, errors: toNestErrors(flat, options) as FieldErrors<Values> };
  };
}

/** react-hook-form's nested errors as codes by dotted path ('title.en'); a list item's own beside its fields'. */
export function flatIssues(errors: FieldErrors, prefix = ''): FieldIssueCodes {
  const fields: FieldIssueCodes = {};
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null || key === 'ref' || key === 'types') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') fields[prefix + key] = message;
    Object.assign(fields, flatIssues(value as FieldErrors, `${prefix}${key}.`));
  }
  return fields;
}

function hasError(errors: FieldErrors, path: string): boolean {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
}

/**
 * The schema's errors with the extra ones beside them, at any depth ('levels.1.depositThreshold'
 * joins the other errors of level 1, and that level's own message stays); an extra error for a
 * field takes the place of the schema's own for it.
 */
function mergeInto(errors: object, nested: object): object {
  const merged = (Array.isArray(errors) ? [...(errors as unknown[])] : { ...errors }) as Record<string, unknown>;
  for (const [name, value] of Object.entries(nested)) {
    const current = merged[name];
    merged[name] = isObject(value) && !('message' in value) && isObject(current) ? mergeInto(current, value) : value;
  }
  return merged;
}

const isObject = (node: unknown): node is object => typeof node === 'object' && node !== null;
