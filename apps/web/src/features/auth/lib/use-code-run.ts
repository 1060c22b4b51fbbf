import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { LoginChallenge } from '@portal/shared/contracts/auth';
import { challengeOf } from './login-errors';
import { useCodeFailure } from './use-code-failure';

/**
 * A form that sends a code from an SMS or an e-mail: its sentence, whether a call is on its way,
 * and `run`, which sends a checked body once at a time (a second step the server asks for to
 * `onChallenge`, any other refusal onto the fields, useCodeFailure).
 */
export function useCodeRun<Values extends FieldValues>(setError: UseFormSetError<Values>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fail = useCodeFailure(setError, setFormError);
  const run = async (
    call: () => Promise<void>,
    codeField: FieldPath<Values>,
    onChallenge?: (challenge: LoginChallenge) => void,
  ) => {
    if (pending) return;
    setPending(true);
    try {
      await call();
    } catch (error) {
      const asked = challengeOf(error);
      if (asked && onChallenge) onChallenge(asked);
      else fail(error, codeField);
    } finally {
      setPending(false);
    }
  };
  return { formError, setFormError, pending, run };
}
