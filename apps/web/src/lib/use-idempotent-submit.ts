import { useCallback, useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError, UseFormWatch } from 'react-hook-form';
import { ApiError } from './api-client';
import { setServerIssues } from './server-issues';
import { useAttemptKey } from './use-attempt-key';

/** The error type of a field issue the server worded itself (a wrong payment password): its sentence is the message. */
export const SERVER_SENTENCE = 'server-sentence';

export interface IdempotentSubmitOptions<Values extends FieldValues> {
  form: { watch: UseFormWatch<Values>; setError: UseFormSetError<Values> };
  /** Names the flow in the key ('agent-'). */
  prefix?: string;
  /** The fields whose edit is a new submission; every field when not named. */
  renewOn?: readonly FieldPath<Values>[];
  /** The fields a refusal's per-field issues (VALIDATION_FAILED) may land on: the amount when not named. */
  fields?: readonly string[];
  /** The sentence when the member has no payment password yet; without it the server's sentence goes on the box. */
  noPassword?: string;
  /** The form's own reading of a refusal, before the common one: a sentence for the form, or true when handled. */
  own?(error: ApiError): string | true | undefined;
  /** The sentence of a failure nothing else words (the server's own, unless told). */
  fallback?(error: Error): string;
}

/**
 * A money form's submission on react-hook-form (a transfer, a withdrawal): one Idempotency-Key per
 * intended submission, kept across retries after a lost answer and renewed after a success, a final
 * refusal or an edit of the form; a refusal's issues put on the form's fields (`amount` and
 * `paymentPassword`, as the money routes name them), anything else as the form's failure line.
 */
export function useIdempotentSubmit<Values extends FieldValues>({
  form,
  prefix,
  renewOn,
  fields = ['amount'],
  noPassword,
  own,
  fallback = (error) => error.message,
}: IdempotentSubmitOptions<Values>) {
  const key = useAttemptKey(prefix);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { watch, setError } = form;

  /** The form changed: a new submission, and the last answer's lines go. */
  const renew = useCallback(() => {
    key.reset();
    setFailure(null);
    setDone(null);
  }, [key]);
  const renewFields = renewOn?.join('\n');
  useEffect(() => {
    const watched = renewFields?.split('\n');
    const watching = watch((_, { name, type }) => {
      if (type === 'change' && (!watched || (name !== undefined && watched.includes(name)))) renew();
    });
    return () => watching.unsubscribe();
  }, [watch, renew, renewFields]);

  const field = (name: string) => name as FieldPath<Values>;
  return {
    /** The line under the form: a refusal no field shows. */
    failure,
    setFailure,
    /** The line under the form after a success. */
    done,
    renew,
    /** The key to send with this submission. */
    key: key.take,
    /** The submission went through: its key is spent, `message` says so. */
    succeeded(message: string | null = null) {
      key.settle();
      setFailure(null);
      setDone(message);
    },
    /** The submission failed: the key is kept only when the money may have moved; the issue shown where it belongs. */
    refused(error: Error) {
      key.settle(error);
      const mine = error instanceof ApiError ? own?.(error) : undefined;
      if (mine === true) return;
      if (typeof mine === 'string') return setFailure(mine);
      if (!(error instanceof ApiError)) return setFailure(fallback(error));
      if (error.code === 'PAYMENT_PASSWORD_NOT_SET' && noPassword) setFailure(noPassword);
      else if (error.code.startsWith('PAYMENT_PASSWORD')) {
        setError(field('paymentPassword'), { type: SERVER_SENTENCE, message: error.message });
      } else if (error.code === 'INSUFFICIENT_FUNDS') setError(field('amount'), { type: 'server', message: 'balance' });
      else if (!setServerIssues(error, setError, fields)) setFailure(fallback(error));
    },
  };
}
