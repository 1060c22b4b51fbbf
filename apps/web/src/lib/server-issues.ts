import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { serverFieldIssues } from './field-messages';

/**
 * Puts a refusal's per-field issues (VALIDATION_FAILED, USER_EXISTS) on the form's fields, as codes
 * the fields word; `only` keeps those the form shows. True when at least one landed.
 */
export function setServerIssues<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  only?: readonly string[],
): boolean {
  const issues = Object.entries(serverFieldIssues(error) ?? {}).filter(([name]) => !only || only.includes(name));
  for (const [name, code] of issues) setError(name as FieldPath<Values>, { type: 'server', message: code });
  return issues.length > 0;
}
