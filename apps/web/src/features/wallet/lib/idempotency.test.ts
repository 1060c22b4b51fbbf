import { describe, expect, it } from 'vitest';
import { keepsIdempotencyKey } from './idempotency.ts';

const failure = (code: string) => Object.assign(new Error('message'), { code });

describe('keepsIdempotencyKey', () => {
  it('keeps the key while money may have moved: a lost answer or a vendor that has not confirmed', () => {
    expect(keepsIdempotencyKey(failure('NETWORK_ERROR'))).toBe(true);
    expect(keepsIdempotencyKey(failure('VENDOR_TRANSFER_PENDING'))).toBe(true);
    expect(keepsIdempotencyKey(new TypeError('fetch failed'))).toBe(true);
  });

  it('drops it after a refusal, so the next submission is a new request', () => {
    for (const code of ['INSUFFICIENT_FUNDS', 'VALIDATION_FAILED', 'VENDOR_TRANSFER_FAILED']) {
      expect(keepsIdempotencyKey(failure(code))).toBe(false);
    }
  });
});
