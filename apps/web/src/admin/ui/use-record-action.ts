import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A queue record's actions: the dialog open for one (`dialog`, any value the page names it by),
 * the call, and what the last call did. A call that went through closes the dialog, leaves its
 * notice and reloads the section's queries (`queryKey`). A confirm dialog shows no error: where
 * `closesOnError` says so it closes on a refusal, and the detail shows it (`failure`).
 */
export function useRecordAction<Dialog, Vars, Answer>(options: {
  queryKey: readonly unknown[];
  call: (vars: Vars) => Promise<Answer>;
  notice: (answer: Answer, vars: Vars) => string;
  closesOnError?: (vars: Vars) => boolean;
}) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState('');
  const mutation = useMutation({
    mutationFn: options.call,
    onSuccess: async (answer, vars) => {
      setDialog(null);
      setNotice(options.notice(answer, vars));
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onError: (_error, vars) => {
      if (options.closesOnError?.(vars)) setDialog(null);
    },
  });
  return {
    dialog,
    /** Opens a dialog afresh: the last refusal is forgotten. */
    open: (next: Dialog) => {
      mutation.reset();
      setDialog(next);
    },
    close: () => setDialog(null),
    setNotice,
    mutation,
    /** What DetailModal shows of it, spread as its props: the notice, and a refusal no dialog is left open to show. */
    detail: { notice, failure: dialog === null ? mutation.error : null },
  };
}
