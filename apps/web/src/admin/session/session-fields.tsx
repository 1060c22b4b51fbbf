import type { FieldValues, Path } from 'react-hook-form';
import { FieldIssue } from '@portal/shared/errors';
import { ApiError } from '../../lib/api-client';
import type { FieldIssueCodes } from '../../lib/form-resolver';
import { TextField, type KitFieldProps } from '../../ui/form/form-fields';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** The six digits the authenticator shows: whatever is not a digit is left out as it is typed. */
export function CodeField<Values extends FieldValues>(props: KitFieldProps<Values> & { autoFocus?: boolean }) {
  return (
    <TextField {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={6} normalize={digitsOnly} plain />
  );
}

/**
 * The boxes left empty, as REQUIRED: the schemas read an empty password as too short, but the
 * person has typed nothing yet. A field the form does not show yet (undefined) is not named.
 */
export function emptyIssues<Values extends FieldValues>(values: Values, names: Path<Values>[]): FieldIssueCodes {
  return Object.fromEntries(names.filter((name) => values[name] === '').map((name) => [name, FieldIssue.REQUIRED]));
}

/** The server's sentence for a refused call, or the console's own when none came back. */
export const failureSentence = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;
