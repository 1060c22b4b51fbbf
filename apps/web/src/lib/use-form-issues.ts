import { useState } from 'react';

/** A sentence per field; a field with none is fine. */
export type Issues<Field extends string> = Partial<Record<Field, string>>;

const noIssue = (issues: Issues<string>) => !Object.values(issues).some(Boolean);

/**
 * The sentences of a player form checked by hand before it sends: one per field, and one for the
 * whole form (a refusal that names no field, a lost connection).
 */
export function useFormIssues<Field extends string>() {
  const [errors, setErrors] = useState<Issues<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    errors,
    setErrors,
    formError,
    setFormError,
    /** Shows a check of the whole form in place of the last one's sentences: true when it passes. */
    passes(next: Issues<Field>) {
      setErrors(next);
      setFormError(null);
      return noIssue(next);
    },
    /** Shows a check of some fields (the mobile before a code is sent), keeping the others' sentences. */
    partPasses(next: Issues<Field>) {
      setErrors((e) => ({ ...e, ...next }));
      return noIssue(next);
    },
    /** Typing in a box clears its sentence. */
    clear(field: Field) {
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
  };
}

/** A form of text boxes with its sentences. */
export function useTextForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const issues = useFormIssues<Field>();
  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    issues.clear(field);
  };
  return { ...issues, values, setValues, change };
}
