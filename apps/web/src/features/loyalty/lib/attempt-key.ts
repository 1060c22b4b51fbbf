import { useRef } from 'react';
import { keepsIdempotencyKey, newIdempotencyKey } from '../../../lib/money-form';

/**
 * One Idempotency-Key per attempt (a claim, a redemption, a conversion): kept after a lost answer
 * (a retry must send the same key, so it happens once), dropped after a success or a clear refusal.
 */
export function useAttemptKey(prefix: string) {
  const key = useRef<string | null>(null);
  return {
    take: () => (key.current ??= newIdempotencyKey(prefix)),
    /** The attempt changed (another good, other points): the next submission is a new one. */
    reset() {
      key.current = null;
    },
    settle(error?: unknown) {
      if (error === undefined || !keepsIdempotencyKey(error)) key.current = null;
    },
  };
}
