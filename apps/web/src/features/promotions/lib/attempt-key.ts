import { useRef } from 'react';
import { keepsIdempotencyKey, newIdempotencyKey } from '../../../lib/money-form';

/**
 * One Idempotency-Key per claim attempt: kept after a lost answer (a retry must send the same key,
 * so the reward is taken once), dropped after a success or a clear refusal.
 */
export function useAttemptKey(prefix: string) {
  const key = useRef<string | null>(null);
  return {
    take: () => (key.current ??= newIdempotencyKey(prefix)),
    settle(error?: unknown) {
      if (error === undefined || !keepsIdempotencyKey(error)) key.current = null;
    },
  };
}
