import type { FastifySchemaValidationError } from 'fastify';
import { FieldIssue } from '@portal/shared/errors';

/**
 * Turns the validator's issues into `{ field: ISSUE }`, one entry per failing field, so a form can
 * mark every field at once. Paths are dotted (`flags.chat`); a problem with the whole body is `_`.
 */
export function fieldIssues(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
  /** What was validated: a field absent from it is REQUIRED, whatever its schema's kind. */
  input?: unknown,
): Record<string, FieldIssue> {
  const fields: Record<string, FieldIssue> = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = (issue.params ?? {}) as Record<string, unknown>;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      for (const key of params.keys) fields[join(base, String(key))] ??= FieldIssue.UNKNOWN_FIELD;
      continue;
    }
    const name = base || (context && context !== 'body' ? context : '_');
    fields[name] ??= base && isAbsent(input, base.split('.')) ? FieldIssue.REQUIRED : issueOf(issue);
  }
  return fields;
}

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

/** True when the object path leads to nothing: a missing key, not a key with a bad value. */
function isAbsent(input: unknown, path: string[]): boolean {
  if (input === undefined) return false;
  let node: unknown = input;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return true;
    node = (node as Record<string, unknown>)[key];
  }
  return node === undefined;
}

function issueOf(issue: FastifySchemaValidationError): FieldIssue {
  const params = (issue.params ?? {}) as Record<string, unknown>;
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message ?? '') ? FieldIssue.REQUIRED : FieldIssue.INVALID_TYPE;
    case 'too_small':
      return params.origin === 'string' || params.origin === 'array' ? FieldIssue.TOO_SHORT : FieldIssue.TOO_SMALL;
    case 'too_big':
      return params.origin === 'string' || params.origin === 'array' ? FieldIssue.TOO_LONG : FieldIssue.TOO_BIG;
    case 'invalid_format':
      return FieldIssue.PATTERN_MISMATCH;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return FieldIssue.INVALID_VALUE;
    default:
      return FieldIssue.INVALID_VALUE;
  }
}
