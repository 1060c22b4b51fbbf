import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { keepsIdempotencyKey, newIdempotencyKey } from '../../lib/money-form';
import { setServerIssues } from '../../ui/form/player-fields';

interface MemberActionOptions<Draft extends FieldValues, Body, Value> {
  defaultValues: DefaultValues<Draft>;
  /** The route's schema on the body the boxes make. */
  resolver: Resolver<Draft, unknown, Body>;
  /** The call; `key` is the attempt's Idempotency-Key where `idempotencyPrefix` asks for one. */
  call: (body: Body, key: string) => Promise<Value>;
  /** What to tell the operator once the call went through. */
  notice: (value: Value, body: Body) => string;
  onDone: (notice: string) => void;
  /** The boxes a refusal's field issues are put on (all it names when left out). */
  fields?: readonly Path<Draft>[];
  /** A refusal read otherwise than by its field issues (a type or upline refused with a reason). */
  refused?: (error: Error, form: UseFormReturn<Draft, unknown, Body>) => void;
  /**
   * A call that moves money or points sends one Idempotency-Key per attempt, kept when the answer
   * was lost, so a retry acts once.
   */
  idempotencyPrefix?: string;
}

/**
 * What every action on a member does with its dialog's form: checks the boxes by the route's
 * schema, calls, then hands the page the notice, or puts the server's field issues on their boxes
 * (the refusal's sentence shows in the dialog). Spread `frame` into the ActionDialog.
 */
export function useMemberAction<Draft extends FieldValues, Body, Value>(
  options: MemberActionOptions<Draft, Body, Value>,
) {
  const { idempotencyPrefix = '' } = options;
  const [key, setKey] = useState(() => newIdempotencyKey(idempotencyPrefix));
  const form = useForm<Draft, unknown, Body>({ defaultValues: options.defaultValues, resolver: options.resolver });
  const action = useMutation({
    mutationFn: (body: Body) => options.call(body, key),
    onError: (error) => {
      if (options.idempotencyPrefix !== undefined && !keepsIdempotencyKey(error))
        setKey(newIdempotencyKey(idempotencyPrefix));
    },
  });
  const send = (body: Body) =>
    action.mutate(body, {
      onSuccess: (value) => options.onDone(options.notice(value, body)),
      onError: (error) =>
        options.refused ? options.refused(error, form) : setServerIssues(error, form.setError, options.fields),
    });
  const frame = {
    busy: action.isPending,
    error: action.error,
    onSubmit: () => void form.handleSubmit(send)(),
  };
  return { form, frame };
}
