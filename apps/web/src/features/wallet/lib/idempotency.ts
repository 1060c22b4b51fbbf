/** A fresh Idempotency-Key: one per submission, reused only when the same submission is retried. */
export const newIdempotencyKey = () => crypto.randomUUID();

/** Codes after which the money may have moved (or may yet move): a retry must send the same key. */
const UNSETTLED = new Set(['NETWORK_ERROR', 'VENDOR_TRANSFER_PENDING']);

/**
 * Whether a failed submission keeps its key: the answer was lost (no code at all, or a network
 * error), or the game vendor has not confirmed yet (the server settles it on its own).
 */
export function keepsIdempotencyKey(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code !== 'string' || UNSETTLED.has(code);
}
