import { useState } from 'react';
import { keepsIdempotencyKey, newIdempotencyKey } from './money-form';

/** An attempt's key, as useAttemptKey keeps it. */
export interface AttemptKey {
  /** The attempt's key: a new one unless the last attempt's answer was lost. */
  take(): string;
  /** The attempt changed (another amount, another good): the next submission is a new one. */
  reset(): void;
  /** The attempt ended: without an error (a success) or with one that is final, the key goes. */
  settle(error?: unknown): void;
}

/**
 * One Idempotency-Key per attempt (a transfer, a claim, a redemption, a recall): kept after a lost
 * answer (a retry must send the same key, so the money moves once), dropped after a success or a
 * clear refusal. `prefix` names the flow in the key. The same object for the component's life.
 */
export function useAttemptKey(prefix = ''): AttemptKey {
  const [attempt] = useState((): AttemptKey => {
    let key: string | null = null;
    return {
      take: () => (key ??= newIdempotencyKey(prefix)),
      reset() {
        key = null;
      },
      settle(error) {
        if (error === undefined || !keepsIdempotencyKey(error)) key = null;
      },
    };
  });
  return attempt;
}
