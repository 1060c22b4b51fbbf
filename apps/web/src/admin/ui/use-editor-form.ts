import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { serverFieldIssues } from '../../lib/field-messages';

/** The per-field issues a refused save carries in `value.fields` (VALIDATION_FAILED and kin), by dotted path. */
export const serverIssues = (error: unknown): Record<string, string> => serverFieldIssues(error) ?? {};

/** What EditorShell shows of an editor's form (`useEditorForm().shell`): spread as its props. */
export interface EditorFormShell {
  onSubmit: (event: FormEvent) => Promise<void>;
  failure: string | null;
  saving: boolean;
  hasIssues: boolean;
}

/**
 * One console editor's form: react-hook-form checked by `resolver` (the route's shared schema),
 * a submit that saves the checked body, and a refusal's per-field issues set on their fields
 * beside the server's sentence (`failure`). `refused` is for a later call of the same save
 * (a promotion's image).
 */
export function useEditorForm<Values extends FieldValues, Body, Saved>(options: {
  defaultValues: DefaultValues<Values> | (() => Promise<Values>);
  resolver: Resolver<Values, unknown, Body>;
  save: UseMutationResult<Saved, Error, { id: number | null; body: Body }>;
  id: number | null;
  onSaved: (saved: Saved) => void;
}) {
  const form = useForm<Values, unknown, Body>({ defaultValues: options.defaultValues, resolver: options.resolver });
  const [failure, setFailure] = useState<string | null>(null);

  const refused = (error: Error) => {
    for (const [name, code] of Object.entries(serverIssues(error))) {
      form.setError(name as Path<Values>, { type: 'server', message: code });
    }
    setFailure(error.message);
  };

  const save = (body: Body) =>
    options.save.mutate({ id: options.id, body }, { onSuccess: options.onSaved, onError: refused });

  const submit = (event: FormEvent) => {
    setFailure(null);
    return form.handleSubmit(save)(event);
  };

  const shell: EditorFormShell = {
    onSubmit: submit,
    failure,
    saving: options.save.isPending,
    hasIssues: Object.keys(form.formState.errors).length > 0,
  };
  // A settings form's discard takes the refusal's sentence away with the values it was about.
  const clearFailure = () => setFailure(null);
  return { form, shell, refused, clearFailure };
}
