import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { serverIssues } from './use-editor-form';

/** Issue codes by field name ('title', or 'title.pt-BR' for one language of a text). */
export type DraftIssues = Record<string, string>;

/**
 * One console editor's draft: typed values, the issues of the last check (the same rule as the
 * server's, from the shared schema) or of the server's refusal, and a submit that checks, saves
 * and hands back what was saved. Changing a field drops its issues, and those `alsoClears` names.
 */
export function useDraft<Draft, Body, Saved>(options: {
  initial: Draft | (() => Draft);
  check: (draft: Draft) => { data: Body | null; fields: DraftIssues };
  save: UseMutationResult<Saved, Error, { id: number | null; body: Body }>;
  id: number | null;
  onSaved: (saved: Saved) => void;
  alsoClears?: (field: keyof Draft) => string[];
}) {
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [issues, setIssues] = useState<DraftIssues>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Changes several fields at once (a kind that resets its own fields); their issues go. */
  const update = (change: (current: Draft) => Draft, fields: readonly string[]) => {
    setDraft(change);
    const cleared = new Set(fields);
    setIssues((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !cleared.has(name.split('.')[0] ?? name))),
    );
  };

  const set = <F extends keyof Draft>(field: F, value: Draft[F]) =>
    update((current) => ({ ...current, [field]: value }), [String(field), ...(options.alsoClears?.(field) ?? [])]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = options.check(draft);
    setIssues(checked.fields);
    if (checked.data === null) return;
    options.save.mutate(
      { id: options.id, body: checked.data },
      {
        onSuccess: options.onSaved,
        onError: (error) => {
          setIssues(serverIssues(error));
          setFailure(error.message);
        },
      },
    );
  };

  return { draft, set, update, issues, failure, submit, saving: options.save.isPending };
}
